// The collector's writes wait briefly for a lock another connection holds, then fail (and are tried again later):
// never the database's 5 s, during which the whole server, the money API included, would wait with them.
import type { Db } from '../../base/db/open';
import { preparedOnce } from '../../base/db/statements';

const WAIT_MS = 100;

// Prepared once each: this runs with every write (db.pragma() prepares its statement again on each call).
const lockWait = (db: Db) => (preparedOnce(db, 'PRAGMA busy_timeout').get() as { timeout: number }).timeout;
const setLockWait = (db: Db, ms: number) => preparedOnce(db, `PRAGMA busy_timeout = ${ms}`).get();

/** Runs `work` with a lock wait of WAIT_MS, then the database's own again. */
export function briefly<T>(db: Db, work: () => T): T {
  const before = lockWait(db);
  setLockWait(db, WAIT_MS);
  try {
    return work();
  } finally {
    setLockWait(db, before);
  }
}
