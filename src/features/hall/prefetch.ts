// What the hall paints first, asked for the moment the entry runs: in parallel with the hall's own code and the
// site settings, not after them. The first banner's image is preloaded at high priority as soon as its URL is known,
// since it is the hall's largest paint.
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
