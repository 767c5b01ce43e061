// Launch tickets: what lets the demo game page, which runs in a sandboxed frame without the player's session, bet
// from one venue wallet of one member for a limited time. Random, given out once, stored as SHA-256 only. A ticket
// is only as alive as the session that launched it: logout, a password change or the admin's expire-tokens end it.
import { createHash, randomBytes } from 'node:crypto';
import { tokenHash } from '../../../auth/tokens';
import type { Db } from '../../../base/db/open';

/** How long a launch stays playable (at most: the session may end sooner). */
export const TICKET_TTL_MS = 60 * 60 * 1000;

const hash = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

export interface Ticket {
  userId: number;
  platform: string;
  game: string;
}

/** A ticket for the launch, tied to the session (`token`) that asked for it. */
export function issueTicket(db: Db, ticket: Ticket, token: string, now: Date): string {
  const raw = randomBytes(24).toString('base64url');
  db.prepare('DELETE FROM content_game_tickets WHERE user_id = ? AND expires_at <= ?').run(ticket.userId, now.getTime());
  db.prepare('INSERT INTO content_game_tickets (ticket_hash, user_id, platform, game, expires_at, session_hash) VALUES (?, ?, ?, ?, ?, ?)').run(
    hash(raw),
    ticket.userId,
    ticket.platform,
    ticket.game,
    now.getTime() + TICKET_TTL_MS,
    tokenHash(token),
  );
  return raw;
}

/** The launch a live ticket of a live session belongs to, or null. */
export function resolveTicket(db: Db, raw: string, now: Date): Ticket | null {
  const row = db
    .prepare(
      `SELECT g.user_id, g.platform, g.game FROM content_game_tickets g
       JOIN tokens t ON t.token_hash = g.session_hash AND t.user_id = g.user_id AND t.expires_at > ?
       WHERE g.ticket_hash = ? AND g.expires_at > ?`,
    )
    .get(Math.max(now.getTime(), Date.now()), hash(raw), now.getTime()) as { user_id: number; platform: string; game: string } | undefined;
  return row ? { userId: row.user_id, platform: row.platform, game: row.game } : null;
}

/** Deletes tickets that expired or whose session ended; answers how many. */
export function pruneTickets(db: Db, now: Date): number {
  return db
    .prepare(
      `DELETE FROM content_game_tickets
       WHERE expires_at <= ? OR NOT EXISTS (SELECT 1 FROM tokens t WHERE t.token_hash = content_game_tickets.session_hash)`,
    )
    .run(now.getTime()).changes;
}
