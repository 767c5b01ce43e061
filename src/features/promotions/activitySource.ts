// Where a list of promotions comes from, apart from how its rows look: the entry's first-screen prefetch uses it
// without the list's components.
import type { ListSource } from '../../renderers/listQuery';
import { promotionKeys, type ActivityPage } from './api/activities';
import { requestActivityPage } from './api/requests';

export { ALL_PROMOTIONS } from './api/requests';

export const activitySource = (type: number): ListSource<ActivityPage> => ({
  queryKey: promotionKeys.list(type),
  fetchPage: ({ page, signal }) => requestActivityPage(type, page, { signal }),
});
