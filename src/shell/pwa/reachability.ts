// Back on the network. Offline is the browser's word (navigator.onLine and its online/offline events) or, on a page
// the service worker served, no call having reached the network yet (src/lib/networkReach.ts); never a guess from a
// bad answer, which has its own words (src/kit/errorText.ts). When the network is back, the site settings and every
// screen's failed data are asked again, once. The browser's "online" event says so; where the browser never thought it
// was offline, no event comes, so the site settings are asked again now and then (a few seconds, doubling to 30 s)
// until one is answered.
import type { QueryClient } from '@tanstack/react-query';
import { sessionKeys } from '../../session/queries';
import { subscribeReach, unreached } from '../../lib/networkReach';

const FIRST_PROBE_MS = 3_000;
const LONGEST_PROBE_MS = 30_000;

export function watchReachability(queryClient: QueryClient): void {
  const askFailedAgain = () =>
    void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' }).catch(() => undefined);
  const askSettings = () => void queryClient.refetchQueries({ queryKey: sessionKeys.appInfo }).catch(() => undefined);
  window.addEventListener('online', () => {
    askSettings();
    askFailedAgain();
  });

  let probe: ReturnType<typeof setTimeout> | undefined;
  const probeFrom = (pause: number) => {
    probe = setTimeout(() => {
      askSettings();
      probeFrom(Math.min(pause * 2, LONGEST_PROBE_MS));
    }, pause);
  };
  const follow = () => {
    if (unreached()) {
      if (probe === undefined) probeFrom(FIRST_PROBE_MS);
      return;
    }
    if (probe === undefined) return;
    clearTimeout(probe);
    probe = undefined;
    askFailedAgain(); // the answered call was the settings' (or another screen's): the rest are asked again
  };
  subscribeReach(follow);
  follow(); // the calls made ahead of the app may have found no network already
}
