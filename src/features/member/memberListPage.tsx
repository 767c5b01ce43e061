// The list layouts of the personal centre (/mine_old, /account) as detail declarations: who the member is, the
// wallet and next-level VIP progress on top, every link as one card of entries, then agent, service and logout.
import { defineDetail } from '../../renderers/detail';
import type { DetailVisitor } from '../../renderers/detail';
import { userQuery, type User } from '../../session/queries';
import { BalanceCard } from './BalanceCard';
import { MemberActions } from './MemberActions';
import type { MemberLink } from './memberLinks';
import { ProfileSummary } from './ProfileSummary';
import { VipProgressCard } from './VipProgressCard';
import './locale';
import './member.css';

function MemberListHeader({ item: user }: { item: User }) {
  return (
    <>
      <header className="member-hero member-hero-flat">
        <ProfileSummary user={user} />
        <BalanceCard user={user} />
      </header>
      <VipProgressCard user={user} />
    </>
  );
}

const MemberListFooter = ({ item: user }: { item: User }) => <MemberActions user={user} />;

export function memberListPage(links: readonly MemberLink[], visitor?: DetailVisitor) {
  return defineDetail({
    query: () => userQuery,
    visitor,
    header: MemberListHeader,
    groups: [{ key: 'links', fields: links.map((link) => ({ labelKey: link.labelKey, icon: link.icon, to: link.path })) }],
    footer: MemberListFooter,
  });
}
