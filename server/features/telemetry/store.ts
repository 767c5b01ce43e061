// Where taken batches go: queued in memory and written every 250 ms in one transaction (the raw rows, unless the store
// is at its budget, and the hourly aggregates), so a request only validates and queues (the ingest's p99 is not
// SQLite's). A write that fails (the database locked by another connection, a full disk) never ends the process: its
// reports wait and are tried again, WRITE_TRIES times in all, then dropped, counted and logged; /healthz says the
// collector is degraded until a write succeeds again.
import type { components } from '../../../core/schema';
import type { Db } from '../../base/db/open';
import { preparedOnce } from '../../base/db/statements';
import { writeAggregates } from './aggregates';
import { briefly } from './briefly';
import { pageBytes, reportBytes } from './tables';
import { createUpkeep } from './upkeep';

export type Batch = components['schemas']['TelemetryBatch'];

/** Past this many queued reports a batch writes them at once rather than waiting for the next flush. */
const FLUSH_AT = 5_000;
/** Past this many waiting (writes failing), a batch is dropped as it comes: memory stays bounded. */
const MAX_QUEUED = 50_000;
/** Tries of a write before its reports are dropped, the pause after a failed one doubling from RETRY_FIRST_MS. */
const WRITE_TRIES = 4;
const RETRY_FIRST_MS = 250;

export interface CollectorHealth {
  /** degraded: the last write failed (its reports wait to be tried again, or were dropped). */
  state: 'ok' | 'degraded';
  /** Reports waiting to be written. */
  queued: number;
  /** Since start: writes that failed, reports dropped (never written), reports whose raw row the full store did not keep. */
  failedWrites: number;
  lostReports: number;
  unkeptRaw: number;
  /** What the tables hold (about), and the budget (TELEMETRY_MAX_MB; 0: none). */
  storeBytes: number;
  maxBytes: number;
}

export interface FieldStore {
  /** Queues a validated batch received at `at` (ms). */
  take(batch: Batch, at: number): void;
  /** Writes what is queued (the summary calls it first, so it reads every report taken). */
  flush(): void;
  /** Prunes what `now` (ms) puts past retention, and the oldest while over budget, in slices. */
  prune(now: number): Promise<void>;
  health(): CollectorHealth;
}

interface Queued {
  batch: Batch;
  at: number;
  tries: number;
}

type Log = { error(details: object, message: string): void };

const reportsOf = (batch: Batch) => batch.reports.reduce((sum, report) => sum + ('count' in report ? report.count : 1), 0);
const reportsIn = (queued: readonly Queued[]) => queued.reduce((sum, entry) => sum + reportsOf(entry.batch), 0);

export function createFieldStore(db: Db, limits: { retentionDays: number; maxBytes: number }, log: Log): FieldStore {
  let queue: Queued[] = [];
  let queuedReports = 0;
  let retryAt = 0;
  let overflowing = false;
  const health: CollectorHealth = { state: 'ok', queued: 0, failedWrites: 0, lostReports: 0, unkeptRaw: 0, storeBytes: 0, maxBytes: limits.maxBytes };
  const upkeep = createUpkeep(db, limits, (err) => log.error({ err }, 'field reports: pruning failed (tried again with the next write)'));
  const insert = preparedOnce(
    db,
    `INSERT INTO field_reports (received_at, page_id, brand, dialect, version, language, connection, kind, report)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  /** Writes the raw rows (unless `keepRaw` is false) and the aggregates; answers the raw rows' bytes and the hours touched. */
  const write = db.transaction((queued: Queued[], keepRaw: boolean) => {
    let bytes = 0;
    if (keepRaw) {
      for (const { batch, at } of queued) {
        const { id, brand, dialect, version, language, connection } = batch.page;
        const perRow = pageBytes({ page_id: id, brand, dialect, version, language, connection });
        for (const kept of batch.reports) {
          const report = JSON.stringify(kept);
          insert.run(at, id, brand, dialect, version, language, connection, kept.kind, report);
          bytes += perRow + reportBytes(kept.kind, report);
        }
      }
    }
    return { bytes, hours: writeAggregates(db, queued) };
  });

  function failed(queued: Queued[], err: unknown): void {
    health.failedWrites += 1;
    health.state = 'degraded';
    for (const entry of queued) entry.tries += 1;
    const dropped = queued.filter((entry) => entry.tries >= WRITE_TRIES);
    const again = queued.filter((entry) => entry.tries < WRITE_TRIES);
    const lost = reportsIn(dropped);
    health.lostReports += lost;
    log.error({ err, reports: reportsIn(queued), dropped: lost }, `field reports: a write failed${lost ? `; ${lost} reports dropped after ${WRITE_TRIES} tries` : '; tried again'}`);
    queue = [...again, ...queue];
    queuedReports += reportsIn(again);
    // Those tried again wait, longer after each failure; with none left, a new batch is tried at once.
    retryAt = again.length ? Date.now() + RETRY_FIRST_MS * 2 ** (Math.max(...again.map((entry) => entry.tries)) - 1) : 0;
  }

  const store: FieldStore = {
    take(batch, at) {
      const reports = reportsOf(batch);
      if (queuedReports + reports > MAX_QUEUED) {
        health.lostReports += reports;
        if (!overflowing) log.error({ queued: queuedReports }, 'field reports: the queue is full (writes failing); new batches are dropped');
        overflowing = true;
        return;
      }
      overflowing = false;
      queue.push({ batch, at, tries: 0 });
      queuedReports += reports;
      if (queuedReports >= FLUSH_AT) store.flush();
    },
    flush() {
      if (queue.length === 0 || Date.now() < retryAt) return;
      const queued = queue;
      queue = [];
      queuedReports = 0;
      const keepRaw = !upkeep.full();
      let written: { bytes: number; hours: Set<number> };
      try {
        written = briefly(db, () => write(queued, keepRaw));
      } catch (err) {
        failed(queued, err);
        return;
      }
      health.state = 'ok';
      retryAt = 0;
      if (!keepRaw) health.unkeptRaw += reportsIn(queued);
      try {
        upkeep.wrote(written.bytes, written.hours);
      } catch (err) {
        log.error({ err }, 'field reports: written, but their size could not be counted');
      }
    },
    prune(now) {
      store.flush();
      return upkeep.prune(now);
    },
    health: () => ({ ...health, queued: queuedReports, storeBytes: upkeep.bytes() }),
  };
  return store;
}
