// Statements on the request path (every call resolves its token and member) prepared once per database rather than
// on each request: preparing is most of such a read's cost, and the garbage it leaves shows in the poll's tail.
// Only for statements whose mode nobody changes (no pluck()/raw() after this): a cached one is shared.
import type { Statement } from 'better-sqlite3';
import type { Db } from './open';

const cache = new WeakMap<Db, Map<string, Statement>>();

export function preparedOnce(db: Db, sql: string): Statement {
  let statements = cache.get(db);
  if (!statements) cache.set(db, (statements = new Map()));
  let statement = statements.get(sql);
  if (!statement) statements.set(sql, (statement = db.prepare(sql)));
  return statement;
}
