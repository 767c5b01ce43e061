// Rebates: settled bets become one pending rebate per member, Beijing day and game category at the member's VIP
// rate (each bet counts once); a claim pays every pending rebate into the central wallet, once, and owes its amount as
// withdrawal turnover.
import type { Db } from '../../base/db/open';
import type { Deps } from '../../http/deps';
import type { CategoryId } from '../../games/platforms';
import { refused } from '../../base/errors';
import { central, HOUSE } from '../../ledger/ledger';
import { oweTurnover } from '../../turnover';
import type { UserRow } from '../../users/repo';
import { rebateFen } from '../../vip';
import { beijingDayStart } from '../../../core/beijingTime';
import { promoMsg } from './messages';

interface BetToRebate {
  id: number;
  user_id: number;
  vip: number;
  category_id: CategoryId;
  valid_fen: number;
  settled_at: number;
}

interface Group {
  userId: number;
  vip: number;
  category: CategoryId;
  dayAt: number;
  validFen: number;
  betIds: number[];
}

function groupBets(bets: readonly BetToRebate[]): Group[] {
  const groups = new Map<string, Group>();
  for (const bet of bets) {
    const dayAt = beijingDayStart(new Date(bet.settled_at)).getTime();
    const key = `${bet.user_id}|${dayAt}|${bet.category_id}`;
    const group = groups.get(key) ?? { userId: bet.user_id, vip: bet.vip, category: bet.category_id, dayAt, validFen: 0, betIds: [] };
    group.validFen += bet.valid_fen;
    group.betIds.push(bet.id);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * Turns the valid turnover of bets settled up to `upTo` and not rebated yet into pending rebates. A group whose
 * rebate rounds down to nothing stays unrebated, to count with the same day's later bets. Guests earn none.
 */
export function settleRebates(db: Db, upTo: Date, now: Date): { created: number; moneyFen: number } {
  return db.transaction(() => {
    const bets = db
      .prepare(
        `SELECT b.id, b.user_id, u.vip, b.category_id, b.valid_fen, b.settled_at
         FROM bets b JOIN users u ON u.id = b.user_id
         WHERE b.status = 1 AND b.valid_fen > 0 AND b.settled_at <= ? AND u.is_guest = 0
           AND NOT EXISTS (SELECT 1 FROM rebate_bets r WHERE r.bet_id = b.id)`,
      )
      .all(upTo.getTime()) as BetToRebate[];
    const insertRebate = db.prepare(
      `INSERT INTO rebates (user_id, day_at, category_id, vip, valid_fen, money_fen, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    // A day settled twice (an early run, then the rest) stays one row per category while unclaimed, rounded once.
    const pendingOfDay = db.prepare('SELECT id, vip, valid_fen, money_fen FROM rebates WHERE user_id = ? AND day_at = ? AND category_id = ? AND state = 0');
    const grow = db.prepare('UPDATE rebates SET valid_fen = ?, money_fen = ?, updated_at = ? WHERE id = ?');
    const markBet = db.prepare('INSERT INTO rebate_bets (bet_id, rebate_id) VALUES (?, ?)');
    let created = 0;
    let moneyFen = 0;
    for (const group of groupBets(bets)) {
      const at = now.getTime();
      const open = pendingOfDay.get(group.userId, group.dayAt, group.category) as { id: number; vip: number; valid_fen: number; money_fen: number } | undefined;
      if (open) {
        const validFen = open.valid_fen + group.validFen;
        const money = rebateFen(db, open.vip, group.category, validFen);
        grow.run(validFen, money, at, open.id);
        group.betIds.forEach((betId) => markBet.run(betId, open.id));
        moneyFen += money - open.money_fen;
        continue;
      }
      const money = rebateFen(db, group.vip, group.category, group.validFen);
      if (money <= 0) continue;
      const id = insertRebate.run(group.userId, group.dayAt, group.category, group.vip, group.validFen, money, at, at).lastInsertRowid;
      group.betIds.forEach((betId) => markBet.run(betId, id));
      created += 1;
      moneyFen += money;
    }
    return { created, moneyFen };
  }).immediate();
}

export function rebateTotals(db: Db, userId: number): { claimedFen: number; pendingFen: number } {
  const row = db
    .prepare(
      `SELECT COALESCE(SUM(CASE WHEN state = 1 THEN money_fen END), 0) AS claimed,
              COALESCE(SUM(CASE WHEN state = 0 THEN money_fen END), 0) AS pending
       FROM rebates WHERE user_id = ?`,
    )
    .get(userId) as { claimed: number; pending: number };
  return { claimedFen: row.claimed, pendingFen: row.pending };
}

/** Pays every pending rebate of the member in one transaction; refuses when there is nothing to claim. */
export function claimRebates(deps: Deps, member: UserRow): { moneyFen: number; balanceFen: number } {
  return deps.db.transaction(() => {
    const { pendingFen } = rebateTotals(deps.db, member.id);
    if (pendingFen <= 0) throw refused(promoMsg.rebateNothing);
    const [row] = deps.ledger.move({
      kind: 'rebate',
      memberId: member.id,
      from: HOUSE,
      to: central(member.id),
      amountFen: pendingFen,
      ref: `FS${member.id}-${deps.clock.now().getTime()}`,
    });
    deps.db
      .prepare('UPDATE rebates SET state = 1, updated_at = ?, ledger_id = ? WHERE user_id = ? AND state = 0')
      .run(deps.clock.now().getTime(), row!.id, member.id);
    // Spec: a rebate needs 1x turnover before it can be withdrawn.
    oweTurnover(deps.db, member.id, pendingFen);
    return { moneyFen: pendingFen, balanceFen: row!.toAfter };
  }).immediate();
}
