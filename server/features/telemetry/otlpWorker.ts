// The OTLP export worker (a worker thread started by otlp.ts): everything of the export that costs the processor, away
// from the thread that answers requests. It takes the held batches into its backlog (otlpBacklog.ts), scrubs their user
// agents, makes the log records as fast as the exporter takes them (one LoggerProvider per brand: service.name is a
// resource attribute), and the SDK's batch processor exports them with the OTLP exporter and its retries. It posts
// back what the request's thread counts: records handed to the exporter (no longer queued), exported, failed.
import { parentPort, workerData } from 'node:worker_threads';
import type { Logger } from '@opentelemetry/api-logs';
import { ExportResultCode } from '@opentelemetry/core';
import { OTLPLogExporter } from '@opentelemetry/exporter-logs-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchLogRecordProcessor, LoggerProvider, type LogRecordExporter } from '@opentelemetry/sdk-logs';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { scrub } from '../../../core/privacy';
import type { FromWorker, HeldBatch, ToWorker, WorkerSetup } from './otlpMessages';
import { createBacklog } from './otlpBacklog';
import { pageAttributes, recordOf } from './otlpRecords';

const BATCH_RECORDS = 512;
const EXPORT_EVERY_MS = 1_000;
/** One export with its retries: the OTLP exporter stops retrying when the next try would pass it. */
const EXPORT_TIMEOUT_MS = 10_000;
/** Scrubbed user agents kept for reuse (phones share a few hundred), cleared whole past this many. */
const USER_AGENTS_KEPT = 1_000;
/** A user agent is kept to this length (a real one is well under it). */
const USER_AGENT_MAX = 300;

const port = parentPort;
if (!port) throw new Error('otlpWorker.ts runs as a worker thread, started by otlp.ts');
const setup = workerData as WorkerSetup;
const post = (message: FromWorker) => port.postMessage(message);

/** The exporter, telling the request's thread what each export took and made of its records. */
function countingExporter(inner: LogRecordExporter): LogRecordExporter {
  return {
    export(records, done) {
      post({ type: 'handed', records: records.length });
      backlog.handed(records.length);
      inner.export(records, (result) => {
        if (result.code === ExportResultCode.SUCCESS) post({ type: 'exported', records: records.length });
        else post({ type: 'failed', records: records.length, error: result.error ? { name: result.error.name, message: result.error.message } : null });
        done(result);
      });
    },
    shutdown: () => inner.shutdown(),
    forceFlush: () => inner.forceFlush(),
  };
}

const exporter = countingExporter(new OTLPLogExporter({ url: setup.endpoint, timeoutMillis: EXPORT_TIMEOUT_MS }));
const brands = new Set(setup.brands);
const providers = new Map<string, LoggerProvider>();
const loggers = new Map<string, Logger>();
function loggerFor(brand: string): Logger {
  const name = brands.has(brand) ? brand : setup.fallback;
  let logger = loggers.get(name);
  if (!logger) {
    const processor = new BatchLogRecordProcessor({
      exporter,
      maxQueueSize: setup.maxQueued,
      maxExportBatchSize: BATCH_RECORDS,
      scheduledDelayMillis: EXPORT_EVERY_MS,
      exportTimeoutMillis: EXPORT_TIMEOUT_MS,
    });
    const provider = new LoggerProvider({ resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: name }), processors: [processor] });
    providers.set(name, provider);
    logger = provider.getLogger('field-reports');
    loggers.set(name, logger);
  }
  return logger;
}

// Each brand's provider is made now, beside the server's start, not at its first record amid requests: the SDK's first
// use costs tens of milliseconds of this thread, which on 2 busy cores the request's thread feels too.
for (const brand of [...brands, setup.fallback]) loggerFor(brand);

const userAgents = new Map<string, string>();
function scrubbedAgent(userAgent: string): string {
  let kept = userAgents.get(userAgent);
  if (kept === undefined) {
    if (userAgents.size >= USER_AGENTS_KEPT) userAgents.clear();
    kept = scrub(userAgent, []).slice(0, USER_AGENT_MAX);
    userAgents.set(userAgent, kept);
  }
  return kept;
}

/** A batch's records, into its brand's logger; how many. */
function emit({ page, reports, at, userAgent }: HeldBatch): number {
  const common = pageAttributes(page, scrubbedAgent(userAgent));
  const logger = loggerFor(page.brand);
  let made = 0;
  for (const report of reports) {
    const record = recordOf(report);
    if (!record) continue;
    logger.emit({ eventName: record.event, timestamp: at, severityNumber: record.severity, body: record.body, attributes: { ...common, ...record.attributes } });
    made += 1;
  }
  return made;
}

// One export's worth made at a time: the SDK holds the next batch while the exporter sends (or retries) this one.
const backlog = createBacklog(emit, BATCH_RECORDS);

port.on('message', (message: ToWorker) => {
  switch (message.type) {
    case 'batches':
      backlog.add(message.batches);
      break;
    case 'shutdown':
      backlog.drain();
      // Each provider exports what it holds and stops; the request's thread bounds how long it waits for this.
      void Promise.allSettled([...providers.values()].map((provider) => provider.shutdown())).then(() => post({ type: 'shut' }));
      break;
  }
});
