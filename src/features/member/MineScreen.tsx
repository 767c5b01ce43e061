// /mine: the personal centre: who the member is, the wallet, VIP progress, every link, agent, service, logout.
import './locale';
import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import SetOutline from 'antd-mobile-icons/es/SetOutline';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../app/navigation';
import { UnreadBadge, useUnreadNotices } from '../../app/unreadNotices';
import { BalanceCard } from './BalanceCard';
import { LinkGrid } from './LinkGrid';
import { MemberActions } from './MemberActions';
import { MemberLoaded } from './MemberLoaded';
import { MEMBER_LINKS } from './memberLinks';
import { ProfileSummary } from './ProfileSummary';
import { QuickActions } from './QuickActions';
import { VipProgressCard } from './VipProgressCard';
import './member.css';

export default function MineScreen() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const unread = useUnreadNotices();
  return (
    <MemberLoaded>
      {(user) => (
        <div className="member-page">
          <header className="member-hero">
            <div className="member-hero-tools">
              <button type="button" className="member-icon-button" onClick={() => navigate('/message')}
                aria-label={unread ? `${t('member:links.message')} ${unread}${t('common:unread')}` : t('member:links.message')}
              >
                <MessageOutline />
                <UnreadBadge count={unread} />
              </button>
              <button type="button" className="member-icon-button" onClick={() => navigate('/userCent')} aria-label={t('member:links.userCent')}>
                <SetOutline />
              </button>
            </div>
            <ProfileSummary user={user} />
            <BalanceCard user={user} />
            <QuickActions />
          </header>
          <VipProgressCard user={user} />
          <LinkGrid links={MEMBER_LINKS} />
          <MemberActions user={user} />
        </div>
      )}
    </MemberLoaded>
  );
}
