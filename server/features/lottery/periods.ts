// Periods: opened one after another per lottery, drawn once, and every slip line of a drawn period settled once
// through the core's settleBet, in the same transaction as the draw.
import { settleBet } from '../../bets';
import type { Db } from '../../base/db/open';
import type { Deps } from '../../http/deps';
import { central } from '../../ledger/ledger';
import { beijingParts } from '../../../core/beijingTime';
import { openPeriodOf, type LotteryRow, type PeriodRow } from './repo';
import { lineWins, payoutFen } from './wins';

export interface DrawOutcome {
  period: PeriodRow;
  numbers: number[];
  /** Lines settled now. */
  settled: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "YYYYMMDD" of the Beijing day, then the period's number that day: 202501010001. */
export function nextExpect(db: Db, lottery: string, at: Date): string {
  const p = beijingParts(at);
  const day = `${p.year}${pad(p.month)}${pad(p.day)}`;
  const last = db
    .prepare("SELECT MAX(CAST(substr(expect, 9) AS INTEGER)) FROM lottery_periods WHERE lottery = ? AND substr(expect, 1, 8) = ?")
    .pluck()
    .get(lottery, day) as number | null;
  return `${day}${pad((last ?? 0) + 1, 4)}`;
}

export function openPeriod(db: Db, lottery: LotteryRow, periodSeconds: number, at: Date): PeriodRow {
  const id = db
    .prepare('INSERT INTO lottery_periods (lottery, expect, opens_at, draws_at) VALUES (?, ?, ?, ?)')
    .run(lottery.name, nextExpect(db, lottery.name, at), at.getTime(), at.getTime() + periodSeconds * 1000).lastInsertRowid;
  return db.prepare('SELECT * FROM lottery_periods WHERE id = ?').get(id) as PeriodRow;
}

interface LineToSettle {
  bet_id: string;
  data: string;
  odds_x100: number;
  amount_fen: number;
  rule: string;
  user_id: number;
}

/**
 * Draws an open period with `numbers` and settles its lines: stake × odds to each winner's central wallet, nothing
 * to a loser. Null when the period was drawn already (a scheduler tick and an admin draw at once): nothing is paid
 * twice, and settleBet itself ignores a bet already settled.
 */
export function drawPeriod(deps: Deps, periodId: number, numbers: number[], at: Date): DrawOutcome | null {
  const { db, ledger } = deps;
  return db.transaction(() => {
    const changed = db
      .prepare('UPDATE lottery_periods SET state = 1, numbers = ?, drawn_at = ? WHERE id = ? AND state = 0')
      .run(JSON.stringify(numbers), at.getTime(), periodId).changes;
    if (!changed) return null;
    const lines = db
      .prepare(
        `SELECT l.bet_id, l.data, l.odds_x100, l.amount_fen, i.rule, o.user_id
         FROM lottery_lines l JOIN lottery_orders o ON o.id = l.order_id JOIN lottery_items i ON i.id = l.item_id
         WHERE o.period_id = ? ORDER BY l.rowid`,
      )
      .all(periodId) as LineToSettle[];
    let settled = 0;
    for (const line of lines) {
      const payout = lineWins(line.rule, line.data, numbers) ? payoutFen(line.amount_fen, line.odds_x100) : 0;
      if (settleBet(db, ledger, line.bet_id, payout, central(line.user_id), at)) settled += 1;
    }
    const period = db.prepare('SELECT * FROM lottery_periods WHERE id = ?').get(periodId) as PeriodRow;
    return { period, numbers, settled };
  }).immediate();
}

/** Draws the lottery's open period (if any) and opens the next one from `at`, all at once. */
export function advance(
  deps: Deps,
  lottery: LotteryRow,
  periodSeconds: number,
  numbers: () => number[],
  at: Date,
): { drawn: DrawOutcome | null; opened: PeriodRow } {
  return deps.db.transaction(() => {
    const current = openPeriodOf(deps.db, lottery.name);
    const drawn = current ? drawPeriod(deps, current.id, numbers(), at) : null;
    return { drawn, opened: openPeriod(deps.db, lottery, periodSeconds, at) };
  }).immediate();
}
