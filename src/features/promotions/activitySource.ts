// Where a list of promotions comes from, apart from how its rows look: the entry's first-screen prefetch uses it
// without the list's components.
import type { ListSource } from '../../renderers/list';
import { fetchActivityPage, promotionKeys, type ActivityPage } from './api/activities';

/** The type that lists every promotion: /activity's first tab. */
export const ALL_PROMOTIONS = 0;

export const activitySource = (type: number): ListSource<ActivityPage> => ({
  queryKey: promotionKeys.list(type),
  fetchPage: ({ page, signal }) => fetchActivityPage(type, page, signal),
});
