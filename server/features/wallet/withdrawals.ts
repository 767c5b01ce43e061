// Withdrawals: checked (card, minimum, pay password, turnover, balance), then the amount is held (central →
// withdraw_hold) in the same transaction as the row; the back office pays it out or returns it, once.
import type { Deps } from '../../http/deps';
import { conflict, notFound, refused } from '../../base/errors';
import { ok, type HandlerMap, type RequestBody } from '../../http/operation';
import { central, HOUSE, WITHDRAW_HOLD } from '../../ledger/ledger';
import { getSettings } from '../../settings';
import type { UserRow } from '../../users/repo';
import { WITHDRAWAL_MIN_YUAN } from '../../../core/constants';
import { formatFen, parseFen } from '../../../core/money';
import { findCard, type CardRow } from './cards';
import { walletMsg } from './messages';
import { checkPayPassword, DUPLICATE_WINDOW_MS, orderNo } from './shared';
import { owedTurnover } from '../../turnover';
import { chainFeeCents, parseRate, usdtCents } from './usdt';

export interface WithdrawalRow {
  id: number;
  out_trade_no: string;
  user_id: number;
  card_id: number;
  type: 1 | 2;
  amount_fen: number;
  state: 1 | 2 | 3;
  created_at: number;
}

const hold = (userId: number) => ({ userId, wallet: WITHDRAW_HOLD });

/** The checks before the password is tried, in the spec's order: the account chosen, the minimum, a password given. */
export function checkWithdrawal(deps: Deps, member: UserRow, body: RequestBody<'withdraw'>): { card: CardRow; amountFen: number } {
  const card = findCard(deps, member.id, body.bank);
  if (!card) throw refused(walletMsg.cardRequired);
  const amountFen = parseFen(body.amount);
  if (amountFen === null || amountFen <= 0) throw refused(walletMsg.amountInvalid);
  if (amountFen < WITHDRAWAL_MIN_YUAN * 100) throw refused(walletMsg.minWithdrawal(WITHDRAWAL_MIN_YUAN));
  if (!body.password) throw refused(walletMsg.payPasswordRequired);
  return { card, amountFen };
}

/** The USDT a withdrawal to an address pays out, fixed at request time. */
function usdtPayout(deps: Deps, card: CardRow, amountFen: number) {
  const settings = getSettings(deps.db);
  const rate = parseRate(settings.withdraw_usdt_rate);
  if (!rate) throw new Error(`withdraw_usdt_rate is not a positive decimal: ${settings.withdraw_usdt_rate}`);
  const usdt = usdtCents(amountFen, rate);
  const fee = chainFeeCents(card.bank_owner, settings);
  if (usdt - fee <= 0) throw refused(walletMsg.feeExceeds);
  return { usdt_rate: settings.withdraw_usdt_rate, usdt_cents: usdt, fee_cents: fee, received_cents: usdt - fee };
}

/**
 * Holds the amount and records the withdrawal, all or nothing, with no await inside: a second request alike (same card
 * and amount, still pending, moments apart) is a double tap and is refused; the ledger refuses more than the balance.
 */
export function holdWithdrawal(deps: Deps, member: UserRow, card: CardRow, amountFen: number, orderKey?: string): WithdrawalRow {
  const { db } = deps;
  return db.transaction(() => {
    // The same key again (the app's retry on another line after a lost answer): the first withdrawal, nothing more held.
    const first = orderKey ? (db.prepare('SELECT * FROM wallet_withdrawals WHERE user_id = ? AND order_key = ?').get(member.id, orderKey) as WithdrawalRow | undefined) : undefined;
    if (first) return first;
    const now = deps.clock.now().getTime();
    const twin = db
      .prepare('SELECT 1 FROM wallet_withdrawals WHERE user_id = ? AND card_id = ? AND amount_fen = ? AND state = 1 AND created_at > ?')
      .get(member.id, card.id, amountFen, now - DUPLICATE_WINDOW_MS);
    if (twin) throw conflict(walletMsg.duplicateRequest);
    const owed = owedTurnover(db, member.id);
    if (owed > 0) throw refused(walletMsg.turnoverOwed(owed));
    const usdt = card.type === 2 ? usdtPayout(deps, card, amountFen) : { usdt_rate: '', usdt_cents: 0, fee_cents: 0, received_cents: 0 };
    const outTradeNo = orderNo('W', new Date(now));
    db.prepare(
      `INSERT INTO wallet_withdrawals (out_trade_no, user_id, card_id, type, bank, bank_owner, bank_no, amount_fen,
         usdt_rate, usdt_cents, fee_cents, received_cents, state, created_at, order_key)
       VALUES (@out_trade_no, @user_id, @card_id, @type, @bank, @bank_owner, @bank_no, @amount_fen,
         @usdt_rate, @usdt_cents, @fee_cents, @received_cents, 1, @created_at, @order_key)`,
    ).run({
      out_trade_no: outTradeNo,
      user_id: member.id,
      card_id: card.id,
      type: card.type,
      bank: card.bank,
      bank_owner: card.bank_owner,
      bank_no: card.bank_no,
      amount_fen: amountFen,
      ...usdt,
      created_at: now,
      order_key: orderKey ?? null,
    });
    deps.ledger.move({ kind: 'withdraw_hold', memberId: member.id, from: central(member.id), to: hold(member.id), amountFen, ref: outTradeNo });
    return db.prepare('SELECT * FROM wallet_withdrawals WHERE out_trade_no = ?').get(outTradeNo) as WithdrawalRow;
  }).immediate();
}

/** The back office's decision, once: approval pays the hold to the house, rejection returns it to the central wallet. */
export function reviewWithdrawal(deps: Deps, outTradeNo: string, approve: boolean) {
  return deps.db.transaction(() => {
    const row = deps.db.prepare('SELECT * FROM wallet_withdrawals WHERE out_trade_no = ?').get(outTradeNo) as WithdrawalRow | undefined;
    if (!row) throw notFound(walletMsg.withdrawalUnknown);
    const changed = deps.db
      .prepare('UPDATE wallet_withdrawals SET state = ?, reviewed_at = ? WHERE id = ? AND state = 1')
      .run(approve ? 2 : 3, deps.clock.now().getTime(), row.id).changes;
    if (!changed) throw conflict(walletMsg.withdrawalReviewed);
    deps.ledger.move(
      approve
        ? { kind: 'withdraw_paid', memberId: row.user_id, from: hold(row.user_id), to: HOUSE, amountFen: row.amount_fen, ref: row.out_trade_no }
        : { kind: 'withdraw_refund', memberId: row.user_id, from: hold(row.user_id), to: central(row.user_id), amountFen: row.amount_fen, ref: row.out_trade_no },
    );
    return { out_trade_no: row.out_trade_no, state: approve ? 2 : 3, balance: formatFen(deps.ledger.balance(central(row.user_id))) };
  }).immediate();
}

export const withdrawalHandlers = {
  getBetAmount: {
    auth: 'member',
    run: ({ member, deps }) => ok({ bet_amount: formatFen(deps.db.transaction(() => owedTurnover(deps.db, member.id)).immediate()) }),
  },

  withdraw: {
    auth: 'member',
    run: async ({ member, body, deps }) => {
      const { card, amountFen } = checkWithdrawal(deps, member, body);
      await checkPayPassword(deps, member, body.password);
      // The password check awaited: the card may have been unbound meanwhile, so read it again in the same tick.
      const fresh = findCard(deps, member.id, card.id);
      if (!fresh) throw refused(walletMsg.cardRequired);
      const row = holdWithdrawal(deps, member, fresh, amountFen, body.order_key);
      return ok({ out_trade_no: row.out_trade_no }, walletMsg.withdrawPending);
    },
  },
} satisfies HandlerMap;
