// /mine: the personal centre: who the member is, the wallet, VIP progress, every link, agent, service, logout.
import './locale';
import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import SetOutline from 'antd-mobile-icons/es/SetOutline';
import { useTranslation } from 'react-i18next';
import { UnreadBadge, useUnreadNotices } from '../../kit/unreadNotices';
import { BalanceCard } from './BalanceCard';
import { LinkGrid } from './LinkGrid';
import { MemberActions } from './MemberActions';
import { MemberLoaded } from './MemberLoaded';
import { MEMBER_LINKS } from './memberLinks';
import { ProfileSummary } from './ProfileSummary';
import { QuickActions } from './QuickActions';
import { VipProgressCard } from './VipProgressCard';
import './member.css';
import { AppLink } from '../../kit/AppLink';

export default function MineScreen() {
  const { t } = useTranslation();
  const unread = useUnreadNotices();
  return (
    <MemberLoaded>
      {(user) => (
        <div className="member-page">
          <header className={unread ? 'member-hero member-hero-unread' : 'member-hero'}>
            <div className="member-hero-tools">
              <AppLink
                to="/message"
                className={unread ? 'member-icon-button member-icon-button-words' : 'member-icon-button'}
                aria-label={unread ? `${t('member:links.message')} ${t('common:unreadCount', { number: unread })}` : t('member:links.message')}
              >
                <MessageOutline />
                <UnreadBadge count={unread} />
              </AppLink>
              <AppLink to="/userCent" className="member-icon-button" aria-label={t('member:links.userCent')}>
                <SetOutline />
              </AppLink>
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
