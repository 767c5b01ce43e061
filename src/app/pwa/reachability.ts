// Back on the network: offline is only ever what the browser reports (navigator.onLine and its online/offline
// events, read by ./appStatus), never a guess from a bad answer, which has its own words (src/app/errorText.ts).
// When the browser says the network is back, the site settings and every screen's failed data are asked again, once.
import type { QueryClient } from '@tanstack/react-query';
import { sessionKeys } from '../../session/queries';

export function watchReachability(queryClient: QueryClient): void {
  window.addEventListener('online', () => {
    void queryClient.refetchQueries({ queryKey: sessionKeys.appInfo }).catch(() => undefined);
    void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' }).catch(() => undefined);
  });
}
