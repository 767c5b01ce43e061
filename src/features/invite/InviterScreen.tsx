// /inviter: invite friends. Three bottom tabs: the link (share sheet, QR code and poster as PNG files), the bonus
// explained, and the records. A visitor (the route is open to anyone) is asked to log in first.
import './locale';
import { useQuery } from '@tanstack/react-query';
import { Button, ErrorBlock, TabBar } from 'antd-mobile';
import FileOutline from 'antd-mobile-icons/es/FileOutline';
import GiftOutline from 'antd-mobile-icons/es/GiftOutline';
import LinkOutline from 'antd-mobile-icons/es/LinkOutline';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../kit/navigation';
import { LoadingSkeleton } from '../../renderers/states';
import { appInfoQuery, userQuery } from '../../session/queries';
import { loginPathFor } from '../../session/session';
import { useIsLoggedIn } from '../../session/tokenStore';
import { BonusTab } from './BonusTab';
import { inviteLink, siteBase } from './inviteLink';
import { InviteLinkTab } from './InviteLinkTab';
import { RecordsTab } from './RecordsTab';
import './invite.css';

type Tab = 'link' | 'bonus' | 'records';

export default function InviterScreen() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const loggedIn = useIsLoggedIn();
  const user = useQuery({ ...userQuery, enabled: loggedIn });
  const appInfo = useQuery(appInfoQuery);
  const [tab, setTab] = useState<Tab>('link');

  if (!loggedIn) {
    return (
      <ErrorBlock className="invite-visitor" status="default" title={t('invite:visitor.title')} description={t('invite:visitor.hint')}>
        <Button color="primary" shape="rounded" size="large" onClick={() => navigate(loginPathFor('/inviter'))}>
          {t('invite:visitor.login')}
        </Button>
      </ErrorBlock>
    );
  }
  // Without a uid the member id is the invite code (the Laravel back end takes either).
  const uid = user.data && (user.data.uid ?? String(user.data.id));
  return (
    <div className="invite-screen">
      {tab === 'link' && (uid ? <InviteLinkTab uid={uid} link={inviteLink(siteBase(appInfo.data?.h5_url), uid)} /> : <LoadingSkeleton cards={2} />)}
      {tab === 'bonus' && <BonusTab />}
      {tab === 'records' && <RecordsTab />}
      <nav className="invite-tabbar">
        <TabBar activeKey={tab} onChange={(key) => setTab(key as Tab)} safeArea>
          <TabBar.Item key="link" icon={<LinkOutline />} title={t('invite:tabs.link')} />
          <TabBar.Item key="bonus" icon={<GiftOutline />} title={t('invite:tabs.bonus')} />
          <TabBar.Item key="records" icon={<FileOutline />} title={t('invite:tabs.records')} />
        </TabBar>
      </nav>
    </div>
  );
}
