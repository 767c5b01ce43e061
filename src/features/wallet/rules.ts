// The money forms' rules of the spec's section 5, composed from the contract's generated rules (lengths, patterns and
// their sentences, requestSchemas.gen.ts) plus what the contract cannot say: the spec's minimum and the server's
// range, a tab's own sentence, a field a method needs. Each message is a locale key; the first failing field in the
// spec's order is the one reported.
import { z } from '../../lib/zod';
import '../../kit/contractLocale';
import { zodResolver } from '@hookform/resolvers/zod';
import { firstProblem, maxLengthOf, messageOf, requiredProblem } from '../../api/requestRules';
import { RechargeRequestSchema, TransferRequestSchema, WithdrawRequestSchema } from '../../api/requestSchemas.gen';
import { CENTRAL_WALLET, WITHDRAWAL_MIN_YUAN } from '../../../core/constants';
import { parseFen } from '../../../core/money';
import { DEPOSIT_BANK_FIELDS, type DepositBankField, type DepositValues } from './depositFields';

export type Fail = (path: string, message: string | undefined) => void;
/** Adds the issue when there is a message: `fail(path, firstProblem(rule, value))` reads as the check it is. */
export const failer = (ctx: z.RefinementCtx): Fail => (path, message) => {
  if (message) ctx.addIssue({ code: 'custom', path: [path], message });
};

/** The USDT tab (name 1) pays to an address (card type 2), the bank tab (name 2) to a bank card (type 1). */
export type WithdrawTab = 'usdt' | 'bank';

const withdraw = WithdrawRequestSchema.shape;
const withdrawalFields = z.object({ bank: z.number().nullable(), amount: z.string(), password: z.string() });
export type WithdrawalValues = z.infer<typeof withdrawalFields>;

/** The spec's order: the account chosen, the amount at least the minimum, the pay password given. */
export const WITHDRAWAL_ORDER = ['bank', 'amount', 'password'] as const;

export function withdrawalSchema(tab: WithdrawTab) {
  return withdrawalFields.superRefine((v, ctx) => {
    const fail = failer(ctx);
    // The contract names the bank card; the USDT tab asks for an address instead.
    const account = firstProblem(withdraw.bank, v.bank);
    fail('bank', account && (tab === 'usdt' ? 'wallet:withdraw.chooseAddress' : account));
    const belowMinimum = (parseFen(v.amount) ?? 0) < WITHDRAWAL_MIN_YUAN * 100;
    fail('amount', belowMinimum ? 'wallet:withdraw.minAmount' : firstProblem(withdraw.amount, v.amount));
    fail('password', requiredProblem(withdraw.password, v.password));
  });
}

const transfer = TransferRequestSchema.shape;
const transferFields = z.object({ amount: z.string(), source: z.string(), target: z.string() });
export type TransferValues = z.infer<typeof transferFields>;
export const TRANSFER_ORDER = ['amount', 'source', 'target'] as const;

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
const depositFields = z.object({ amount: z.string(), bank_owner: z.string(), bank: z.string(), bank_no: z.string(), bank_address: z.string() }) satisfies z.ZodType<DepositValues>;

/**
 * The bank method's four details (the contract lets other methods leave them out, so "required" is the form's,
 * worded by the contract), then the amount within the method's range, then the contract's amount rule. The range
 * message takes {{min}} and {{max}} when it is shown.
 */
export function depositSchema(bank: boolean, range: { min: string; max: string }) {
  const [min, max] = [parseFen(range.min) ?? 0, parseFen(range.max) ?? 0];
  return depositFields.superRefine((v, ctx) => {
    const fail = failer(ctx);
    if (bank) for (const name of DEPOSIT_BANK_FIELDS) fail(name, requiredProblem(recharge[name], v[name].trim()));
    const fen = parseFen(v.amount);
    fail('amount', fen === null || fen < min || fen > max ? 'wallet:recharge.amountRange' : firstProblem(recharge.amount, v.amount));
  });
}

/** For resolverOnDemand: the deposit form loads this module at its first check. */
export const depositResolver = (bank: boolean, range: { min: string; max: string }) => zodResolver(depositSchema(bank, range));

/** Each bank detail's input limit, the contract's: the form applies them once this module has loaded. */
export const depositMaxLengths = (): Partial<Record<DepositBankField, number>> =>
  Object.fromEntries(DEPOSIT_BANK_FIELDS.map((name) => [name, maxLengthOf(recharge[name])]));
