// zod forms of the normalisers, for the Laravel decoders: each reads a loose value and gives the contract's, or fails
// the decode (never a NaN or an "undefined" on screen).
import { z } from '../../../lib/zod';
import { toDateTime, toFlag, toInt, toMoney, toMoneyOrZero, toText } from '../normalise';

function strict<T>(read: (value: unknown) => T | null, what: string) {
  return z.unknown().transform((value, ctx): T => {
    const out = read(value);
    if (out === null) {
      ctx.addIssue({ code: 'custom', message: `not ${what}: ${JSON.stringify(value)}` });
      return z.NEVER;
    }
    return out;
  });
}

export const money = strict(toMoney, 'money');
/** A sum: 0, a number or a decimal string; nothing at all is 0.00. */
export const sum = strict(toMoneyOrZero, 'a sum');
export const int = strict(toInt, 'an integer');
export const text = strict(toText, 'text');
export const dateTime = strict(toDateTime, 'a date-time');
/** A date-time that may be missing (null, ''): then ''. */
export const optionalDateTime = z.unknown().transform((value) => toDateTime(value) ?? '');
export const flag = (absent: 0 | 1 = 0) => z.unknown().transform((value) => toFlag(value, absent));

/** A Laravel paginator ({current_page, data, last_page, per_page, total, …}) as the contract's page of `row`. */
export function paginator<Row extends z.ZodType>(row: Row) {
  return z.object({
    data: z.array(row),
    total: int,
    last_page: int.transform((n) => Math.max(1, n)),
    current_page: int.transform((n) => Math.max(1, n)),
    per_page: int.transform((n) => Math.max(1, n)),
  });
}

/** `data` of an answer that carries none worth reading ('' or [] or an echo): the contract's null. */
export const nothing = z.unknown().transform(() => null);
