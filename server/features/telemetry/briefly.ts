// The collector's writes wait briefly for a lock another connection holds, then fail (and are tried again later):
// never the database's 5 s, during which the whole server, the money API included, would wait with them.
import type { Db } from '../../base/db/open';

const WAIT_MS = 100;

/** Runs `work` with a lock wait of WAIT_MS, then the database's own again. */
export function briefly<T>(db: Db, work: () => T): T {
  const before = db.pragma('busy_timeout', { simple: true }) as number;
  db.pragma(`busy_timeout = ${WAIT_MS}`);
  try {
    return work();
  } finally {
    db.pragma(`busy_timeout = ${before}`);
  }
}
