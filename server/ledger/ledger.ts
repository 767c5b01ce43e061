// The one place money moves. Each move is one SQL transaction that updates two wallets and writes a ledger row;
// a member's wallet can never go below zero (checked here, and by the table's CHECK as a backstop) nor above
// MAX_BALANCE_FEN.
// The house (user 0) is where money comes from and goes to, so the sum of every wallet is always zero.
import type { Db } from '../base/db/open';
import { forbidden, refused } from '../base/errors';
import { msg } from '../base/messages';
import { CENTRAL_WALLET } from '../../core/constants';

export interface WalletRef {
  userId: number;
  wallet: string;
}

export const HOUSE: WalletRef = { userId: 0, wallet: 'house' };
/** Money a pending withdrawal holds until the back office approves or rejects it. */
export const WITHDRAW_HOLD = 'withdraw_hold';
export const central = (userId: number): WalletRef => ({ userId, wallet: CENTRAL_WALLET });

export type LedgerKind =
  | 'seed'
  | 'admin_credit'
  | 'admin_debit'
  | 'deposit'
  | 'withdraw_hold'
  | 'withdraw_paid'
  | 'withdraw_refund'
  | 'transfer'
  | 'bet'
  | 'payout'
  | 'rebate'
  | 'redpacket';

/**
 * The most any member wallet may hold, and the most one move may carry: ¥9,999,999,999.99 in fen, far below 2^53,
 * so sums of balances stay exact integers. The house (the other side of every member's money) may reach HOUSE_LIMIT_FEN
 * either way.
 */
export const MAX_BALANCE_FEN = 999_999_999_999;
const HOUSE_LIMIT_FEN = 2 ** 51;

/** Money a guest trial account can never bring in or take out. */
const REAL_MONEY_KINDS: ReadonlySet<LedgerKind> = new Set(['deposit', 'withdraw_hold']);

export interface Move {
  kind: LedgerKind;
  /** The member the move is about (shown in their records). */
  memberId: number;
  from: WalletRef;
  to: WalletRef;
  amountFen: number;
  /** What caused it: an order number, a deposit number, a rebate id. */
  ref?: string;
}

export interface LedgerRow {
  id: number;
  kind: LedgerKind;
  amountFen: number;
  fromBefore: number;
  fromAfter: number;
  toBefore: number;
  toAfter: number;
}

export interface Ledger {
  balance(ref: WalletRef): number;
  /** All of a member's wallets by name. */
  wallets(userId: number): Record<string, number>;
  /** Applies the moves in order, all or none. Throws a 422 ApiError when a member's wallet would leave 0..MAX_BALANCE_FEN. */
  move(...moves: Move[]): LedgerRow[];
}

const noMoney = (): never => {
  throw new Error('COLLECTOR_ONLY keeps no money: nothing may move it');
};
/** The collector's (COLLECTOR_ONLY): its database has no wallet. */
export const NO_LEDGER: Ledger = { balance: noMoney, wallets: noMoney, move: noMoney };

export function createLedger(db: Db, now: () => Date): Ledger {
  const ensure = db.prepare('INSERT INTO wallets (user_id, wallet, balance_fen) VALUES (?, ?, 0) ON CONFLICT DO NOTHING');
  const read = db.prepare('SELECT balance_fen FROM wallets WHERE user_id = ? AND wallet = ?').pluck();
  const write = db.prepare('UPDATE wallets SET balance_fen = ? WHERE user_id = ? AND wallet = ?');
  const isGuest = db.prepare('SELECT is_guest FROM users WHERE id = ?').pluck();
  const insert = db.prepare(`INSERT INTO ledger
    (created_at, kind, user_id, from_user, from_wallet, to_user, to_wallet, amount_fen, from_before, from_after, to_before, to_after, ref)
    VALUES (@createdAt, @kind, @memberId, @fromUser, @fromWallet, @toUser, @toWallet, @amountFen, @fromBefore, @fromAfter, @toBefore, @toAfter, @ref)`);

  const balance = (ref: WalletRef) => (read.get(ref.userId, ref.wallet) as number | undefined) ?? 0;

  const one = (m: Move): LedgerRow => {
    if (!Number.isSafeInteger(m.amountFen) || m.amountFen <= 0) throw new RangeError(`bad amount ${m.amountFen}`);
    if (m.amountFen > MAX_BALANCE_FEN) throw refused(msg.amountTooLarge);
    if (m.from.userId === m.to.userId && m.from.wallet === m.to.wallet) throw new RangeError('a move to the same wallet');
    if (REAL_MONEY_KINDS.has(m.kind) && isGuest.get(m.memberId) === 1) throw forbidden(msg.guestNoMoney);
    ensure.run(m.from.userId, m.from.wallet);
    ensure.run(m.to.userId, m.to.wallet);
    const fromBefore = balance(m.from);
    const toBefore = balance(m.to);
    const fromAfter = fromBefore - m.amountFen;
    if (m.from.userId !== HOUSE.userId && fromAfter < 0) throw refused(msg.insufficientBalance);
    const toAfter = toBefore + m.amountFen;
    const limit = (userId: number) => (userId === HOUSE.userId ? HOUSE_LIMIT_FEN : MAX_BALANCE_FEN);
    if (toAfter > limit(m.to.userId) || fromAfter < -HOUSE_LIMIT_FEN) throw refused(msg.amountTooLarge);
    write.run(fromAfter, m.from.userId, m.from.wallet);
    write.run(toAfter, m.to.userId, m.to.wallet);
    const row = {
      createdAt: now().getTime(),
      kind: m.kind,
      memberId: m.memberId,
      fromUser: m.from.userId,
      fromWallet: m.from.wallet,
      toUser: m.to.userId,
      toWallet: m.to.wallet,
      amountFen: m.amountFen,
      fromBefore,
      fromAfter,
      toBefore,
      toAfter,
      ref: m.ref ?? '',
    };
    const id = Number(insert.run(row).lastInsertRowid);
    return { id, kind: m.kind, amountFen: m.amountFen, fromBefore, fromAfter, toBefore, toAfter };
  };

  const moveAll = db.transaction((moves: Move[]) => moves.map(one));

  return {
    balance,
    wallets(userId) {
      const rows = db.prepare('SELECT wallet, balance_fen FROM wallets WHERE user_id = ?').all(userId) as {
        wallet: string;
        balance_fen: number;
      }[];
      return Object.fromEntries(rows.map((r) => [r.wallet, r.balance_fen]));
    },
    move: (...moves) => moveAll.immediate(moves),
  };
}
