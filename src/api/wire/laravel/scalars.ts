// zod forms of the normalisers, for the Laravel decoders: each reads a loose value and gives the contract's, or fails
// the decode (never a NaN or an "undefined" on screen). Only what a screen cannot do without is required: a missing
// text, flag, sum or count takes its default (envelope.ts notes it in development); money, ids and dates are required
// where a decoder uses `money`, `int` and `dateTime`.
import { z } from '../../../lib/zod';
import { toDateTime, toFlag, toInt, toMoney, toMoneyOrZero, toText } from '../normalise';

/** A field that may be absent from the answer: the reader gets undefined (zod would refuse the missing key). */
const loose = () => z.unknown().optional();

function strict<T>(read: (value: unknown) => T | null, what: string) {
  return loose().transform((value, ctx): T => {
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
/** A count shown, not used: absent, null or '' is `absent`; anything else must be an integer. */
export const count = (absent: number) => strict((value) => (value === undefined || value === null || value === '' ? absent : toInt(value)), 'a count');
/** Text: absent or null is ''. */
export const text = strict(toText, 'text');
export const dateTime = strict(toDateTime, 'a date-time');
/** A date-time that may be missing (null, ''): then ''. */
export const optionalDateTime = loose().transform((value) => toDateTime(value) ?? '');
export const flag = (absent: 0 | 1 = 0) => loose().transform((value) => toFlag(value, absent));

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
