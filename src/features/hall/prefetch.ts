// What the hall paints first, as queries the moment the app's entry runs, in parallel with the hall's own code: they
// take the answers the entry ahead of the app asked for (./ahead). Only what the cache has nothing of: on a return visit
// what the device kept paints the hall, and its queries refresh it once it is on screen (taking the same answers), so
// reading those answers does not come before the first paint. The first banner's image is preloaded here too, once the
// banners are in: the hall's largest paint.
import type { QueryClient } from '@tanstack/react-query';
import { bannersQuery, gameListQuery, homeNoticesQuery } from './api';
import { preloadImage } from '../../lib/preloadImage';
import { HALL_CATEGORIES } from './games';

export function prefetchHall(queryClient: QueryClient): void {
  // A failure is the hall's own query's to report and retry.
  void queryClient
    .ensureQueryData(bannersQuery)
    .then((banners) => banners[0] && preloadImage(banners[0].src))
    .catch(() => undefined);
  void queryClient.ensureQueryData(homeNoticesQuery).catch(() => undefined);
  const first = HALL_CATEGORIES[0];
  if (first) void queryClient.ensureQueryData(gameListQuery(first)).catch(() => undefined);
}
