// The field reports as Prometheus metrics (GET /metrics, scrape.ts): what the operator's own Prometheus and Grafana
// read instead of /admin/field. Every label's values come from a closed list: the registry's routes and the contract's
// operations (sanitize.ts has already made anything else `other`), the contract's enums (kinds, failure categories,
// engines, reasons, browsers: the schema refuses any other), the repository's brands and the site's lines (their hosts,
// and self). However many made-up routes, brands or hosts are sent, the series stay those lists' product.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { brandIds } from '../../../brands/load';
import type { Line } from '../../../brands/types';
import type { Contract } from '../../contract/load';
import { bucketEdge, type Metric } from './histogram';
import { OTHER } from './sanitize';
import type { Batch } from './store';

/** Every 6th of the page's buckets (histogram.ts: 4 % apart), so 27 % apart: within a bucket of the page's p75, in ~50 series. */
const EVERY = 6;
/** The last finite edge: a minute for the timings, 2 for CLS (a value past it counts in +Inf). */
const TOP_MS = 60_000;
const TOP_CLS = 2;

/** The page's bucket edges, every EVERY-th, up to `top`; in `unit`s of the metric's own (seconds: 1000 ms). */
function edges(metric: Metric, top: number, unit: number): number[] {
  const out: number[] = [];
  for (let bucket = 0; bucketEdge(metric, bucket) <= top; bucket += EVERY) out.push(bucketEdge(metric, bucket) / unit);
  return out;
}

/**
 * The process beside the reports (processor, memory, event loop lag): what a monitoring team reads first of a service.
 * One set per process, made at the first scrape: its event loop monitor, once started, runs for the process's life
 * (the tests build many servers in one process).
 */
let processMetrics: Registry | null = null;
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}

/** What GET /metrics answers: the server's field metrics and the process's, in Prometheus's text format. */
export function exposition(registry: Registry): Promise<string> {
  return Registry.merge([registry, processRegistry()]).metrics();
}

export interface FieldMetrics {
  /** The server's own (tests build several servers in one process, each with its counts). */
  registry: Registry;
  /** Counts an accepted batch's reports (sanitised: its labels already closed). */
  take(batch: Batch): void;
  /** Counts log records by what became of them on the way to the OTLP endpoint. */
  otlp(outcome: 'exported' | 'failed' | 'dropped', records: number): void;
  /** Whether the OTLP export's worker is running (1) or has stopped on its own (0): an alert's gauge. */
  otlpExportUp(up: boolean): void;
}

/** A drift's operation comes as "METHOD /path" or as its operationId (sanitize.ts keeps either): one label per operation. */
function driftLabels(contract: Contract): (operation: string) => string {
  const byId = new Map(contract.operations.map((op) => [op.operationId, `${op.method} ${op.path}`]));
  return (operation) => byId.get(operation) ?? operation;
}

/** The hosts of the site's lines (server/base/lines.ts), as a phone names them in its reports; self is the page's own. */
export const lineHosts = (lines: readonly Line[]): string[] => ['self', ...lines.filter((line) => line.api).map((line) => new URL(line.api).host)];

export function createFieldMetrics(contract: Contract, lines: readonly Line[] = []): FieldMetrics {
  const registry = new Registry();
  const hosts = new Set(lineHosts(lines));
  const lineOf = (host: string) => (hosts.has(host) ? host : OTHER);
  const driftLabel = driftLabels(contract);
  const brands = new Set(brandIds());
  const brandOf = (batch: Batch) => (brands.has(batch.page.brand) ? batch.page.brand : OTHER);
  const registers = [registry];
  const reports = new Counter({ name: 'field_reports_total', help: 'Field reports accepted, by kind (a merged report counts as many as it holds).', labelNames: ['brand', 'kind'], registers });
  const timings = new Histogram({
    name: 'field_vital_seconds',
    help: "Web vitals measured in time (LCP, INP, FCP, TTFB) per route, in the buckets of /admin/field's (every 6th).",
    labelNames: ['brand', 'route', 'metric'],
    buckets: edges('LCP', TOP_MS, 1000),
    registers,
  });
  const cls = new Histogram({
    name: 'field_cls',
    help: "Cumulative layout shift per route visit, per route, in the buckets of /admin/field's (every 6th).",
    labelNames: ['brand', 'route'],
    buckets: edges('CLS', TOP_CLS, 1),
    registers,
  });
  const failures = new Counter({ name: 'field_failed_calls_total', help: "Failed calls per contract operation (its path) and failure category.", labelNames: ['brand', 'operation', 'failure'], registers });
  const errors = new Counter({ name: 'field_page_errors_total', help: 'Errors on the page per route and source (uncaught, rejection, boundary).', labelNames: ['brand', 'route', 'source'], registers });
  const drift = new Counter({ name: 'field_contract_drift_total', help: "Fields a dialect's decoder filled in or corrected, per operation and problem.", labelNames: ['brand', 'operation', 'problem'], registers });
  const turnedAway = new Counter({ name: 'field_turned_away_visits_total', help: 'Visits the upgrade notice turned away, per engine and reason.', labelNames: ['brand', 'engine', 'reason'], registers });
  const inApp = new Counter({ name: 'field_in_app_visits_total', help: "Page lives in an app's own browser, per app.", labelNames: ['brand', 'browser'], registers });
  const lineEvents = new Counter({
    name: 'field_line_events_total',
    help: 'Lines (the API origins a phone moves between when one is blocked): page lives that used one, calls sent on it, calls that got no answer or a page that is not the back end there, and page lives that moved away from it.',
    labelNames: ['brand', 'line', 'event'],
    registers,
  });
  const otlp = new Counter({
    name: 'field_otlp_log_records_total',
    help: 'Log records for the OTLP endpoint: exported, failed (after the retries OTLP allows) or dropped (the queue full).',
    labelNames: ['outcome'],
    registers,
  });
  // Made only with the export set (OTLP_LOGS_ENDPOINT): a server without it has no such series to alert on.
  let exportUp: Gauge | null = null;

  return {
    registry,
    take(batch) {
      const brand = brandOf(batch);
      for (const report of batch.reports) {
        const count = 'count' in report ? report.count : 1;
        reports.inc({ brand, kind: report.kind }, count);
        switch (report.kind) {
          case 'vital':
            if (report.name === 'CLS') cls.observe({ brand, route: report.route }, report.value);
            else timings.observe({ brand, route: report.route, metric: report.name }, report.value / 1000);
            break;
          case 'failure':
            failures.inc({ brand, operation: report.operation, failure: report.failure }, count);
            break;
          case 'error':
            errors.inc({ brand, route: report.route, source: report.source }, count);
            break;
          case 'drift':
            drift.inc({ brand, operation: driftLabel(report.operation), problem: report.problem }, count);
            break;
          case 'unsupported':
            turnedAway.inc({ brand, engine: report.engine, reason: report.reason }, count);
            break;
          case 'inApp':
            inApp.inc({ brand, browser: report.browser }, count);
            break;
          case 'line':
            lineEvents.inc({ brand, line: lineOf(report.line), event: report.event }, count);
            break;
        }
      }
    },
    otlp: (outcome, records) => otlp.inc({ outcome }, records),
    otlpExportUp(up) {
      exportUp ??= new Gauge({
        name: 'field_otlp_export_up',
        help: "1 while the OTLP log export's worker runs; 0 once it has stopped on its own (its records dropped until the server restarts).",
        registers,
      });
      exportUp.set(up ? 1 : 0);
    },
  };
}
