// Session tokens: 32 random bytes given to the client once; only their SHA-256 is stored. An expired token is
// deleted, never kept: expiry is judged at the later of the server's clock (which the admin may move) and the real
// one, so moving the clock back revives nothing.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../base/db/open';
import { preparedOnce } from '../base/db/statements';
import { tellSessionsEnded } from './sessionEvents';

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The instant expiry is judged at. */
const judgedAt = (now: Date) => Math.max(now.getTime(), Date.now());

/** Ends the given tokens (hashes) of each member and tells who listens. */
function endSessions(db: Db, rows: readonly { user_id: number; token_hash: string }[]): number {
  if (!rows.length) return 0;
  const remove = db.prepare('DELETE FROM tokens WHERE token_hash = ?');
  db.transaction(() => rows.forEach((r) => remove.run(r.token_hash)))();
  const byUser = new Map<number, string[]>();
  for (const r of rows) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r.token_hash]);
  for (const [userId, tokenHashes] of byUser) tellSessionsEnded(db, { userId, tokenHashes });
  return rows.length;
}

/** Deletes every expired token (of one member, or all); answers how many. */
export function pruneExpiredTokens(db: Db, now: Date, userId?: number): number {
  const rows = (
    userId === undefined
      ? db.prepare('SELECT user_id, token_hash FROM tokens WHERE expires_at <= ?').all(judgedAt(now))
      : db.prepare('SELECT user_id, token_hash FROM tokens WHERE user_id = ? AND expires_at <= ?').all(userId, judgedAt(now))
  ) as { user_id: number; token_hash: string }[];
  return endSessions(db, rows);
}

/** A new session; beyond `maxSessions` live ones, the member's oldest end. */
export function issueToken(db: Db, userId: number, now: Date, ttlSeconds: number, maxSessions: number): string {
  const token = randomBytes(32).toString('base64url');
  const at = judgedAt(now); // a clock set in the past gives no token that is born expired
  pruneExpiredTokens(db, now, userId);
  db.prepare('INSERT INTO tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    tokenHash(token),
    userId,
    now.getTime(),
    at + ttlSeconds * 1000,
  );
  const beyond = db
    .prepare('SELECT user_id, token_hash FROM tokens WHERE user_id = ? ORDER BY rowid DESC LIMIT -1 OFFSET ?')
    .all(userId, Math.max(1, maxSessions)) as { user_id: number; token_hash: string }[];
  endSessions(db, beyond);
  return token;
}

/** The member a live token belongs to, or null when unknown or expired (an expired one is deleted on sight). */
export function resolveToken(db: Db, token: string, now: Date): number | null {
  const row = preparedOnce(db, 'SELECT user_id, expires_at FROM tokens WHERE token_hash = ?').get(tokenHash(token)) as
    | { user_id: number; expires_at: number }
    | undefined;
  if (!row) return null;
  if (row.expires_at > judgedAt(now)) return row.user_id;
  endSessions(db, [{ user_id: row.user_id, token_hash: tokenHash(token) }]);
  return null;
}

export function revokeToken(db: Db, token: string): void {
  const rows = db.prepare('SELECT user_id, token_hash FROM tokens WHERE token_hash = ?').all(tokenHash(token)) as { user_id: number; token_hash: string }[];
  endSessions(db, rows);
}

export function revokeAllTokens(db: Db, userId: number): number {
  return endSessions(db, db.prepare('SELECT user_id, token_hash FROM tokens WHERE user_id = ?').all(userId) as { user_id: number; token_hash: string }[]);
}
