// /index_old: the alternative hall. Side menu and app download on top, banners, notices, a red-packet button, the
// category sidebar (live, sports, esports, chess/card, slots, lottery), and the welcome modal when index_modal is on
// (once per browser session).
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteName } from '../../kit/brand';
import { useHeaderTitle } from '../../kit/headerTitle';
import { appInfoQuery } from '../../session/queries';
import { sessionStore } from '../../session/storage';
import './locale';
import { AppDownloadStrip } from './AppDownloadStrip';
import { BannerCarousel } from './BannerCarousel';
import { GameCategories } from './GameCategories';
import { OLD_HALL_CATEGORIES } from './games';
import { Icon } from './Icon';
import { NoticeMarquee } from './NoticeMarquee';
import { ScrollTopButton } from './ScrollTopButton';
import { SideMenu } from './SideMenu';
import './hall.css';
import './indexOld.css';
import { AppLink } from '../../kit/AppLink';

const WelcomeModal = lazy(() => import('./WelcomeModal'));
const WELCOME_SEEN = 'hall.welcomeSeen';

function Welcome() {
  const info = useQuery(appInfoQuery).data;
  const [seen, setSeen] = useState(() => sessionStore.get(WELCOME_SEEN) === '1');
  if (seen || info?.index_modal !== 1 || !info.webcontent) return null;
  const close = () => {
    sessionStore.set(WELCOME_SEEN, '1');
    setSeen(true);
  };
  return (
    <Suspense fallback={null}>
      <WelcomeModal html={info.webcontent} onClose={close} />
    </Suspense>
  );
}

export default function IndexOldScreen() {
  const { t } = useTranslation();
  useHeaderTitle(useSiteName());
  return (
    <div className="hall hall-old">
      <div className="hall-old-top">
        <SideMenu />
        <AppDownloadStrip />
      </div>
      <BannerCarousel />
      <NoticeMarquee />
      <GameCategories categories={OLD_HALL_CATEGORIES} />
      <AppLink to="/hongbao" className="hall-redpacket" aria-label={t('hall:redpacket')}>
        <Icon name="redpacket" size={30} />
        <span>{t('hall:redpacket')}</span>
      </AppLink>
      <ScrollTopButton />
      <Welcome />
    </div>
  );
}
