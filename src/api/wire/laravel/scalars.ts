// The scalars of the Laravel answers as field readers (read.ts), from the normalisers. Each names the kinds the Laravel
// contract declares for the field (`money('string')`, `sum('number', 'string')`); another kind is a drift, converted
// where it can be. Only what a screen cannot do without is required (money, ids, dates: `money`, `int`, `dateTime`):
// an absent text, flag, sum or count takes its default, and that is a drift too.
import { toDateTime, toFlag, toInt, toMoney, toMoneyOrZero, toText } from '../normalise';
import type { L } from './contract';
import { array, object, REQUIRED, scalar, type At, type Field, type Kind } from './read';

export const money = <K extends Kind>(...kinds: K[]) => scalar(kinds, toMoney, REQUIRED);
/** A sum: 0, a number or a decimal string; nothing at all ('' or null) is 0.00. */
export const sum = <K extends Kind>(...kinds: K[]) => scalar(kinds, toMoneyOrZero, '0.00');
export const int = <K extends Kind>(...kinds: K[]) => scalar(kinds, toInt, REQUIRED);
/** A count shown, not used: absent, null or '' is `absent`; anything else must be an integer. */
export const count = <K extends Kind>(absent: number, ...kinds: K[]) =>
  scalar(kinds, (value) => (value === null || value === '' ? absent : toInt(value)), absent);
/** Text: absent or null is ''. */
export const text = <K extends Kind>(...kinds: K[]) => scalar(kinds, toText, '');
/** Text a screen needs (a token, an address to open): '' fails the decode. */
export const filledText = <K extends Kind>(...kinds: K[]) => scalar(kinds, (value) => toText(value) || null, REQUIRED);
export const dateTime = <K extends Kind>(...kinds: K[]) => scalar(kinds, toDateTime, REQUIRED);
/** A date-time that may be missing (null, ''): then ''. */
export const optionalDateTime = <K extends Kind>(...kinds: K[]) => scalar(kinds, (value) => toDateTime(value) ?? '', '');
export const flag = <K extends Kind>(absent: 0 | 1, ...kinds: K[]) => scalar(kinds, (value) => toFlag(value, absent), absent);
/** An integer that must be one of `values` (a state). */
export const oneOf = <V extends number, K extends Kind>(values: readonly V[], ...kinds: K[]) =>
  scalar(kinds, (value) => {
    const n = toInt(value);
    return values.find((v) => v === n) ?? null;
  }, REQUIRED);

const atLeastOne = int('number');
const pageSize = int('number', 'string');
const paging = object<L['Paginator']>()({ total: int('number'), last_page: atLeastOne, current_page: atLeastOne, per_page: pageSize });
const DATA = 'data' satisfies keyof (L['Paginator'] & { data: unknown });

/** A Laravel paginator ({current_page, data, last_page, per_page, total, links…}) as the contract's page of `row`. */
export function paginator<O, I>(row: Field<O, I>): Field<{ data: O[]; total: number; last_page: number; current_page: number; per_page: number }, L['Paginator'] & { data: I[] }> {
  const rows = array(row);
  return {
    optional: false,
    read(value, at: At) {
      const meta = paging.read(value, at);
      const page = value as Record<typeof DATA, unknown>;
      return {
        data: rows.read(page[DATA], { operation: at.operation, path: at.path ? `${at.path}.${DATA}` : DATA }),
        total: meta.total,
        last_page: Math.max(1, meta.last_page),
        current_page: Math.max(1, meta.current_page),
        per_page: Math.max(1, meta.per_page),
      };
    },
  };
}
