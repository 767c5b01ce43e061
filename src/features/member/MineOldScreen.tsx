// /mine_old: the older personal-centre layout: the same member, wallet and links as one long list.
import './locale';
import { MEMBER_LINKS } from './memberLinks';
import { MemberListPage } from './MemberListPage';

export default function MineOldScreen() {
  return <MemberListPage links={MEMBER_LINKS} className="member-page-old" />;
}
