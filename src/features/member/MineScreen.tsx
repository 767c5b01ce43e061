// /mine: the personal centre: who the member is, the wallet, VIP progress, every link, agent, service, logout.
import './locale';
import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import SetOutline from 'antd-mobile-icons/es/SetOutline';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../app/navigation';
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
  return (
    <MemberLoaded>
      {(user) => (
        <div className="member-page">
          <header className="member-hero">
            <div className="member-hero-tools">
              <button type="button" className="member-icon-button" onClick={() => navigate('/message')} aria-label={t('member:links.message')}>
                <MessageOutline />
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
