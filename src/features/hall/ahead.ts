// The hall's first calls, made by the entry ahead of the app (src/ahead.ts): the banners (then the first one's picture,
// the hall's largest paint, at high priority), the notices and the first category's platforms. Asked on a return visit
// too: the hall paints what the device kept at once, and these answers refresh it (src/session/kept).
import { fetchAhead } from '../../api/client';
import { preloadImage } from '../../lib/preloadImage';
import { keptPicture } from '../../session/kept/keptAnswers';
import { HALL_CATEGORIES } from './games';
import { requestBanners, requestGameList, requestHomeNotices } from './requests';

const ahead = { fetch: fetchAhead };
const ignore = () => undefined; // the hall's own query reports a failure and retries

/** One function per call, the largest paint's first: src/ahead.ts sends each in a task of its own. */
export const hallCallsAhead: readonly (() => void)[] = [
  () => {
    // A return visit's banner is asked for at once; the answer's (the same, or a new one) when it comes.
    const kept = keptPicture.get();
    if (kept) preloadImage(kept);
    void requestBanners(ahead)
      .then((banners) => {
        if (!banners[0]) return;
        preloadImage(banners[0].src);
        keptPicture.set(banners[0].src);
      })
      .catch(ignore);
  },
  () => void requestHomeNotices(ahead).catch(ignore),
  () => {
    const first = HALL_CATEGORIES[0];
    if (first) requestGameList(first, ahead).catch(ignore);
  },
];
