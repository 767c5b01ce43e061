// The money forms' rules of the spec's section 5, composed from the contract's generated rules (lengths, patterns and
// their sentences, requestSchemas.gen.ts) plus what the contract cannot say: the spec's minimum and the server's
// range, a tab's own sentence, a field a method needs. Each message is a locale key; the first failing field in the
// spec's order is the one reported.
import { z } from '../../lib/zod';
import '../../kit/contractLocale';
import { firstProblem, messageOf, requiredProblem } from '../../api/requestRules';
import { RechargeRequestSchema, TransferRequestSchema, WithdrawRequestSchema } from '../../api/requestSchemas.gen';
import { CENTRAL_WALLET, USDT_PROTOCOLS, WITHDRAWAL_MIN_YUAN } from '../../../core/constants';
import { parseFen } from '../../../core/money';
import { DEPOSIT_BANK_FIELDS, depositRange, type DepositRange, type DepositValues } from './depositFields';
import { DEPOSIT_METHODS } from './recharge/methods';
import { WITHDRAW_TABS, type TransferValues, type WithdrawalValues } from './moneyFields';

export type Fail = (path: string, message: string | undefined) => void;
/** Adds the issue when there is a message: `fail(path, firstProblem(rule, value))` reads as the check it is. */
export const failer = (ctx: z.RefinementCtx): Fail => (path, message) => {
  if (message) ctx.addIssue({ code: 'custom', path: [path], message });
};

const withdraw = WithdrawRequestSchema.shape;
/** The tab picks the kind (./withdrawalFields.ts); the account is a card's id. */
const withdrawalFields = z.object({ tab: z.enum(WITHDRAW_TABS), bank: z.number().nullable(), amount: z.string(), password: z.string() }) satisfies z.ZodType<WithdrawalValues>;

/** The account chosen (a card on the bank tab, an address on the USDT tab), the amount at least the minimum, the pay password given. */
export const withdrawalSchema = withdrawalFields.superRefine((v, ctx) => {
  const fail = failer(ctx);
  // The contract names the bank card; the USDT tab asks for an address instead.
  const account = firstProblem(withdraw.bank, v.bank);
  fail('bank', account && (v.tab === 'usdt' ? 'wallet:withdraw.chooseAddress' : account));
  const belowMinimum = (parseFen(v.amount) ?? 0) < WITHDRAWAL_MIN_YUAN * 100;
  fail('amount', belowMinimum ? 'wallet:withdraw.minAmount' : firstProblem(withdraw.amount, v.amount));
  fail('password', requiredProblem(withdraw.password, v.password));
});

const transfer = TransferRequestSchema.shape;
const transferFields = z.object({ amount: z.string(), source: z.string(), target: z.string() }) satisfies z.ZodType<TransferValues>;

/**
 * An amount above zero, both wallets chosen (the contract's rules and sentences), and the central wallet on one side:
 * venue to venue is refused.
 */
export const transferSchema = transferFields.superRefine((v, ctx) => {
  const fail = failer(ctx);
  fail('amount', firstProblem(transfer.amount, v.amount) ?? ((parseFen(v.amount) ?? 0) > 0 ? undefined : messageOf(transfer.amount)));
  fail('source', requiredProblem(transfer.sourcetype, v.source));
  const target = requiredProblem(transfer.targettype, v.target);
  if (target) fail('target', target);
  else if (v.source === v.target) fail('target', 'wallet:transfer.sameWallet');
  else if (v.source !== CENTRAL_WALLET && v.target !== CENTRAL_WALLET) fail('target', 'wallet:transfer.venueToVenue');
});

const recharge = RechargeRequestSchema.shape;
const depositFields = z.object({
  method: z.enum(DEPOSIT_METHODS),
  chain: z.enum(USDT_PROTOCOLS),
  amount: z.string(),
  bank_owner: z.string(),
  bank: z.string(),
  bank_no: z.string(),
  bank_address: z.string(),
}) satisfies z.ZodType<DepositValues>;

/**
 * The bank method's four details (the contract lets other methods leave them out, so "required" is the form's,
 * worded by the contract), then the amount within the method's range, then the contract's amount rule. The range
 * message takes {{min}} and {{max}} when it is shown.
 */
export function depositSchema(range: DepositRange) {
  const [min, max] = [parseFen(range.min) ?? 0, parseFen(range.max) ?? 0];
  return depositFields.superRefine((v, ctx) => {
    const fail = failer(ctx);
    if (v.method === 'bank') for (const name of DEPOSIT_BANK_FIELDS) fail(name, requiredProblem(recharge[name], v[name].trim()));
    const fen = parseFen(v.amount);
    fail('amount', fen === null || fen < min || fen > max ? 'wallet:recharge.amountRange' : firstProblem(recharge.amount, v.amount));
  });
}

/** The deposit's request, whose limits the form's inputs take once this module has loaded (a detail first entered). */
export const depositRequest = RechargeRequestSchema;

/** The deposit form's rules (this module loads at its first check), for the method's range the server gave: the spec's default until then. */
export const depositRules = (limits: { range?: { min_price: string; max_price: string } }) => depositSchema(depositRange(limits.range));
