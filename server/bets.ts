// Bets on any platform: placed (the stake leaves the wallet at once), then settled once (the payout, if any, comes
// back) or voided (the stake comes back). Turnover (the member's flow) grows by the valid amount at settlement.
import { randomBytes } from 'node:crypto';
import type { Db } from './base/db/open';
import type { CategoryId } from './games/platforms';
import { HOUSE, type Ledger, type WalletRef } from './ledger/ledger';

export interface BetRow {
  id: number;
  bet_id: string;
  user_id: number;
  platform: string;
  category_id: CategoryId;
  plays: string;
  amount_fen: number;
  valid_fen: number;
  payout_fen: number;
  status: 0 | 1 | 2;
  created_at: number;
  settled_at: number | null;
}

export interface NewBet {
  userId: number;
  platform: string;
  categoryId: CategoryId;
  plays: string;
  amountFen: number;
  /** The wallet the stake leaves: the central wallet for lottery rooms, the venue's for its games. */
  from: WalletRef;
  betId?: string;
}

export const newBetId = (prefix = 'B') => `${prefix}${Date.now().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;

/** Debits the stake and records the bet, all or nothing (call inside db.transaction to bundle several). */
export function placeBet(db: Db, ledger: Ledger, bet: NewBet, now: Date): BetRow {
  const betId = bet.betId ?? newBetId();
  return db.transaction(() => {
    ledger.move({ kind: 'bet', memberId: bet.userId, from: bet.from, to: HOUSE, amountFen: bet.amountFen, ref: betId });
    const id = db
      .prepare(
        `INSERT INTO bets (bet_id, user_id, platform, category_id, plays, amount_fen, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(betId, bet.userId, bet.platform, bet.categoryId, bet.plays, bet.amountFen, now.getTime()).lastInsertRowid;
    return db.prepare('SELECT * FROM bets WHERE id = ?').get(id) as BetRow;
  })();
}

/**
 * Settles an unsettled bet once: pays `payoutFen` (stake included, 0 for a loss) into `to`, counts the stake as
 * turnover. A bet already settled or voided is left alone (returns false), so a repeated settlement pays nothing.
 */
export function settleBet(db: Db, ledger: Ledger, betId: string, payoutFen: number, to: WalletRef, now: Date): boolean {
  return db.transaction(() => {
    const bet = db.prepare('SELECT * FROM bets WHERE bet_id = ?').get(betId) as BetRow | undefined;
    if (!bet || bet.status !== 2) return false;
    const changed = db
      .prepare('UPDATE bets SET status = 1, valid_fen = amount_fen, payout_fen = ?, settled_at = ? WHERE id = ? AND status = 2')
      .run(payoutFen, now.getTime(), bet.id).changes;
    if (!changed) return false;
    if (payoutFen > 0) ledger.move({ kind: 'payout', memberId: bet.user_id, from: HOUSE, to, amountFen: payoutFen, ref: betId });
    db.prepare('UPDATE users SET flow_fen = flow_fen + ? WHERE id = ?').run(bet.amount_fen, bet.user_id);
    return true;
  })();
}

/** Voids an unsettled bet: the stake goes back to `to`, no turnover. */
export function voidBet(db: Db, ledger: Ledger, betId: string, to: WalletRef, now: Date): boolean {
  return db.transaction(() => {
    const bet = db.prepare('SELECT * FROM bets WHERE bet_id = ? AND status = 2').get(betId) as BetRow | undefined;
    if (!bet) return false;
    db.prepare('UPDATE bets SET status = 0, settled_at = ? WHERE id = ?').run(now.getTime(), bet.id);
    ledger.move({ kind: 'payout', memberId: bet.user_id, from: HOUSE, to, amountFen: bet.amount_fen, ref: betId });
    return true;
  })();
}
