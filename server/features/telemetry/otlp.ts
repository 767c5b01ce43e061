// The field reports as OpenTelemetry log records, posted to OTLP_LOGS_ENDPOINT (OTLP/HTTP, JSON) by the official SDK:
// each accepted error, failed call, drift and turned-away visit, already sanitised (sanitize.ts: closed sets, scrubbed
// text) and its user agent scrubbed the same way, so nothing leaves that the store would not keep.
//
// The export runs in a worker thread (otlpWorker.ts): making the records (about 12 µs each), the garbage they leave
// while an endpoint is down, the SDK's JSON and its retries all cost the processor, and on the thread that answers
// requests they showed in the ingest's p99 (docs/performance.md). This side only counts a batch's records, bounds the
// queue (a record past it is dropped and counted rather than held), holds the batches, and posts them to the worker
// every 100 ms; the worker posts back what the metrics and the log need. The exporter retries as OTLP says (429, 502,
// 503, 504, and a lost connection), with backoff, within its timeout; what still fails is counted and logged, never
// thrown at the ingest.
import { Worker } from 'node:worker_threads';
import { brandIds } from '../../../brands/load';
import type { Sender } from './ingest';
import type { FieldMetrics } from './metrics';
import { EXPORTED, type FromWorker, type HeldBatch, type ToWorker, type WorkerSetup } from './otlpMessages';
import { OTHER } from './sanitize';
import type { Batch } from './store';

/** Records waiting for export, all brands together: past it a record is dropped (and counted), memory stays bounded. */
export const MAX_QUEUED_RECORDS = 10_000;
/** How often held batches go to the worker: one message for all of them, and the request only holds its batch. */
const EMIT_EVERY_MS = 100;
/**
 * How long the server's close waits for the worker to export what it holds: an endpoint that is down or never answers
 * would hold it for the exporter's 10 s timeout, past many a stop's grace period. Then the worker is ended.
 */
const SHUTDOWN_MS = 2_000;
/** The worker's own module (TypeScript, as the server runs: through tsx's loader, startWorker). */
const WORKER_ENTRY = new URL('./otlpWorker.ts', import.meta.url);

export interface OtlpLogs {
  take(batch: Batch, at: number, from: Sender): void;
  /** Exports what is queued and stops (the server closing); resolves within SHUTDOWN_MS and a little. */
  shutdown(): Promise<void>;
}

type Log = { warn(details: object, message: string): void; error(details: object, message: string): void };

/**
 * Starts the worker with tsx's loader registered inside it, then its entry. Node 20 does not apply a loader passed as
 * the worker's `--import` to the worker's first module (Node 24 does), so a one-line stub registers it and imports the
 * entry; the loader is resolved from here, so the stub works from any working directory.
 */
function startWorker(entry: URL, setup: WorkerSetup): Worker {
  const loader = import.meta.resolve('tsx/esm/api');
  const stub = `import(${JSON.stringify(loader)}).then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(stub, { eval: true, workerData: setup });
}

const errorOf = (error: { name: string; message: string } | null) => error && Object.assign(new Error(error.message), { name: error.name });

/** `entry` is the worker's module; a test may give another (one that fails, say). */
export function createOtlpLogs(endpoint: string, metrics: FieldMetrics, log: Log, entry: URL = WORKER_ENTRY): OtlpLogs {
  /** Records held here or in the worker's SDK queue, not yet handed to the exporter: what MAX_QUEUED_RECORDS bounds. */
  let queued = 0;
  /** Records in an export not yet finished (lost, and counted as dropped, if the worker stops). */
  let exporting = 0;
  /** Whether the last export failed: the log tells only the first failure of a run. */
  let failing = false;
  let held: HeldBatch[] = [];
  let timer: NodeJS.Timeout | null = null;
  let closed: Promise<void> | null = null;
  /** Called when the worker says it has shut its providers, or has stopped. */
  let onShut: (() => void) | null = null;
  let failure: Error | null = null;

  let worker: Worker | null = startWorker(entry, { endpoint, brands: brandIds(), fallback: OTHER, maxQueued: MAX_QUEUED_RECORDS });
  // The export alone keeps no process alive; the server's close ends it (shutdown).
  worker.unref();
  metrics.otlpExportUp(true);
  const send = (message: ToWorker) => worker?.postMessage(message);

  worker.on('message', (message: FromWorker) => {
    switch (message.type) {
      case 'handed':
        queued = Math.max(0, queued - message.records);
        exporting += message.records;
        break;
      case 'exported':
        exporting = Math.max(0, exporting - message.records);
        metrics.otlp('exported', message.records);
        failing = false;
        break;
      case 'failed':
        exporting = Math.max(0, exporting - message.records);
        metrics.otlp('failed', message.records);
        if (!failing) log.warn({ err: errorOf(message.error), records: message.records }, 'field reports: the OTLP log export failed (counted in field_otlp_log_records_total)');
        failing = true;
        break;
      case 'shut':
        onShut?.();
        break;
    }
  });
  worker.on('error', (error) => {
    failure = error;
  });
  // A worker that stops on its own (a bug in it or the SDK, its memory) is not started again: what stopped it would
  // likely stop the next one too, and each start costs this thread. Its records and all that follow are dropped and
  // counted, and the log says so once; the ingest goes on as without the export.
  worker.on('exit', (code) => {
    worker = null;
    onShut?.();
    if (closed) return;
    metrics.otlpExportUp(false);
    const lost = queued + exporting;
    queued = 0;
    exporting = 0;
    held = [];
    if (timer) clearTimeout(timer);
    timer = null;
    if (lost) metrics.otlp('dropped', lost);
    log.error({ err: failure, code, dropped: lost }, 'field reports: the OTLP export worker stopped; its records and all that follow are dropped (field_otlp_log_records_total{outcome="dropped"}) until the server restarts');
  });

  function postHeld(): void {
    timer = null;
    if (held.length === 0) return;
    const batches = held;
    held = [];
    send({ type: 'batches', batches });
  }

  async function close(): Promise<void> {
    if (timer) clearTimeout(timer);
    postHeld();
    const running = worker;
    if (!running) return;
    await new Promise<void>((resolve) => {
      const bound = setTimeout(resolve, SHUTDOWN_MS);
      onShut = () => {
        clearTimeout(bound);
        resolve();
      };
      send({ type: 'shutdown' });
    });
    await running.terminate();
  }

  return {
    take(batch, at, from) {
      let records = 0;
      for (const report of batch.reports) if (EXPORTED.has(report.kind)) records += 1;
      if (records === 0) return;
      if (!worker || closed || queued + records > MAX_QUEUED_RECORDS) {
        metrics.otlp('dropped', records);
        return;
      }
      queued += records;
      // Only what becomes records crosses to the worker (the structured clone is this thread's work).
      const reports = records === batch.reports.length ? batch.reports : batch.reports.filter((report) => EXPORTED.has(report.kind));
      held.push({ page: batch.page, reports, at, userAgent: from.userAgent });
      timer ??= setTimeout(postHeld, EMIT_EVERY_MS);
    },
    shutdown() {
      closed ??= close();
      return closed;
    },
  };
}
