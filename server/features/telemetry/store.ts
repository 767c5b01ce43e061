// Where taken batches go: raw rows (for the retention period) and the hourly aggregates, written together once a
// second in one transaction, so a request only validates and queues (the ingest's p99 is not SQLite's).
import type { components } from '../../../core/schema';
import type { Db } from '../../base/db/open';
import { preparedOnce } from '../../base/db/statements';
import { addTo, bucketOf, type Histogram } from './histogram';

export type Batch = components['schemas']['TelemetryBatch'];
type Report = components['schemas']['TelemetryReport'];

export const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** How long the hourly aggregates are kept. */
export const AGGREGATE_DAYS = 30;
/** Past this many queued reports a batch writes them at once rather than waiting for the next second. */
const FLUSH_AT = 5_000;

export const hourOf = (ms: number) => Math.floor(ms / HOUR_MS) * HOUR_MS;

interface Queued {
  batch: Batch;
  at: number;
}

export interface FieldStore {
  /** Queues a validated batch received at `at` (ms). */
  take(batch: Batch, at: number): void;
  /** Writes what is queued (the summary calls it first, so it reads every report taken). */
  flush(): void;
  /** Deletes raw reports older than the retention and aggregates older than 30 days, as of `now` (ms). */
  prune(now: number): void;
}

const countOf = (report: Report) => ('count' in report ? report.count : 1);

function writeAggregates(db: Db, queued: Queued[]): void {
  const vitals = new Map<string, { hour: number; route: string; name: string; histogram: Histogram }>();
  const failure = preparedOnce(
    db,
    `INSERT INTO field_failures_hourly (hour, operation, failure, status, count, max_duration) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT DO UPDATE SET count = count + excluded.count, max_duration = max(max_duration, excluded.max_duration)`,
  );
  const error = preparedOnce(
    db,
    `INSERT INTO field_errors_hourly (hour, message, route, source, count, stack) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT DO UPDATE SET count = count + excluded.count, stack = excluded.stack`,
  );
  const drift = preparedOnce(
    db,
    `INSERT INTO field_drift_hourly (hour, operation, field, problem, count) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT DO UPDATE SET count = count + excluded.count`,
  );
  const unsupported = preparedOnce(
    db,
    `INSERT INTO field_unsupported_hourly (hour, engine, major, reason, feature, count) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT DO UPDATE SET count = count + excluded.count`,
  );
  for (const { batch, at } of queued) {
    const hour = hourOf(at);
    for (const report of batch.reports) {
      if (report.kind === 'vital') {
        const key = `${hour} ${report.route} ${report.name}`;
        let group = vitals.get(key);
        if (!group) vitals.set(key, (group = { hour, route: report.route, name: report.name, histogram: {} }));
        const bucket = bucketOf(report.name, report.value);
        group.histogram[bucket] = (group.histogram[bucket] ?? 0) + 1;
      } else if (report.kind === 'failure') {
        failure.run(hour, report.operation, report.failure, report.status, report.count, report.duration);
      } else if (report.kind === 'error') {
        error.run(hour, report.message, report.route, report.source, report.count, report.stack ?? '');
      } else if (report.kind === 'drift') {
        drift.run(hour, report.operation, report.field, report.problem, report.count);
      } else {
        unsupported.run(hour, report.engine, report.major, report.reason, report.feature ?? '', report.count);
      }
    }
  }
  const read = preparedOnce(db, 'SELECT histogram FROM field_vitals_hourly WHERE hour = ? AND route = ? AND name = ?');
  const write = preparedOnce(db, 'INSERT OR REPLACE INTO field_vitals_hourly (hour, route, name, count, histogram) VALUES (?, ?, ?, ?, ?)');
  for (const { hour, route, name, histogram } of vitals.values()) {
    const before = read.get(hour, route, name) as { histogram: string } | undefined;
    const merged = before ? addTo(JSON.parse(before.histogram) as Histogram, histogram) : histogram;
    write.run(hour, route, name, Object.values(merged).reduce((sum, n) => sum + n, 0), JSON.stringify(merged));
  }
}

export function createFieldStore(db: Db, retentionDays: number): FieldStore {
  let queue: Queued[] = [];
  let queuedReports = 0;
  const insert = preparedOnce(
    db,
    `INSERT INTO field_reports (received_at, page_id, brand, dialect, version, language, connection, kind, report)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const write = db.transaction((queued: Queued[]) => {
    for (const { batch, at } of queued) {
      const { id, brand, dialect, version, language, connection } = batch.page;
      for (const report of batch.reports) insert.run(at, id, brand, dialect, version, language, connection, report.kind, JSON.stringify(report));
    }
    writeAggregates(db, queued);
  });
  const store: FieldStore = {
    take(batch, at) {
      queue.push({ batch, at });
      queuedReports += batch.reports.reduce((sum, report) => sum + countOf(report), 0);
      if (queuedReports >= FLUSH_AT) store.flush();
    },
    flush() {
      if (queue.length === 0) return;
      const queued = queue;
      queue = [];
      queuedReports = 0;
      write(queued);
    },
    prune(now) {
      store.flush();
      preparedOnce(db, 'DELETE FROM field_reports WHERE received_at < ?').run(now - retentionDays * DAY_MS);
      const oldest = hourOf(now - AGGREGATE_DAYS * DAY_MS);
      for (const table of ['field_vitals_hourly', 'field_failures_hourly', 'field_errors_hourly', 'field_drift_hourly', 'field_unsupported_hourly']) {
        preparedOnce(db, `DELETE FROM ${table} WHERE hour < ?`).run(oldest);
      }
    },
  };
  return store;
}
