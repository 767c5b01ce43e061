// The one place a back end's loose scalars become the contract's: money as a two-place decimal string, flags as 0/1,
// integers, texts and Beijing date-times. Each takes whatever came (a number, a string, null, '') and never throws:
// it answers null when the value is not what it should be, and the decoder using it decides what that means.
import { formatBeijing } from '../../../core/beijingTime';

const DECIMAL = /^(-?)(\d{1,15})(?:\.(\d+))?$/;

/**
 * A number or a decimal string as the contract's money ("12.5" / 12.5 / "12.50" → "12.50"), rounded half away from
 * zero to cents; null for anything else. Digits are handled as text, so no float rounding creeps in.
 */
export function toMoney(value: unknown): string | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // toFixed on a number of cents' worth is exact enough; beyond 2 places it rounds as the text path does.
    text = Math.abs(value) < 1e15 ? value.toFixed(6) : String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  let cents = BigInt(whole) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
  if (fraction.length > 2 && Number(fraction[2]) >= 5) cents += 1n;
  const negative = sign === '-' && cents > 0n;
  const yuan = cents / 100n;
  const rest = String(cents % 100n).padStart(2, '0');
  return `${negative ? '-' : ''}${yuan}.${rest}`;
}

/** Money where nothing ('' , null, absent) means none: a sum over no rows. */
export const toMoneyOrZero = (value: unknown): string | null =>
  value === '' || value === null || value === undefined ? '0.00' : toMoney(value);

/** 1 / "1" / true → 1; 0 / "0" / false → 0; '' , null or anything else → `absent` (the caller's default). */
export function toFlag(value: unknown, absent: 0 | 1 = 0): 0 | 1 {
  if (value === 1 || value === '1' || value === true || value === 'true') return 1;
  if (value === 0 || value === '0' || value === false || value === 'false') return 0;
  return absent;
}

/** An integer, from a number or a numeric string; null for '' and anything else. */
export function toInt(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^-?\d{1,15}$/.test(value.trim())) return Number(value.trim());
  return null;
}

/** A text: strings as they are, numbers written out, null and absent as ''. Objects are not text (null). */
export function toText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (value === null || value === undefined) return '';
  return null;
}

const BEIJING = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** "YYYY-MM-DD HH:mm:ss" as is; an ISO instant (with a zone) in Beijing time; null for anything else. */
export function toDateTime(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (BEIJING.test(text)) return text;
  if (!/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(text)) return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : formatBeijing(at);
}

/** The server's clock from an HTTP Date header, as the contract writes a time; null without a usable one. */
export function dateHeaderTime(header: string | null): string | null {
  if (!header) return null;
  const at = new Date(header);
  return Number.isNaN(at.getTime()) ? null : formatBeijing(at);
}

/** The server's now for an answer that has none: its Date header's, else (unreadable across origins) the phone's. */
export const serverTimeOf = (context: { dateHeader: string | null }): string => dateHeaderTime(context.dateHeader) ?? formatBeijing(new Date());
