// The bottom of every personal-centre layout: agent entry, customer service, and logout.
import { Button } from 'antd-mobile';
import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useTranslation } from 'react-i18next';
import type { User } from '../../session/queries';
import { AgentEntry } from './AgentEntry';
import { useLogoutFlow } from './useLogoutFlow';
import { AppLink } from '../../kit/AppLink';

export function MemberActions({ user }: { user: User }) {
  const { t } = useTranslation();
  const { confirmLogout, leaving } = useLogoutFlow();
  return (
    <>
      <div className="member-card member-rows">
        <AgentEntry isAgent={user.isagent === 1} />
        <AppLink to="/kefu" className="member-row">
          <MessageOutline className="member-row-icon" />
          <span className="member-row-label">{t('member:service.title')}</span>
          <span className="member-row-hint">{t('member:service.hint')}</span>
          <RightOutline />
        </AppLink>
      </div>
      <div className="member-logout">
        <Button block color="danger" fill="outline" size="large" shape="rounded" loading={leaving} disabled={leaving} onClick={() => void confirmLogout()}>
          {t('member:settings.logout')}
        </Button>
      </div>
    </>
  );
}
