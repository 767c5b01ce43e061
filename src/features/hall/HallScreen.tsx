// The hall (/): the site name in the header, app download, banners, notices, the wallet row, then the games.
// Hand-written parts only: the hall's JS budget leaves no room for antd-mobile's Swiper, NoticeBar or Tabs.
import { useSiteName } from '../../kit/brand';
import { useHeaderTitle } from '../../kit/headerTitle';
import './locale';
import { AppDownloadStrip } from './AppDownloadStrip';
import { BannerCarousel } from './BannerCarousel';
import { GameCategories } from './GameCategories';
import { HALL_CATEGORIES } from './games';
import { NoticeMarquee } from './NoticeMarquee';
import { ScrollTopButton } from './ScrollTopButton';
import { WalletCard } from './WalletCard';
import './hall.css';

export default function HallScreen() {
  useHeaderTitle(useSiteName());
  return (
    <div className="hall">
      <AppDownloadStrip />
      <BannerCarousel />
      <NoticeMarquee />
      <WalletCard />
      <GameCategories categories={HALL_CATEGORIES} />
      <ScrollTopButton />
    </div>
  );
}
