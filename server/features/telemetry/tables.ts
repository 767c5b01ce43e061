// The collector's tables as the store, the pruner and the summary read them: each aggregate's key (after its hour),
// its other columns, how many distinct keys an hour may hold, and what a row costs on disk.

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
/** How long the hourly aggregates are kept. */
export const AGGREGATE_DAYS = 30;
/** The start of `ms`'s hour (UTC), as the aggregates' `hour`. */
export const hourOf = (ms: number) => Math.floor(ms / HOUR_MS) * HOUR_MS;

export interface AggregateTable {
  name: string;
  /** The primary key after `hour`. */
  keys: readonly string[];
  /** The other columns. */
  values: readonly string[];
  /**
   * Distinct keys an hour may hold; the reports of any further key are counted in field_other_hourly under `kind`.
   * None where the contract and the collector's closed sets bound the keys already (a vital's route and metric, an
   * in-app browser).
   */
  cap?: { kind: OtherKind; rows: number };
}

export type OtherKind = 'failure' | 'error' | 'drift' | 'unsupported' | 'line';

export const VITALS: AggregateTable = { name: 'field_vitals_hourly', keys: ['route', 'name'], values: ['count', 'histogram'] };
export const FAILURES: AggregateTable = {
  name: 'field_failures_hourly',
  keys: ['operation', 'failure', 'status'],
  values: ['count', 'max_duration'],
  cap: { kind: 'failure', rows: 200 },
};
export const ERRORS: AggregateTable = {
  name: 'field_errors_hourly',
  keys: ['message', 'route', 'source'],
  values: ['count', 'stack'],
  cap: { kind: 'error', rows: 100 },
};
export const DRIFT: AggregateTable = {
  name: 'field_drift_hourly',
  keys: ['operation', 'field', 'problem'],
  values: ['count'],
  cap: { kind: 'drift', rows: 100 },
};
export const UNSUPPORTED: AggregateTable = {
  name: 'field_unsupported_hourly',
  keys: ['engine', 'major', 'reason', 'feature'],
  values: ['count'],
  cap: { kind: 'unsupported', rows: 100 },
};
/** The page lives in an app's own browser, per app: no cap, the contract's six apps are the keys. */
export const IN_APP: AggregateTable = { name: 'field_in_app_hourly', keys: ['browser'], values: ['count'] };
/** Each line's use, calls, failures and moves away (TelemetryLine): a made-up host past the cap is counted as other. */
export const LINES: AggregateTable = { name: 'field_lines_hourly', keys: ['line', 'event'], values: ['count'], cap: { kind: 'line', rows: 100 } };
/** The reports of keys past an hour's cap, per kind: "other messages", "other calls"... */
export const OTHERS: AggregateTable = { name: 'field_other_hourly', keys: ['kind'], values: ['count'] };

export const AGGREGATES: readonly AggregateTable[] = [VITALS, FAILURES, ERRORS, DRIFT, UNSUPPORTED, IN_APP, LINES, OTHERS];

/**
 * What a row costs beyond its columns' bytes: the record's header, its rowid, the integers, its cell in the page and
 * the pages' slack (measured with SQLite's dbstat on typical rows: within 15 % of the files' growth).
 */
const ROW_COST = 40;
const bytesOf = (column: string) => `length(CAST(${column} AS BLOB))`;

/** SQL for a row's bytes on disk, about: its key twice (the row and its primary key's index), its values once. */
export const rowBytes = (table: AggregateTable) =>
  `2 * (${table.keys.map(bytesOf).join(' + ')}) + ${table.values.map(bytesOf).join(' + ')} + ${ROW_COST}`;

/** A raw report's text columns: its page's tags, its kind and its JSON (its one index, on received_at, holds integers). */
const PAGE_TEXT = ['page_id', 'brand', 'dialect', 'version', 'language', 'connection'] as const;
/** The same for a raw report, in SQL (what a delete frees)... */
export const RAW_BYTES = `${[...PAGE_TEXT, 'kind', 'report'].map(bytesOf).join(' + ')} + ${ROW_COST}`;
/**
 * ...and as it is written, UTF-8 bytes as SQLite keeps them: the page's tags and the kind are ASCII (the contract's
 * patterns), so their length is their size; the JSON may hold any text.
 */
export const pageBytes = (tags: Record<(typeof PAGE_TEXT)[number], string>) => PAGE_TEXT.reduce((sum, column) => sum + tags[column].length, ROW_COST);
export const reportBytes = (kind: string, json: string) => kind.length + Buffer.byteLength(json);
