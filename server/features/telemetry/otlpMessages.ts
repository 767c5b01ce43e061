// What the request's thread (otlp.ts) and the OTLP export worker (otlpWorker.ts) say to each other. Only plain data
// crosses (structured clone): the held batches one way, counts the other, so the request's thread keeps its metrics
// and its log without loading the OpenTelemetry SDK.
import type { Batch } from './store';

export type Report = Batch['reports'][number];

/** The kinds exported as log records (otlpRecords.ts); vitals, in-app visits and lines are the metrics'. */
export const EXPORTED: ReadonlySet<Report['kind']> = new Set(['error', 'failure', 'drift', 'unsupported']);

/** An accepted batch as held for the worker: only its reports that become records, and the user agent as sent. */
export interface HeldBatch {
  page: Batch['page'];
  reports: Report[];
  at: number;
  userAgent: string;
}

/** The worker's workerData. */
export interface WorkerSetup {
  endpoint: string;
  /** The brands with a service of their own (service.name); any other is `fallback`. */
  brands: string[];
  fallback: string;
  /** Each brand's SDK queue: the request's thread bounds them all together to this, so the SDK never drops one. */
  maxQueued: number;
}

export type ToWorker = { type: 'batches'; batches: HeldBatch[] } | { type: 'shutdown' };

export type FromWorker =
  /** Records handed to the exporter: no longer queued. */
  | { type: 'handed'; records: number }
  | { type: 'exported'; records: number }
  /** An export that failed after the retries OTLP allows; the error as text (an Error's prototype does not cross). */
  | { type: 'failed'; records: number; error: { name: string; message: string } | null }
  /** Its providers have exported what they held and stopped. */
  | { type: 'shut' };
