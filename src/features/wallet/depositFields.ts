// What the deposit form knows of its fields without its rules (./rules.ts, with zod, loads at the form's first check):
// the fields, the order the spec reports their problems in, and the amounts a deposit may be.
import { parseFen } from '../../../core/money';

/** The bank method's details, as the contract names them, in the spec's order. */
export const DEPOSIT_BANK_FIELDS = ['bank_owner', 'bank', 'bank_no', 'bank_address'] as const;
export type DepositBankField = (typeof DEPOSIT_BANK_FIELDS)[number];
export type DepositValues = Record<DepositBankField | 'amount', string>;
export const DEPOSIT_ORDER = [...DEPOSIT_BANK_FIELDS, 'amount'] as const;

/**
 * The amounts a deposit may be: the back end's range for the method where it gives one; a range of 0 (Laravel's for
 * a bank deposit, PayController getPayRange) or none at all is no range, and the spec's default applies.
 */
export function depositRange(answer: { min_price: string; max_price: string } | undefined, fallback: { min: string; max: string }) {
  const [min, max] = [parseFen(answer?.min_price ?? '') ?? 0, parseFen(answer?.max_price ?? '') ?? 0];
  return answer && max > 0 && min <= max ? { min: answer.min_price, max: answer.max_price } : fallback;
}
