// The list layouts of the personal centre (/mine_old, /account): who the member is, the wallet, next-level VIP
// progress, every link as one long list, then agent, service and logout.
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../app/navigation';
import { BalanceCard } from './BalanceCard';
import { MemberActions } from './MemberActions';
import { MemberLoaded } from './MemberLoaded';
import type { MemberLink } from './memberLinks';
import { ProfileSummary } from './ProfileSummary';
import { VipProgressCard } from './VipProgressCard';
import './member.css';

export function MemberListPage({ links, className }: { links: readonly MemberLink[]; className?: string }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  return (
    <MemberLoaded>
      {(user) => (
        <div className={className ? `member-page ${className}` : 'member-page'}>
          <header className="member-hero member-hero-flat">
            <ProfileSummary user={user} />
            <BalanceCard user={user} />
          </header>
          <VipProgressCard user={user} />
          <List mode="card" className="member-list">
            {links.map((link) => (
              <List.Item key={link.path} prefix={link.icon} onClick={() => navigate(link.path)}>
                {t(link.labelKey)}
              </List.Item>
            ))}
          </List>
          <MemberActions user={user} />
        </div>
      )}
    </MemberLoaded>
  );
}
