// What /activity paints first, as queries the moment the app's entry runs (as the hall's are), taking the answers the
// entry ahead of the app asked for (./ahead): the promotion types for the tabs and the first page of all promotions,
// whose first banner is the page's largest paint. Only what the cache has nothing of: what the device kept paints a
// return visit, and the screen's queries refresh it once it is on screen. Light enough for the entry: the list's
// query, not its components.
import type { QueryClient } from '@tanstack/react-query';
import { prefetchFirstPage } from '../../renderers/listQuery';
import { preloadImage } from '../../lib/preloadImage';
import { ALL_PROMOTIONS, activitySource } from './activitySource';
import { activityTypesQuery } from './api/activities';

export function prefetchActivities(queryClient: QueryClient): void {
  void queryClient.ensureQueryData(activityTypesQuery).catch(() => undefined);
  void prefetchFirstPage(queryClient, activitySource(ALL_PROMOTIONS))
    .then((page) => page?.data[0] && preloadImage(page.data[0].banner))
    .catch(() => undefined); // the screen's own query reports and retries
}
