// What the deposit form knows of its fields without its rules (./rules.ts, with zod, loads at the form's first check):
// its values, the order the spec reports their problems in, and the amounts a deposit may be.
import { DEPOSIT_RANGE_DEFAULT, type UsdtProtocol } from '../../../core/constants';
import { formatFen, parseFen } from '../../../core/money';
import { formatAmount } from '../../lib/format';
import type { Method } from './recharge/methods';
import { yuanText } from './yuan';

/** The bank method's details, as the contract names them, in the spec's order. */
export const DEPOSIT_BANK_FIELDS = ['bank_owner', 'bank', 'bank_no', 'bank_address'] as const;
export type DepositBankField = (typeof DEPOSIT_BANK_FIELDS)[number];
/** The method (a tab) and the chain pick the variant; the rest is typed. */
export type DepositValues = Record<DepositBankField | 'amount', string> & { method: Method; chain: UsdtProtocol };
export const DEPOSIT_ORDER = [...DEPOSIT_BANK_FIELDS, 'amount'] as const;

export interface DepositRange {
  min: string;
  max: string;
}
/** The spec's range, until (or unless) the back end gives the method's own. */
export const DEFAULT_DEPOSIT_RANGE: DepositRange = { min: formatFen(DEPOSIT_RANGE_DEFAULT.min * 100), max: formatFen(DEPOSIT_RANGE_DEFAULT.max * 100) };

/**
 * The amounts a deposit may be: the back end's range for the method where it gives one; a range of 0 (Laravel's for
 * a bank deposit, PayController getPayRange) or none at all is no range, and the spec's default applies.
 */
export function depositRange(answer: { min_price: string; max_price: string } | undefined, fallback: DepositRange = DEFAULT_DEPOSIT_RANGE): DepositRange {
  const [min, max] = [parseFen(answer?.min_price ?? '') ?? 0, parseFen(answer?.max_price ?? '') ?? 0];
  return answer && max > 0 && min <= max ? { min: answer.min_price, max: answer.max_price } : fallback;
}

const QUICK_AMOUNTS = [100, 500, 1000, 5000, 10000, 50000];

/** The quick amounts (whole yuan) within the range. */
export function quickAmounts(range: DepositRange): number[] {
  const [min, max] = [parseFen(range.min) ?? 0, parseFen(range.max) ?? 0];
  return QUICK_AMOUNTS.filter((yuan) => yuan * 100 >= min && yuan * 100 <= max);
}

/** {{min}} and {{max}} of the range sentence and placeholder, as a player writes them ("100", not "100.00"). */
export const rangeWords = (range: DepositRange, language: string) => ({ min: yuanText(formatAmount(range.min, language)), max: yuanText(formatAmount(range.max, language)) });
