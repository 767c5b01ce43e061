// /account: the account centre: the personal centre as a list, the member's own settings and records first. A
// visitor (the route is open to anyone) is asked to log in, and nothing is asked of the server.
import { ACCOUNT_LINKS } from './memberLinks';
import { memberListPage } from './memberListPage';

export default memberListPage(ACCOUNT_LINKS, { titleKey: 'member:visitor.title', descriptionKey: 'member:visitor.hint', actionKey: 'member:visitor.login' });
