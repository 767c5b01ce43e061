// Deposits as other features see them (red-packet rules count them); creating and reviewing them is the wallet's.
import type { Db } from './base/db/open';

/** Approved deposits of a member created in [fromMs, toMs), in fen. */
export function sumApprovedDeposits(db: Db, userId: number, fromMs: number, toMs: number): number {
  return db
    .prepare('SELECT COALESCE(SUM(amount_fen), 0) FROM deposits WHERE user_id = ? AND state = 2 AND created_at >= ? AND created_at < ?')
    .pluck()
    .get(userId, fromMs, toMs) as number;
}
