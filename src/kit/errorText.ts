// The one place a failure becomes words (the vocabulary is ApiErrorKind in src/api/client.ts): the red toast and the
// failed-state block both read them here, so a category says the same thing wherever it shows.
import type { TFunction } from 'i18next';
import { ApiError } from '../api/client';
import type { ApiErrorKind } from '../api/errorKinds';
import { isOffline } from '../lib/networkReach';

/** Worth asking again: no answer, or the server failed. Not its "no", offline, a call it lacks, an ended session. */
export const worthRetrying = (error: unknown) =>
  error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'server');

/** The locale key of each category's words; business has the server's own message and falls back to `unknown`. */
export const failureKeys: Record<Exclude<ApiErrorKind, 'expired'>, string> = {
  offline: 'errors:offline',
  network: 'errors:network',
  timeout: 'errors:timeout',
  server: 'errors:server',
  business: 'errors:unknown',
  unsupported: 'errors:unsupported',
};

/** What to tell the player about a failed call: the server's own words, or the category's. Null: say nothing. */
export function errorText(error: unknown, t: TFunction): string | null {
  if (error instanceof ApiError) {
    if (error.kind === 'expired') return null; // the session-expired dialog says it
    if (error.kind === 'business' && error.message) return error.message;
    return t(failureKeys[error.kind]);
  }
  if (error instanceof DOMException && error.name === 'AbortError') return null;
  return t('errors:unknown');
}

/** The line check page (src/features/lines), offered beside the words of a failure another line may not have. */
export const LINES_PATH = '/lines';
/** No answer came (not offline: no line answers then): another line may answer it. */
export const lineMayHelp = (error: unknown) => error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');

/** Whether the failure had no answer to show for (the connection's fault rather than the server's). */
export const noConnection = (error: unknown) => error instanceof ApiError && (error.kind === 'offline' || error.kind === 'network');

/**
 * Said already by the offline bar above every screen (src/shell/pwa/AppStatusBar, which reads the same isOffline): a
 * call that failed for want of a network while the bar shows gets no red toast of its own, so the player reads the
 * news once. A screen's failed block still says it in its place.
 */
export const saidByOfflineBar = (error: unknown) => noConnection(error) && isOffline();
