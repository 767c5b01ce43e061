// A field report as an OpenTelemetry log record's parts, with OpenTelemetry's attribute names where one exists (pure:
// the export worker, otlpWorker.ts, makes the records).
import { SeverityNumber } from '@opentelemetry/api-logs';
import {
  ATTR_ERROR_TYPE,
  ATTR_EXCEPTION_MESSAGE,
  ATTR_EXCEPTION_STACKTRACE,
  ATTR_EXCEPTION_TYPE,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_SERVER_ADDRESS,
  ATTR_URL_PATH,
  ATTR_USER_AGENT_ORIGINAL,
} from '@opentelemetry/semantic-conventions';
import type { HeldBatch, Report } from './otlpMessages';

export type Attributes = Record<string, string | number>;

export interface RecordParts {
  event: string;
  severity: SeverityNumber;
  body: string;
  attributes: Attributes;
}

/** `url.template` is OpenTelemetry's attribute for a call's templated path; still incubating, so not imported. */
const URL_TEMPLATE = 'url.template';

/** What every record of a batch carries: its page's, and the user agent already scrubbed. */
export function pageAttributes(page: HeldBatch['page'], scrubbedUserAgent: string): Attributes {
  return {
    [ATTR_USER_AGENT_ORIGINAL]: scrubbedUserAgent,
    'field.dialect': page.dialect,
    'field.version': page.version,
    'field.language': page.language,
    'field.connection': page.connection,
  };
}

/** A report as a log record's parts, or null for a kind not exported (vitals, in-app visits, lines: metrics say those). */
export function recordOf(report: Report): RecordParts | null {
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
