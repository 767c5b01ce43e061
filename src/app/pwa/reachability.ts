// Whether the server can be reached, as the app's own requests find it. navigator.onLine alone misses a network that
// is up but goes nowhere (and a page reloaded while offline may still claim to be online), so a request that got no
// answer marks the server unreachable and the next answered one marks it back. While it is unreachable the site
// settings are asked for again every PROBE_MS; once they answer, every screen's failed data is fetched again.
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { sessionKeys } from '../../session/queries';
import { setReachable } from './appStatus';

const PROBE_MS = 3_000;

const noAnswer = (error: unknown) => error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout') && error.code === 0;

export function watchReachability(queryClient: QueryClient): void {
  let probe: ReturnType<typeof setInterval> | undefined;
  const probeNow = () => void queryClient.refetchQueries({ queryKey: sessionKeys.appInfo }).catch(() => undefined);

  const mark = (reachable: boolean) => {
    if (reachable === (probe === undefined)) return;
    setReachable(reachable);
    if (reachable) {
      clearInterval(probe);
      probe = undefined;
      void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
    } else {
      probe = setInterval(probeNow, PROBE_MS);
    }
  };

  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const { action } = event;
    if ((action.type === 'failed' || action.type === 'error') && noAnswer(action.error)) mark(false);
    else if (action.type === 'success' && !action.manual) mark(true);
  });
  window.addEventListener('online', probeNow);
}
