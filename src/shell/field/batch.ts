// The reports waiting to be sent: duplicates merged into counts (vitals aside: each is a sample), at most 32 KB of
// JSON (the collector refuses more).
import type { components } from '../../../core/schema';

export type Report = components['schemas']['TelemetryReport'];
export type PageTags = components['schemas']['TelemetryBatch']['page'];
export type Metric = components['schemas']['TelemetryMetric'];

/** The collector's limit (server/features/telemetry/ingest.ts) and the contract's most reports in a batch. */
export const MAX_BATCH_BYTES = 32 * 1024;
export const MAX_BATCH_REPORTS = 500;
/** Room for counts growing by a digit or two as duplicates merge. */
const SLACK_BYTES = 256;

const encoder = new TextEncoder();
const bytesOf = (value: unknown) => encoder.encode(JSON.stringify(value)).length;

/** Each vital is a sample of its own (a page life's first load, a route's visit): never merged. */
let vitals = 0;

/** Reports that say the same thing (the count and a failure's duration aside) merge. */
function keyOf(report: Report): string {
  switch (report.kind) {
    case 'vital':
      return `vital ${(vitals += 1)}`;
    case 'error':
      return `error ${report.route} ${report.source} ${report.message} ${report.stack ?? ''}`;
    case 'failure':
      return `failure ${report.route} ${report.operation} ${report.failure} ${report.status} ${report.line ?? ''}`;
    case 'drift':
      return `drift ${report.operation} ${report.field} ${report.problem}`;
    case 'unsupported': // sent by the upgrade notice (vite/gate/notice.js), never by the app's reporter
      return `unsupported ${report.engine} ${report.major} ${report.reason} ${report.feature ?? ''}`;
    case 'inApp':
      return `inApp ${report.browser}`;
    case 'line':
      return `line ${report.line} ${report.event}`;
  }
}

export class ReportBatch {
  private reports = new Map<string, Report>();
  private bytes: number;
  private readonly emptyBytes: number;

  constructor(private readonly page: PageTags) {
    this.emptyBytes = bytesOf({ page, reports: [] });
    this.bytes = this.emptyBytes;
  }

  get size(): number {
    return this.reports.size;
  }

  /** Adds or merges a report; false when it would not fit (send this batch first, then add it again). */
  add(report: Report): boolean {
    const key = keyOf(report);
    const same = this.reports.get(key);
    if (same && 'count' in same && 'count' in report) {
      same.count += report.count;
      if (same.kind === 'failure' && report.kind === 'failure') same.duration = Math.max(same.duration, report.duration);
      return true;
    }
    const bytes = bytesOf(report) + 1;
    if (this.reports.size >= MAX_BATCH_REPORTS || this.bytes + bytes > MAX_BATCH_BYTES - SLACK_BYTES) return false;
    this.reports.set(key, { ...report });
    this.bytes += bytes;
    return true;
  }

  /** The batch's body, and an empty batch from then on; null when there is nothing to send. */
  take(): string | null {
    if (this.reports.size === 0) return null;
    const body = JSON.stringify({ page: this.page, reports: [...this.reports.values()] });
    this.reports = new Map();
    this.bytes = this.emptyBytes;
    return body;
  }
}
