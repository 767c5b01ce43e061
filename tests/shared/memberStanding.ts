// A member's history that no API makes: a deposit approved on a past day, a bet placed and settled (lost). Written
// straight into a reference server's database, the same for a server of an e2e worker (tests/e2e/promotions-server.ts)
// and one in a component test's process (tests/component/support/inProcessServer.ts).
import { randomBytes } from 'node:crypto';
import { placeBet, settleBet } from '../../server/bets';
import type { CategoryId } from '../../server/games/platforms';
import type { Deps } from '../../server/http/deps';
import { central, HOUSE } from '../../server/ledger/ledger';
import { findUserByName } from '../../server/users/repo';

type Standing = Pick<Deps, 'db' | 'ledger'>;

/** The member's id in the server's database. */
export function memberId(deps: Standing, name: string): number {
  const user = findUserByName(deps.db, name);
  if (!user) throw new Error(`no member ${name}`);
  return user.id;
}

/** A bank deposit of `amountFen`, made and approved at `at` (the red packet's tiers count the day before's). */
export function approvedDeposit(deps: Standing, userId: number, amountFen: number, at: Date): void {
  deps.db
    .prepare('INSERT INTO deposits (deposit_no, user_id, paytype, amount_fen, state, created_at, reviewed_at) VALUES (?, ?, ?, ?, 2, ?, ?)')
    .run(`D${randomBytes(6).toString('hex').toUpperCase()}`, userId, 'bank', amountFen, at.getTime(), at.getTime());
}

/** A bet of `amountFen` on a venue's game, credited first, placed and settled as lost at `at` (rebates count it). */
export function settledBet(deps: Standing, userId: number, category: CategoryId, platform: string, amountFen: number, at: Date): void {
  deps.ledger.move({ kind: 'admin_credit', memberId: userId, from: HOUSE, to: central(userId), amountFen });
  const bet = placeBet(deps.db, deps.ledger, { userId, platform, categoryId: category, plays: 'e2e', amountFen, from: central(userId) }, at);
  settleBet(deps.db, deps.ledger, bet.bet_id, 0, central(userId), at);
}
