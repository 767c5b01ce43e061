// Every failed call, told by the one client's failure path (`unwrap` in ./client.ts) for the field reports
// (src/shell/field), which hear it with `onFailure`. Loads with the client; listeners later. A call the app cancelled
// is no failure (./client.ts, ./wire/middleware.ts), nor one cut off by leaving the page (below).
import { earlyChannel } from '../lib/earlyChannel';
import type { ApiErrorKind } from './errorKinds';

export interface CallFailure {
  /** The contract's path, e.g. "/api/get_pay_way". */
  operation: string;
  kind: ApiErrorKind;
  /** The HTTP status; 0 when no answer came. */
  status: number;
  durationMs: number;
  /** The line it failed on (its host, 'self' for the page's own origin; src/api/lines): a blocked domain shows. */
  line: string;
  /** Where the app was (location.hash): the reporter turns it into the route's pattern, never sends it as such. */
  at: string;
}

const failures = earlyChannel<CallFailure>();

// A call cut off because the player is leaving the page (a link away, the tab closed) is nothing a player met: from
// pagehide until the page shows again (back from the back-forward cache), failures are not told.
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => (leaving = true));
  window.addEventListener('pageshow', () => (leaving = false));
}

export const noteFailure = (failure: Omit<CallFailure, 'at'>): void => {
  if (!leaving) failures.tell({ ...failure, at: typeof location === 'undefined' ? '' : location.hash });
};

export const onFailure = failures.listen;
