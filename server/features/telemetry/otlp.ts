// The field reports as OpenTelemetry log records, posted to OTLP_LOGS_ENDPOINT (OTLP/HTTP, JSON) by the official SDK:
// each accepted error, failed call, drift and turned-away visit, already sanitised (sanitize.ts: closed sets, scrubbed
// text) and its user agent scrubbed the same way, so nothing leaves that the store would not keep. The request only
// holds the batch (its records are made and handed to the SDK every 100 ms, off the request, as making one costs about
// 12 µs; the SDK's batch processor exports on its own timer); the queue is bounded, and a record past it is dropped
// and counted rather than held. The exporter retries as OTLP says (429, 502, 503, 504, and a lost connection), with
// backoff, within its timeout; what still fails is counted and logged, never thrown at the ingest.
import { SeverityNumber, type Logger } from '@opentelemetry/api-logs';
import { ExportResultCode } from '@opentelemetry/core';
import { OTLPLogExporter } from '@opentelemetry/exporter-logs-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchLogRecordProcessor, LoggerProvider, type LogRecordExporter } from '@opentelemetry/sdk-logs';
import {
  ATTR_ERROR_TYPE,
  ATTR_EXCEPTION_MESSAGE,
  ATTR_EXCEPTION_STACKTRACE,
  ATTR_EXCEPTION_TYPE,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_SERVER_ADDRESS,
  ATTR_SERVICE_NAME,
  ATTR_URL_PATH,
  ATTR_USER_AGENT_ORIGINAL,
} from '@opentelemetry/semantic-conventions';
import { scrub } from '../../../core/privacy';
import { brandIds } from '../../../brands/load';
import type { Sender } from './ingest';
import type { FieldMetrics } from './metrics';
import { OTHER } from './sanitize';
import type { Batch } from './store';

type Report = Batch['reports'][number];
type Attributes = Record<string, string | number>;

/** Records waiting for export, all brands together: past it a record is dropped (and counted), memory stays bounded. */
export const MAX_QUEUED_RECORDS = 10_000;
const BATCH_RECORDS = 512;
/** How often held batches become records: the request only holds its batch. */
const EMIT_EVERY_MS = 100;
/** The kinds exported as records (recordOf); vitals and in-app visits are the metrics'. */
const EXPORTED: ReadonlySet<Report['kind']> = new Set(['error', 'failure', 'drift', 'unsupported']);
/** Scrubbed user agents kept for reuse (phones share a few hundred), cleared whole past this many. */
const USER_AGENTS_KEPT = 1_000;
const EXPORT_EVERY_MS = 1_000;
/** One export with its retries: the OTLP exporter stops retrying when the next try would pass it. */
const EXPORT_TIMEOUT_MS = 10_000;
/** A user agent is kept to this length (a real one is well under it). */
const USER_AGENT_MAX = 300;
/** `url.template` is OpenTelemetry's attribute for a call's templated path; still incubating, so not imported. */
const URL_TEMPLATE = 'url.template';

export interface OtlpLogs {
  take(batch: Batch, at: number, from: Sender): void;
  /** Exports what is queued and stops (the server closing). */
  shutdown(): Promise<void>;
}

type Log = { warn(details: object, message: string): void };

interface Held {
  batch: Batch;
  at: number;
  from: Sender;
}

/** A report as a log record's parts, or null for a kind not exported (vitals, in-app visits, lines: metrics say those). */
function recordOf(report: Report): { event: string; severity: SeverityNumber; body: string; attributes: Attributes } | null {
  switch (report.kind) {
    case 'error':
      return {
        event: 'field.error',
        severity: SeverityNumber.ERROR,
        body: report.message,
        attributes: {
          [ATTR_URL_PATH]: report.route,
          [ATTR_EXCEPTION_TYPE]: report.source,
          [ATTR_EXCEPTION_MESSAGE]: report.message,
          ...(report.stack && { [ATTR_EXCEPTION_STACKTRACE]: report.stack }),
          'field.count': report.count,
        },
      };
    case 'failure':
      return {
        event: 'field.failure',
        severity: SeverityNumber.WARN,
        body: `${report.operation} failed: ${report.failure}`,
        attributes: {
          [ATTR_URL_PATH]: report.route,
          [URL_TEMPLATE]: report.operation,
          [ATTR_ERROR_TYPE]: report.failure,
          ...(report.status > 0 && { [ATTR_HTTP_RESPONSE_STATUS_CODE]: report.status }),
          // The line it failed on: its host, or self for the page's own origin.
          ...(report.line && { [ATTR_SERVER_ADDRESS]: report.line }),
          'field.duration_ms': report.duration,
          'field.count': report.count,
        },
      };
    case 'drift':
      return {
        event: 'field.drift',
        severity: SeverityNumber.WARN,
        body: `${report.operation}: ${report.field} ${report.problem}`,
        attributes: { 'field.operation': report.operation, 'field.drift.field': report.field, 'field.drift.problem': report.problem, 'field.count': report.count },
      };
    case 'unsupported':
      return {
        event: 'field.turned_away',
        severity: SeverityNumber.INFO,
        body: `turned away: ${report.engine} ${report.major}, ${report.reason}${report.feature ? ` (${report.feature})` : ''}`,
        attributes: {
          'field.engine': report.engine,
          'field.engine.major': report.major,
          'field.reason': report.reason,
          ...(report.feature && { 'field.feature': report.feature }),
          'field.count': report.count,
        },
      };
    case 'vital':
    case 'inApp':
    case 'line':
      return null;
  }
}

/** The exporter, counting what each export made of its records (and telling the log when exports start failing). */
function countingExporter(inner: LogRecordExporter, handed: (records: number) => void, metrics: FieldMetrics, log: Log): LogRecordExporter {
  let failing = false;
  return {
    export(records, done) {
      handed(records.length);
      inner.export(records, (result) => {
        const ok = result.code === ExportResultCode.SUCCESS;
        metrics.otlp(ok ? 'exported' : 'failed', records.length);
        if (!ok && !failing) log.warn({ err: result.error, records: records.length }, 'field reports: the OTLP log export failed (counted in field_otlp_log_records_total)');
        failing = !ok;
        done(result);
      });
    },
    shutdown: () => inner.shutdown(),
    forceFlush: () => inner.forceFlush(),
  };
}

export function createOtlpLogs(endpoint: string, metrics: FieldMetrics, log: Log): OtlpLogs {
  /** Records held or in the SDK's queue, not yet handed to the exporter: what MAX_QUEUED_RECORDS bounds. */
  let queued = 0;
  const exporter = countingExporter(
    new OTLPLogExporter({ url: endpoint, timeoutMillis: EXPORT_TIMEOUT_MS }),
    (records) => (queued = Math.max(0, queued - records)),
    metrics,
    log,
  );
  // service.name is the brand, a resource attribute: one provider per brand of the repository's, and `other`.
  const brands = new Set(brandIds());
  const providers = new Map<string, LoggerProvider>();
  const loggers = new Map<string, Logger>();
  function loggerFor(brand: string): Logger {
    const name = brands.has(brand) ? brand : OTHER;
    let logger = loggers.get(name);
    if (!logger) {
      const processor = new BatchLogRecordProcessor({
        exporter,
        maxQueueSize: MAX_QUEUED_RECORDS,
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

  function emit({ batch, at, from }: Held): void {
    const { page } = batch;
    const common: Attributes = {
      [ATTR_USER_AGENT_ORIGINAL]: scrubbedAgent(from.userAgent),
      'field.dialect': page.dialect,
      'field.version': page.version,
      'field.language': page.language,
      'field.connection': page.connection,
    };
    const logger = loggerFor(page.brand);
    for (const report of batch.reports) {
      const record = recordOf(report);
      if (!record) continue;
      logger.emit({ eventName: record.event, timestamp: at, severityNumber: record.severity, body: record.body, attributes: { ...common, ...record.attributes } });
    }
  }

  let held: Held[] = [];
  let timer: NodeJS.Timeout | null = null;
  function emitHeld(): void {
    timer = null;
    const batches = held;
    held = [];
    for (const batch of batches) emit(batch);
  }

  return {
    take(batch, at, from) {
      let records = 0;
      for (const report of batch.reports) if (EXPORTED.has(report.kind)) records += 1;
      if (records === 0) return;
      if (queued + records > MAX_QUEUED_RECORDS) {
        metrics.otlp('dropped', records);
        return;
      }
      queued += records;
      held.push({ batch, at, from });
      timer ??= setTimeout(emitHeld, EMIT_EVERY_MS);
    },
    async shutdown() {
      if (timer) clearTimeout(timer);
      emitHeld();
      await Promise.allSettled([...providers.values()].map((provider) => provider.shutdown()));
    },
  };
}
