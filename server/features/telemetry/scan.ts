// Reading a period's aggregates without holding the event loop: a table's rows page by page in the order of its
// primary key (hour first), each page one short statement (a statement cannot pause halfway: an open one would keep the
// connection from every other request), the pages in slices (steps.ts). Rows written meanwhile are read or not, never
// twice. Then the groups they fold into, cut to the first few in slices too (a sort of 100,000 would stall as well),
// and those few groups' rows read again by rowid for what only they need (histograms, statuses).
import type { Db } from '../../base/db/open';
import { preparedOnce } from '../../base/db/statements';
import { eachInSteps, inSteps } from './steps';
import type { AggregateTable } from './tables';

const PAGE_ROWS = 500;

export interface Span {
  /** The first and last hours of the period (ms), both included. */
  first: number;
  last: number;
}

/** Each row of `table` in `span` (its key's columns and `columns`) through `visit`. */
export async function eachRowOf<Row>(db: Db, table: AggregateTable, columns: readonly string[], span: Span, visit: (row: Row) => void): Promise<void> {
  const key = ['hour', ...table.keys];
  const selected = [...new Set([...key, ...columns])];
  const page = preparedOnce(
    db,
    // The key's range alone bounds the index search: a separate lower bound on the hour would make SQLite read every
    // row of the period up to the cursor on each page.
    `SELECT ${selected.join(', ')} FROM ${table.name} WHERE (${key.join(', ')}) > (${key.map(() => '?').join(', ')}) AND hour <= ?
     ORDER BY ${key.join(', ')} LIMIT ${PAGE_ROWS}`,
  );
  // Before the period's first row whatever the rest of its key (half an hour less: the hour alone decides).
  let after: unknown[] = [span.first - 0.5, ...table.keys.map(() => '')];
  await inSteps(() => {
    const rows = page.all(...after, span.last) as Record<string, unknown>[];
    for (const row of rows) visit(row as Row);
    const last = rows.at(-1);
    if (!last || rows.length < PAGE_ROWS) return false;
    after = key.map((column) => last[column]);
    return true;
  });
}

/** The rows of `table` with these rowids (`columns` of each) through `visit`: a list's first groups read again. */
export async function eachRowById<Row>(db: Db, table: AggregateTable, columns: readonly string[], ids: readonly number[], visit: (row: Row) => void): Promise<void> {
  const page = preparedOnce(db, `SELECT ${columns.join(', ')} FROM ${table.name} WHERE rowid IN (SELECT value FROM json_each(?))`);
  let at = 0;
  await inSteps(() => {
    if (at >= ids.length) return false;
    for (const row of page.all(JSON.stringify(ids.slice(at, (at += PAGE_ROWS))))) visit(row as Row);
    return at < ids.length;
  });
}

/** Rows left out of a list, and the reports they hold (with those counted as other at ingest). */
export interface Rest {
  rows: number;
  count: number;
}

/** The first `n` of `items` in `order`. */
export async function firstOf<T>(items: Iterable<T>, n: number, order: (a: T, b: T) => number): Promise<T[]> {
  const kept: T[] = [];
  await eachInSteps(items, (item) => {
    kept.push(item);
    if (kept.length >= 4 * n + 64) kept.sort(order).splice(n);
  });
  return kept.sort(order).slice(0, n);
}

/** Groups of rows with their counts: the first `n` by `order`, and what the rest leave out. */
export async function topGroups<G extends { count: number }>(groups: Map<string, G>, total: number, n: number, order: (a: G, b: G) => number): Promise<{ top: G[]; rest: Rest }> {
  const top = await firstOf(groups.values(), n, order);
  const shown = top.reduce((sum, group) => sum + group.count, 0);
  return { top, rest: { rows: groups.size - top.length, count: total - shown } };
}

/** Plain (binary) order of two texts, as SQLite's: localeCompare is too slow to run a hundred thousand times. */
export const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
