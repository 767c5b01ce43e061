// Expired sessions are deleted on a schedule, and before the admin moves the clock (so moving it back revives none).
import { pruneExpiredTokens } from '../../auth/tokens';
import type { Deps } from '../../http/deps';

export const SESSION_PRUNE_EVERY_MS = 60_000;

export function startSessionHousekeeping(deps: Deps): () => void {
  const prune = (at: Date) => pruneExpiredTokens(deps.db, at);
  const stopListening = deps.clock.beforeSet(prune);
  const timer = setInterval(() => prune(deps.clock.now()), SESSION_PRUNE_EVERY_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    stopListening();
  };
}
