// Which route is on screen, and since when: the root layout tells each route as it is committed (shown), and the
// reporter (./visits.ts) hears them once it loads, those before included, to give each route's visit its own INP and
// CLS. Always loaded, tiny.
import { earlyChannel } from '../../lib/earlyChannel';

export interface RouteShown {
  /** The router's path ("/recharge"), made into the route's pattern by the reporter. */
  path: string;
  /** When it was shown (performance.now(), the clock of the browser's performance entries). */
  at: number;
}

const shown = earlyChannel<RouteShown>();

export const noteRouteShown = (path: string): void => shown.tell({ path, at: performance.now() });

export const onRouteShown = shown.listen;
