// /activity's first calls, made by the entry ahead of the app (src/ahead.ts): the first page of every promotion, then
// its first banner's picture (the page's largest paint) at high priority, and the promotion types for the tabs.
// The first page is asked for exactly as the list's query then asks (page 1, no filter), so the query takes it.
import { fetchAhead } from '../../api/client';
import { preloadImage } from '../../lib/preloadImage';
import { ALL_PROMOTIONS, requestActivityPage, requestActivityTypes } from './api/requests';

const ahead = { fetch: fetchAhead };
const ignore = () => undefined; // the screen's own queries report a failure and retry

/** One function per call, the largest paint's first: src/ahead.ts sends each in a task of its own. */
export const activitiesCallsAhead: readonly (() => void)[] = [
  () =>
    void requestActivityPage(ALL_PROMOTIONS, 1, ahead)
      .then((page) => page.data[0] && preloadImage(page.data[0].banner))
      .catch(ignore),
  () => void requestActivityTypes(ahead).catch(ignore),
];
