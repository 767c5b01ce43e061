// A room's chat: lines and shared bet slips, stored, answered as the room's recent chat and pushed to its sockets.
import type { components } from '../../../core/schema';
import { formatBeijing } from '../../../core/beijingTime';
import { formatFen } from '../../../core/money';
import type { Db } from '../../base/db/open';

type ChatRecord = components['schemas']['ChatRecord'];
type OrderCard = components['schemas']['OrderCard'];
type WsChatPush = components['schemas']['WsChatPush'];

/** How many recent lines a room answers. */
export const CHAT_HISTORY = 50;
/** Lines older than this go (a room's latest CHAT_HISTORY always stay). */
export const CHAT_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

interface ChatRow {
  id: number;
  room_id: number;
  user_id: number;
  content: string;
  order_id: number | null;
  created_at: number;
  username: string;
  avatar: string;
}

/** Other players see a masked username (a login name is half of a credential): "demo888" → "de***88". */
export const maskName = (name: string) => (name.length <= 4 ? `${name.slice(0, 1)}***` : `${name.slice(0, 2)}***${name.slice(-2)}`);

export function orderCard(db: Db, orderId: number): OrderCard | null {
  const order = db
    .prepare('SELECT o.order_no, o.total_fen, p.expect FROM lottery_orders o JOIN lottery_periods p ON p.id = o.period_id WHERE o.id = ?')
    .get(orderId) as { order_no: string; total_fen: number; expect: string } | undefined;
  if (!order) return null;
  const lines = db
    .prepare(
      `SELECT i.playtitle, l.data, l.amount_fen, l.odds_x100 FROM lottery_lines l JOIN lottery_items i ON i.id = l.item_id
       WHERE l.order_id = ? ORDER BY l.rowid`,
    )
    .all(orderId) as { playtitle: string; data: string; amount_fen: number; odds_x100: number }[];
  return {
    order_no: order.order_no,
    expect: order.expect,
    total: formatFen(order.total_fen),
    lines: lines.map((l) => ({ playtitle: l.playtitle, data: l.data, total: formatFen(l.amount_fen), odds: formatFen(l.odds_x100) })),
  };
}

const SELECT_CHAT = `SELECT c.*, u.username, u.avatar FROM lottery_chat c JOIN users u ON u.id = c.user_id`;

function toRecord(db: Db, row: ChatRow): ChatRecord {
  return {
    id: row.id,
    user_id: row.user_id,
    author: maskName(row.username),
    headurl: row.avatar,
    content: row.content,
    order: row.order_id === null ? null : orderCard(db, row.order_id),
    created_at: formatBeijing(new Date(row.created_at)),
  };
}

/** The room's latest lines, oldest first. */
export function recentChat(db: Db, roomId: number): ChatRecord[] {
  const rows = db.prepare(`${SELECT_CHAT} WHERE c.room_id = ? ORDER BY c.id DESC LIMIT ?`).all(roomId, CHAT_HISTORY) as ChatRow[];
  return rows.reverse().map((row) => toRecord(db, row));
}

/** Stores a line (or a shared slip) and answers the push every socket of the room gets. */
export function addChat(db: Db, line: { roomId: number; userId: number; content: string; orderId: number | null; at: Date }): WsChatPush {
  const id = db
    .prepare('INSERT INTO lottery_chat (room_id, user_id, content, order_id, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(line.roomId, line.userId, line.content, line.orderId, line.at.getTime()).lastInsertRowid;
  const record = toRecord(db, db.prepare(`${SELECT_CHAT} WHERE c.id = ?`).get(id) as ChatRow);
  const { headurl, ...rest } = record;
  return { type: 'chat', ...rest, avatar: headurl };
}

/**
 * Marks a member's own slip of this room as shared, once. Answers its id, null when it is not theirs or not of this
 * room, or 'again' when it was shared already (a client re-sending after a reconnect).
 */
export function claimShare(db: Db, orderNo: string, userId: number, roomId: number): number | null | 'again' {
  const order = db.prepare('SELECT id, shared FROM lottery_orders WHERE order_no = ? AND user_id = ? AND room_id = ?').get(orderNo, userId, roomId) as
    | { id: number; shared: 0 | 1 }
    | undefined;
  if (!order) return null;
  const changed = db.prepare('UPDATE lottery_orders SET shared = 1 WHERE id = ? AND shared = 0').run(order.id).changes;
  return changed ? order.id : 'again';
}

/** Deletes lines older than CHAT_KEEP_MS, keeping each room's latest CHAT_HISTORY; answers how many went. */
export function pruneChat(db: Db, now: Date): number {
  return db
    .prepare(
      `DELETE FROM lottery_chat WHERE id IN (
         SELECT id FROM (SELECT id, created_at, ROW_NUMBER() OVER (PARTITION BY room_id ORDER BY id DESC) AS newer FROM lottery_chat)
         WHERE newer > ? AND created_at < ?)`,
    )
    .run(CHAT_HISTORY, now.getTime() - CHAT_KEEP_MS).changes;
}
