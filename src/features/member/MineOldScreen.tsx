// /mine_old: the older personal-centre layout: the same member, wallet and links as one long list.
import './locale';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../app/navigation';
import { LoadFailed } from '../../renderers/states/LoadFailed';
import { LoadingSkeleton } from '../../renderers/states/LoadingSkeleton';
import { BalanceCard } from './BalanceCard';
import { MemberActions } from './MemberActions';
import { MEMBER_LINKS } from './memberLinks';
import { ProfileSummary } from './ProfileSummary';
import { useMember } from './useMember';
import { VipProgressCard } from './VipProgressCard';
import './member.css';

export default function MineOldScreen() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const member = useMember();
  const user = member.data;
  if (!user) {
    return member.isError ? <LoadFailed onRetry={() => void member.refetch()} retrying={member.isFetching} /> : <LoadingSkeleton cards={3} />;
  }
  return (
    <div className="member-page member-page-old">
      <header className="member-hero member-hero-flat">
        <ProfileSummary user={user} />
        <BalanceCard user={user} />
      </header>
      <VipProgressCard user={user} />
      <List mode="card" className="member-list">
        {MEMBER_LINKS.map((link) => (
          <List.Item key={link.path} prefix={link.icon} onClick={() => navigate(link.path)}>
            {t(link.labelKey)}
          </List.Item>
        ))}
      </List>
      <MemberActions user={user} />
    </div>
  );
}
