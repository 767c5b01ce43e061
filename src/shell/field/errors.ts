// Errors a player's page met, for the field reports: uncaught ones, unhandled rejections (caught from the page's
// start, src/main.tsx) and what the error boundary catches (layouts/ChunkErrorBoundary.tsx). Always loaded, tiny: the
// reporter (./reporter.ts) hears them after the first paint, those before included.
import { earlyChannel } from '../../lib/earlyChannel';

export type ErrorSource = 'uncaught' | 'rejection' | 'boundary';

export interface SeenError {
  source: ErrorSource;
  error: unknown;
  /** Where the app was (location.hash), made into the route's pattern by the reporter. */
  at: string;
}

const errors = earlyChannel<SeenError>();

export const noteError = (error: unknown, source: ErrorSource): void => errors.tell({ error, source, at: location.hash });

export const onSeenError = errors.listen;

let catching = false;

/** From now on, every uncaught error and unhandled rejection of the page is noted. */
export function catchUncaught(): void {
  if (catching) return;
  catching = true;
  window.addEventListener('error', (event) => noteError(event.error ?? event.message, 'uncaught'));
  window.addEventListener('unhandledrejection', (event) => noteError(event.reason, 'rejection'));
}
