// The money forms' rules of the spec's section 5, each a zod rule whose message is an i18n key of the exact sentence,
// checked in the spec's order (the first failing one is the one reported).
import { z } from '../../lib/zod';
import '../../app/contractLocale';
import { firstProblem } from '../../api/requestRules';
import { BindCardRequestSchema } from '../../api/requestSchemas.gen';
import { CENTRAL_WALLET, WITHDRAWAL_MIN_YUAN } from '../../lib/constants';
import { parseFen } from '../../lib/money';

type Fail = (path: string, message: string) => void;
const failer = (ctx: z.RefinementCtx): Fail => (path, message) => ctx.addIssue({ code: 'custom', path: [path], message });

/** The USDT tab (name 1) pays to an address (card type 2), the bank tab (name 2) to a bank card (type 1). */
export type WithdrawTab = 'usdt' | 'bank';

const withdrawalFields = z.object({ cardId: z.number().nullable(), amount: z.string(), password: z.string() });
export type WithdrawalValues = z.infer<typeof withdrawalFields>;

/** Account chosen, amount at least the minimum, pay password given: only then is the request sent. */
export function withdrawalSchema(tab: WithdrawTab) {
  return withdrawalFields.superRefine((v, ctx) => {
    const fail = failer(ctx);
    if (v.cardId === null) fail('cardId', tab === 'usdt' ? 'wallet:withdraw.chooseAddress' : 'wallet:withdraw.chooseCard');
    if ((parseFen(v.amount) ?? 0) < WITHDRAWAL_MIN_YUAN * 100) fail('amount', 'wallet:withdraw.minAmount');
    if (!v.password) fail('password', 'wallet:withdraw.passwordRequired');
  });
}
export const WITHDRAWAL_ORDER = ['cardId', 'amount', 'password'] as const;

const transferFields = z.object({ amount: z.string(), source: z.string(), target: z.string() });
export type TransferValues = z.infer<typeof transferFields>;

/** An amount, and the central wallet on one side: venue to venue is refused. */
export const transferSchema = transferFields.superRefine((v, ctx) => {
  const fail = failer(ctx);
  if (!((parseFen(v.amount) ?? 0) > 0)) fail('amount', 'wallet:transfer.amountRequired');
  if (!v.source) fail('source', 'wallet:transfer.chooseSource');
  if (!v.target) fail('target', 'wallet:transfer.chooseTarget');
  else if (v.source === v.target) fail('target', 'wallet:transfer.sameWallet');
  else if (v.source !== CENTRAL_WALLET && v.target !== CENTRAL_WALLET) fail('target', 'wallet:transfer.venueToVenue');
});
export const TRANSFER_ORDER = ['amount', 'source', 'target'] as const;

const depositFields = z.object({ amount: z.string(), bankOwner: z.string(), bank: z.string(), bankNo: z.string(), bankAddress: z.string() });
export type DepositValues = z.infer<typeof depositFields>;

/**
 * The bank method's four details (depositor, bank type, card number, bank address), then the amount within the
 * method's range. The range message takes {{min}} and {{max}} when it is shown.
 */
export function depositSchema(bank: boolean, range: { min: string; max: string }) {
  const [min, max] = [parseFen(range.min) ?? 0, parseFen(range.max) ?? 0];
  return depositFields.superRefine((v, ctx) => {
    const fail = failer(ctx);
    if (bank) {
      if (!v.bankOwner.trim()) fail('bankOwner', 'wallet:recharge.depositorRequired');
      if (!v.bank.trim()) fail('bank', 'wallet:recharge.bankTypeRequired');
      if (!v.bankNo.trim()) fail('bankNo', 'wallet:recharge.bankNoRequired');
      if (!v.bankAddress.trim()) fail('bankAddress', 'wallet:recharge.bankAddressRequired');
    }
    const fen = parseFen(v.amount);
    if (fen === null || fen < min || fen > max) fail('amount', 'wallet:recharge.amountRange');
  });
}
export const DEPOSIT_ORDER = ['bankOwner', 'bank', 'bankNo', 'bankAddress', 'amount'] as const;

/** Card binding's fields as the contract rules them (lengths and their messages). */
const bind = BindCardRequestSchema.shape;

/** Fails `path` with the contract rule's message when `value` breaks it. */
function checkRule(rule: z.ZodType, value: string, path: string, fail: Fail): void {
  const problem = firstProblem(rule, value);
  if (problem) fail(path, problem);
}

/** The pay password of card binding: given, then the contract's length (6 to 18). */
function checkPayPassword(password: string, fail: Fail): void {
  if (!password) fail('payPassword', 'wallet:cards.payPasswordRequired');
  else checkRule(bind.pay_pass, password, 'payPassword', fail);
}

/** TRC20 addresses: T and 33 base58 characters; ERC20: 0x and 40 hex digits. */
export const USDT_ADDRESS: Record<string, RegExp> = { TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/, ERC20: /^0x[0-9a-fA-F]{40}$/ };

/** Address, protocol (TRC20 by default, or ERC20), pay password. */
export const usdtCardSchema = z.object({ address: z.string(), protocol: z.string(), payPassword: z.string() }).superRefine((v, ctx) => {
  const fail = failer(ctx);
  const pattern = USDT_ADDRESS[v.protocol];
  if (!v.address.trim()) fail('address', 'wallet:cards.addressRequired');
  else if (pattern && !pattern.test(v.address.trim())) fail('address', 'wallet:cards.addressFormat');
  if (!pattern) fail('protocol', 'wallet:cards.protocolRequired');
  checkPayPassword(v.payPassword, fail);
});

/** Holder, bank, branch, card number (the contract's length, digits, spaces ignored), pay password. */
export const bankCardSchema = z
  .object({ owner: z.string(), bank: z.string(), branch: z.string(), cardNo: z.string(), payPassword: z.string() })
  .superRefine((v, ctx) => {
    const fail = failer(ctx);
    const cardNo = v.cardNo.replace(/\s+/g, '');
    checkRule(bind.bank_owner, v.owner.trim(), 'owner', fail);
    checkRule(bind.bank, v.bank, 'bank', fail);
    // The contract lets a USDT binding go without a branch; a bank card needs one.
    if (!v.branch.trim()) fail('branch', 'wallet:cards.branchRequired');
    else checkRule(bind.bank_address, v.branch.trim(), 'branch', fail);
    const cardNoProblem = firstProblem(bind.bank_no, cardNo);
    if (!cardNo) fail('cardNo', 'wallet:cards.cardNoRequired');
    else if (cardNoProblem) fail('cardNo', cardNoProblem);
    else if (!/^\d+$/.test(cardNo)) fail('cardNo', 'wallet:cards.cardNoDigits');
    checkPayPassword(v.payPassword, fail);
  });
