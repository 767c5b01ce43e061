// Launch tickets: what lets the demo game page, which runs in a sandboxed frame without the player's session, bet
// from one venue wallet of one member for a limited time. Random, given out once, stored as SHA-256 only.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../../db/open';

/** How long a launch stays playable. */
export const TICKET_TTL_MS = 60 * 60 * 1000;

const hash = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

export interface Ticket {
  userId: number;
  platform: string;
  game: string;
}

export function issueTicket(db: Db, ticket: Ticket, now: Date): string {
  const raw = randomBytes(24).toString('base64url');
  db.prepare('DELETE FROM content_game_tickets WHERE user_id = ? AND expires_at <= ?').run(ticket.userId, now.getTime());
  db.prepare('INSERT INTO content_game_tickets (ticket_hash, user_id, platform, game, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    hash(raw),
    ticket.userId,
    ticket.platform,
    ticket.game,
    now.getTime() + TICKET_TTL_MS,
  );
  return raw;
}

/** The launch a live ticket belongs to, or null. */
export function resolveTicket(db: Db, raw: string, now: Date): Ticket | null {
  const row = db
    .prepare('SELECT user_id, platform, game FROM content_game_tickets WHERE ticket_hash = ? AND expires_at > ?')
    .get(hash(raw), now.getTime()) as { user_id: number; platform: string; game: string } | undefined;
  return row ? { userId: row.user_id, platform: row.platform, game: row.game } : null;
}
