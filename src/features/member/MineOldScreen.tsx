// /mine_old: the older personal-centre layout: the same member, wallet and links as one long list.
import { MEMBER_LINKS } from './memberLinks';
import { memberListPage } from './memberListPage';

export default memberListPage(MEMBER_LINKS);
