// Deposits: methods and ranges, creating one (pending, nothing moves), its payment details, and the review that
// credits it once through the ledger.
import QRCode from 'qrcode';
import type { Deps } from '../../http/deps';
import { conflict, forbidden, notFound, refused } from '../../base/errors';
import { ok, type HandlerMap, type RequestBody } from '../../http/operation';
import { central, HOUSE } from '../../ledger/ledger';
import { msg } from '../../base/messages';
import type { UserRow } from '../../users/repo';
import { formatBeijing } from '../../../core/beijingTime';
import { DEPOSIT_RANGE_DEFAULT } from '../../../core/constants';
import { formatFen, parseFen } from '../../../core/money';
import { walletMsg } from './messages';
import { DUPLICATE_WINDOW_MS, orderNo } from './shared';
import { oweTurnover } from '../../turnover';

type RangeType = 'bank' | 'wechat' | 'alipay' | 'usdt-trc20' | 'usdt-erc20';
type PayType = 'bank' | 'usdt' | 'wxpay' | 'alipay';
type RechargeBody = RequestBody<'recharge'>;

/** A member may leave this many deposits pending at once. */
const MAX_PENDING_DEPOSITS = 5;

interface MethodRow {
  type: RangeType;
  enabled: 0 | 1;
  min_fen: number;
  max_fen: number;
}

export interface DepositRow {
  id: number;
  deposit_no: string;
  user_id: number;
  paytype: PayType;
  catepay: string;
  amount_fen: number;
  state: 1 | 2 | 3;
  created_at: number;
}

const method = (deps: Deps, type: RangeType) =>
  deps.db.prepare('SELECT * FROM wallet_pay_methods WHERE type = ?').get(type) as MethodRow | undefined;

const rangeTypeOf = (body: Pick<RechargeBody, 'paytype' | 'catepay'>): RangeType =>
  body.paytype === 'bank' ? 'bank' : body.paytype === 'wxpay' ? 'wechat' : body.paytype === 'alipay' ? 'alipay' : body.catepay === 'ERC20' ? 'usdt-erc20' : 'usdt-trc20';

function payWays(deps: Deps) {
  const on = (type: RangeType): 0 | 1 => (method(deps, type)?.enabled === 1 ? 1 : 0);
  return { card: on('bank'), usdt: on('usdt-trc20') || on('usdt-erc20') ? 1 : 0, wechat: on('wechat'), alipay: on('alipay') } as const;
}

function payRange(deps: Deps, type: RangeType) {
  const row = method(deps, type);
  const [min, max] = row ? [row.min_fen, row.max_fen] : [DEPOSIT_RANGE_DEFAULT.min * 100, DEPOSIT_RANGE_DEFAULT.max * 100];
  return { min_price: formatFen(min), max_price: formatFen(max) };
}

/** Checks a deposit in the spec's order (bank details, then the amount's range) and records it pending. Moves nothing. */
export function createDeposit(deps: Deps, member: UserRow, body: RechargeBody): DepositRow {
  if (member.is_guest) throw forbidden(msg.guestNoMoney);
  const range = method(deps, rangeTypeOf(body));
  if (!range || range.enabled !== 1) throw refused(walletMsg.payWayClosed);
  const bank = body.paytype === 'bank';
  if (bank) {
    if (!body.bank_owner?.trim()) throw refused(walletMsg.depositorRequired);
    if (!body.bank?.trim()) throw refused(walletMsg.bankTypeRequired);
    if (!body.bank_no?.trim()) throw refused(walletMsg.bankNoRequired);
    if (!body.bank_address?.trim()) throw refused(walletMsg.bankAddressRequired);
  }
  const amountFen = parseFen(body.amount);
  if (amountFen === null || amountFen < range.min_fen || amountFen > range.max_fen) throw refused(walletMsg.amountRange(range.min_fen, range.max_fen));
  const now = deps.clock.now().getTime();
  const catepay = body.paytype === 'usdt' ? (body.catepay ?? 'TRC20') : '';
  return deps.db.transaction(() => {
    const pending = deps.db.prepare('SELECT * FROM deposits WHERE user_id = ? AND state = 1 ORDER BY id DESC').all(member.id) as DepositRow[];
    const twin = pending.find((d) => d.paytype === body.paytype && d.catepay === catepay && d.amount_fen === amountFen && now - d.created_at < DUPLICATE_WINDOW_MS);
    if (twin) throw conflict(walletMsg.duplicateRequest);
    if (pending.length >= MAX_PENDING_DEPOSITS) throw refused(walletMsg.tooManyPendingDeposits);
    const depositNo = orderNo('D', new Date(now));
    deps.db
      .prepare(
        `INSERT INTO deposits (deposit_no, user_id, paytype, catepay, amount_fen, depositor, bank, bank_no, bank_address, state, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?)`,
      )
      .run(depositNo, member.id, body.paytype, catepay, amountFen, bank ? body.bank_owner!.trim() : '', bank ? body.bank!.trim() : '',
        bank ? body.bank_no!.trim() : '', bank ? body.bank_address!.trim() : '', now);
    return deps.db.prepare('SELECT * FROM deposits WHERE deposit_no = ?').get(depositNo) as DepositRow;
  }).immediate();
}

/**
 * The back office's decision, once: approval credits the amount (kind deposit), raises paysum and the turnover owed;
 * rejection moves nothing. All in one transaction, so a repeated or concurrent review changes nothing more.
 */
export function reviewDeposit(deps: Deps, depositNo: string, approve: boolean) {
  return deps.db.transaction(() => {
    const row = deps.db.prepare('SELECT * FROM deposits WHERE deposit_no = ?').get(depositNo) as DepositRow | undefined;
    if (!row) throw notFound(walletMsg.depositUnknown);
    const now = deps.clock.now().getTime();
    const changed = deps.db.prepare('UPDATE deposits SET state = ?, reviewed_at = ? WHERE id = ? AND state = 1').run(approve ? 2 : 3, now, row.id).changes;
    if (!changed) throw conflict(walletMsg.depositReviewed);
    if (approve) {
      deps.ledger.move({ kind: 'deposit', memberId: row.user_id, from: HOUSE, to: central(row.user_id), amountFen: row.amount_fen, ref: row.deposit_no });
      deps.db.prepare('UPDATE users SET paysum_fen = paysum_fen + ? WHERE id = ?').run(row.amount_fen, row.user_id);
      oweTurnover(deps.db, row.user_id, row.amount_fen);
    }
    return { deposit_no: row.deposit_no, state: approve ? 2 : 3, balance: formatFen(deps.ledger.balance(central(row.user_id))) };
  }).immediate();
}

interface AccountRow {
  id: number;
  kind: string;
  bank_name: string;
  bank_no: string;
  bank_owner: string;
  bank_address: string;
}

const receivingAccounts = (deps: Deps, kind: string) =>
  deps.db.prepare('SELECT * FROM wallet_receiving_accounts WHERE kind = ? AND enabled = 1 ORDER BY sort, id').all(kind) as AccountRow[];

/** Where to pay a deposit: the chain's address for USDT, the merchant for wxpay and alipay, with a QR code of it. */
async function payTarget(deps: Deps, deposit: DepositRow) {
  const kind = deposit.paytype === 'usdt' ? `usdt-${deposit.catepay || 'TRC20'}` : deposit.paytype;
  const account = receivingAccounts(deps, kind)[0];
  if (!account) return null;
  const svg = await QRCode.toString(account.bank_no, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return {
    mch_id: account.bank_no,
    content: deposit.paytype === 'usdt' ? deposit.catepay || 'TRC20' : account.bank_name,
    payimg: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

const PAY_INFO_TYPES: Record<PayType, string> = { bank: 'bankpay', usdt: 'usdtpay', wxpay: 'wxpay', alipay: 'alipay' };

export const depositHandlers = {
  get_pay_way: { auth: 'member', run: ({ deps }) => ok(payWays(deps)) },
  getPayRange: { auth: 'member', run: ({ body, deps }) => ok(payRange(deps, body.type)) },
  getpaybank: {
    auth: 'member',
    run: ({ deps }) =>
      ok(receivingAccounts(deps, 'bank').map((a) => ({ id: a.id, bank_name: a.bank_name, bank_no: a.bank_no, bank_owner: a.bank_owner, bank_address: a.bank_address }))),
  },

  recharge: {
    auth: 'member',
    run: ({ member, body, deps }) => {
      const deposit = createDeposit(deps, member, body);
      // The message is the deposit number, as the spec's section 7 has it (clients like the legacy one read it there).
      return ok({ deposit_no: deposit.deposit_no }, deposit.deposit_no);
    },
  },

  // The spec's message names the payment type (e.g. usdtpay).
  payinfo: {
    auth: 'member',
    run: async ({ member, body, deps }) => {
      const deposit = deps.db.prepare('SELECT * FROM deposits WHERE deposit_no = ? AND user_id = ?').get(body.deposit_no, member.id) as DepositRow | undefined;
      if (!deposit) throw notFound(walletMsg.depositUnknown);
      const info = { amount: formatFen(deposit.amount_fen), created_at: formatBeijing(new Date(deposit.created_at)), paytype: deposit.paytype, state: deposit.state };
      const cardlist = await payTarget(deps, deposit);
      return ok({ deposit_no: deposit.deposit_no, info, cardlist, server_time: formatBeijing(deps.clock.now()) }, PAY_INFO_TYPES[deposit.paytype]);
    },
  },
} satisfies HandlerMap;
