// Sessions ending (logout, a password change, the admin's expire-tokens, expiry, a login beyond the cap) told to
// whoever holds something that lives with a session: the room sockets close at once.
import type { Db } from '../base/db/open';

export interface EndedSessions {
  userId: number;
  /** The SHA-256 of each token ended. */
  tokenHashes: readonly string[];
}

type Listener = (ended: EndedSessions) => void;
const listeners = new WeakMap<Db, Set<Listener>>();

/** Calls `listener` after sessions end on this database; answers the function that stops it. */
export function onSessionsEnded(db: Db, listener: Listener): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

export function tellSessionsEnded(db: Db, ended: EndedSessions): void {
  if (!ended.tokenHashes.length) return;
  for (const listener of listeners.get(db) ?? []) listener(ended);
}
