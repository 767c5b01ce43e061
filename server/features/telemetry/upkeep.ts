// The store's size and its pruning: raw reports past their retention, aggregates past 30 days, and, while the tables
// hold more than TELEMETRY_MAX_MB, the oldest first (raw reports, then the oldest hours of aggregates) down to 90 % of
// it. Each step deletes a few hundred rows; the steps run in slices (steps.ts), never one long DELETE on the event
// loop. The size is counted as rows are written and deleted (tables.ts says what a row costs), never read from the
// file: a freed page is reused by the next rows, so the file holds at about the budget.
import type { Db } from '../../base/db/open';
import { preparedOnce } from '../../base/db/statements';
import { briefly } from './briefly';
import { inSteps } from './steps';
import { AGGREGATE_DAYS, AGGREGATES, DAY_MS, hourOf, RAW_BYTES, rowBytes } from './tables';

/** Rows one step deletes. */
const CHUNK = 500;
/** Pruning for size stops at this share of the budget, so it does not start again with the next write. */
const LOW_WATER = 0.9;

export interface Upkeep {
  /** What the tables hold, in bytes (about). */
  bytes(): number;
  /** At the budget: raw reports are then not kept (their aggregates are) until pruning has made room. */
  full(): boolean;
  /** After a write: its raw rows' bytes and the hours it touched, counted; pruning starts when over budget. */
  wrote(rawBytes: number, hours: Iterable<number>): void;
  /** Prunes what `now` puts past retention, and the oldest while over budget; resolves once done. */
  prune(now?: number): Promise<void>;
}

export function createUpkeep(db: Db, limits: { retentionDays: number; maxBytes: number }, onError: (error: unknown) => void): Upkeep {
  const maxBytes = limits.maxBytes > 0 ? limits.maxBytes : Infinity;
  const hourOfTable = AGGREGATES.map((table) => preparedOnce(db, `SELECT COALESCE(SUM(${rowBytes(table)}), 0) AS n FROM ${table.name} WHERE hour = ?`));
  let raw = (db.prepare(`SELECT COALESCE(SUM(${RAW_BYTES}), 0) AS n FROM field_reports`).get() as { n: number }).n;
  const hours = new Map<number, number>();
  for (const table of AGGREGATES) {
    for (const row of db.prepare(`SELECT hour, SUM(${rowBytes(table)}) AS n FROM ${table.name} GROUP BY hour`).all() as { hour: number; n: number }[]) {
      hours.set(row.hour, (hours.get(row.hour) ?? 0) + row.n);
    }
  }
  let aggregates = [...hours.values()].reduce((sum, n) => sum + n, 0);
  const bytes = () => raw + aggregates;

  const forget = (hour: number, n: number) => {
    const left = (hours.get(hour) ?? 0) - n;
    if (left > 0) hours.set(hour, left);
    else hours.delete(hour);
    aggregates -= n;
  };
  /** Deletes up to CHUNK raw rows `which` selects; answers how many. */
  const deleteRaw = (which: string, ...params: number[]) => {
    const rows = preparedOnce(db, `DELETE FROM field_reports WHERE id IN (SELECT id FROM field_reports ${which} LIMIT ${CHUNK}) RETURNING ${RAW_BYTES} AS n`).all(...params) as { n: number }[];
    raw = Math.max(0, raw - rows.reduce((sum, row) => sum + row.n, 0));
    return rows.length;
  };
  /** Deletes up to CHUNK rows of each aggregate `which` selects (by hour); answers how many in all. */
  const deleteAggregates = (which: string, hour: number) =>
    AGGREGATES.reduce((deleted, table) => {
      const sql = `DELETE FROM ${table.name} WHERE rowid IN (SELECT rowid FROM ${table.name} WHERE ${which} LIMIT ${CHUNK}) RETURNING hour, ${rowBytes(table)} AS n`;
      const rows = preparedOnce(db, sql).all(hour) as { hour: number; n: number }[];
      for (const row of rows) forget(row.hour, row.n);
      return deleted + rows.length;
    }, 0);

  let rawCutoff = -Infinity;
  let aggregateCutoff = -Infinity;
  let trimming = false;
  /** One step of what is to do; false when nothing is. */
  function step(): boolean {
    if (rawCutoff > -Infinity) {
      if (deleteRaw('WHERE received_at < ?', rawCutoff) > 0) return true;
      rawCutoff = -Infinity;
    }
    if (aggregateCutoff > -Infinity) {
      if (deleteAggregates('hour < ?', aggregateCutoff) > 0) return true;
      aggregateCutoff = -Infinity;
    }
    trimming = trimming ? bytes() > maxBytes * LOW_WATER : bytes() > maxBytes;
    if (!trimming) return false;
    if (raw > 0 && deleteRaw('ORDER BY id') > 0) return true;
    raw = 0;
    const oldest = Math.min(...hours.keys());
    if (!Number.isFinite(oldest)) return (trimming = false);
    if (deleteAggregates('hour = ?', oldest) === 0) forget(oldest, hours.get(oldest) ?? 0);
    return true;
  }

  let running: Promise<void> | null = null;
  const run = (): Promise<void> =>
    (running ??= inSteps(() => briefly(db, step))
      .catch(onError)
      .finally(() => {
        running = null;
      }));

  return {
    bytes,
    full: () => bytes() >= maxBytes,
    wrote(rawBytes, touched) {
      raw += rawBytes;
      for (const hour of touched) {
        const now = hourOfTable.reduce((sum, statement) => sum + (statement.get(hour) as { n: number }).n, 0);
        aggregates += now - (hours.get(hour) ?? 0);
        hours.set(hour, now);
      }
      if (bytes() > maxBytes) void run();
    },
    prune(now) {
      if (now !== undefined) {
        rawCutoff = now - limits.retentionDays * DAY_MS;
        aggregateCutoff = hourOf(now - AGGREGATE_DAYS * DAY_MS);
      }
      return run();
    },
  };
}
