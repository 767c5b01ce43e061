// What the hall paints first, as queries the moment the app's entry runs, in parallel with the hall's own code: they
// take the answers the entry ahead of the app asked for (./ahead), and refresh what the device kept from the last visit.
// The first banner's image is preloaded here too, once the banners are in: the hall's largest paint.
import type { QueryClient } from '@tanstack/react-query';
import { bannersQuery, gameListQuery, homeNoticesQuery } from './api';
import { preloadImage } from '../../lib/preloadImage';
import { HALL_CATEGORIES } from './games';

export function prefetchHall(queryClient: QueryClient): void {
  void queryClient
    .fetchQuery(bannersQuery)
    .then((banners) => banners[0] && preloadImage(banners[0].src))
    .catch(() => undefined); // the hall's own query reports and retries
  void queryClient.prefetchQuery(homeNoticesQuery);
  const first = HALL_CATEGORIES[0];
  if (first) void queryClient.prefetchQuery(gameListQuery(first));
}
