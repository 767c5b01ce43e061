// Session tokens: 32 random bytes given to the client once; only their SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/open';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export function issueToken(db: Db, userId: number, now: Date, ttlSeconds: number): string {
  const token = randomBytes(32).toString('base64url');
  const at = now.getTime();
  db.prepare('DELETE FROM tokens WHERE user_id = ? AND expires_at <= ?').run(userId, at);
  db.prepare('INSERT INTO tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    hash(token),
    userId,
    at,
    at + ttlSeconds * 1000,
  );
  return token;
}

/** The member a live token belongs to, or null when unknown or expired. */
export function resolveToken(db: Db, token: string, now: Date): number | null {
  const row = db.prepare('SELECT user_id FROM tokens WHERE token_hash = ? AND expires_at > ?').get(hash(token), now.getTime()) as
    | { user_id: number }
    | undefined;
  return row?.user_id ?? null;
}

export function revokeToken(db: Db, token: string): void {
  db.prepare('DELETE FROM tokens WHERE token_hash = ?').run(hash(token));
}

export function revokeAllTokens(db: Db, userId: number): number {
  return db.prepare('DELETE FROM tokens WHERE user_id = ?').run(userId).changes;
}
