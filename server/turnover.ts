// The turnover a member still owes before a withdrawal (打码量, /api/getBetAmount). The rule (spec: "withdrawal needs 1x
// turnover"): every approved deposit (the wallet's) and every claimed rebate (the promotions') adds its amount once; turnover from settled bets (users.flow_fen, kept by the core
// bets module) pays it down; turnover made while nothing is owed is not banked for a later deposit. The owed amount is
// brought up to date from flow_fen each time it is read or added to, always inside the caller's transaction. Shared by
// features, so it lives in the core; its table, wallet_turnover, is the wallet's first migration's.
import type { Db } from './base/db/open';

interface TurnoverRow {
  owed_fen: number;
  flow_seen_fen: number;
}

const flowOf = (db: Db, userId: number) => (db.prepare('SELECT flow_fen FROM users WHERE id = ?').pluck().get(userId) as number | undefined) ?? 0;

/** The turnover still owed, after counting the bets settled since last time. Writes: call inside a transaction. */
export function owedTurnover(db: Db, userId: number): number {
  const flow = flowOf(db, userId);
  const row = db.prepare('SELECT owed_fen, flow_seen_fen FROM wallet_turnover WHERE user_id = ?').get(userId) as TurnoverRow | undefined;
  if (!row) {
    db.prepare('INSERT INTO wallet_turnover (user_id, owed_fen, flow_seen_fen) VALUES (?, 0, ?)').run(userId, flow);
    return 0;
  }
  // An operator lowering flow (admin API) is no turnover, and no debt either.
  const played = Math.max(0, flow - row.flow_seen_fen);
  const owed = Math.max(0, row.owed_fen - played);
  if (owed !== row.owed_fen || flow !== row.flow_seen_fen) {
    db.prepare('UPDATE wallet_turnover SET owed_fen = ?, flow_seen_fen = ? WHERE user_id = ?').run(owed, flow, userId);
  }
  return owed;
}

/** An approved deposit or a claimed rebate: its amount is owed as turnover (1x), on top of what is still owed now. */
export function oweTurnover(db: Db, userId: number, amountFen: number): number {
  const owed = owedTurnover(db, userId) + amountFen;
  db.prepare('UPDATE wallet_turnover SET owed_fen = ? WHERE user_id = ?').run(owed, userId);
  return owed;
}
