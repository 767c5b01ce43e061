// The summary the operator's page reads (POST /admin/telemetry): from the hourly aggregates between two times, every
// series aligned on the period's hours, and the visits turned away by engine and version.
import type { components } from '../../../core/schema';
import type { Db } from '../../base/db/open';
import { badRequest } from '../../base/errors';
import { addTo, p75, type Histogram, type Metric } from './histogram';
import { telemetryMsg } from './messages';
import { HOUR_MS, hourOf } from './store';
import { ratingOf } from './thresholds';

type Summary = components['schemas']['TelemetrySummary'];

/** At most this many hours in one summary (the aggregates' 30 days and a day more). */
const MAX_HOURS = 31 * 24;
const TOP_ERRORS = 50;
const TOP_DRIFT = 200;
const TOP_UNSUPPORTED = 200;
const METRIC_ORDER: readonly Metric[] = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];

export function periodOf(body: { since: string; until: string }): { since: number; until: number } {
  const since = Date.parse(body.since);
  const until = Date.parse(body.until);
  if (Number.isNaN(since) || Number.isNaN(until) || since > until) throw badRequest(telemetryMsg.badPeriod);
  // The most recent hours when the period is longer than the aggregates can hold.
  return { since: Math.max(since, hourOf(until) - (MAX_HOURS - 1) * HOUR_MS), until };
}

interface VitalRow {
  hour: number;
  route: string;
  name: Metric;
  histogram: string;
}

function vitalsOf(db: Db, first: number, last: number, slot: (hour: number) => number, hours: number): Summary['vitals'] {
  const rows = db.prepare('SELECT hour, route, name, histogram FROM field_vitals_hourly WHERE hour BETWEEN ? AND ?').all(first, last) as VitalRow[];
  const groups = new Map<string, { route: string; name: Metric; whole: Histogram; byHour: Histogram[] }>();
  for (const row of rows) {
    const key = `${row.route} ${row.name}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { route: row.route, name: row.name, whole: {}, byHour: Array.from({ length: hours }, () => ({})) }));
    const histogram = JSON.parse(row.histogram) as Histogram;
    addTo(group.whole, histogram);
    addTo(group.byHour[slot(row.hour)]!, histogram);
  }
  return [...groups.values()]
    .sort((a, b) => a.route.localeCompare(b.route) || METRIC_ORDER.indexOf(a.name) - METRIC_ORDER.indexOf(b.name))
    .map(({ route, name, whole, byHour }) => {
      const value = p75(name, whole) ?? 0;
      const count = Object.values(whole).reduce((sum, n) => sum + n, 0);
      return { route, name, p75: value, count, rating: ratingOf(name, value), series: byHour.map((h) => p75(name, h)) };
    });
}

interface FailureRow {
  hour: number;
  operation: string;
  failure: Summary['failures'][number]['failure'];
  status: number;
  count: number;
}

function failuresOf(db: Db, first: number, last: number, slot: (hour: number) => number, hours: number): Summary['failures'] {
  const rows = db
    .prepare('SELECT hour, operation, failure, status, count FROM field_failures_hourly WHERE hour BETWEEN ? AND ?')
    .all(first, last) as FailureRow[];
  const groups = new Map<string, { operation: string; failure: FailureRow['failure']; count: number; statuses: Map<number, number>; series: number[] }>();
  for (const row of rows) {
    const key = `${row.operation} ${row.failure}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { operation: row.operation, failure: row.failure, count: 0, statuses: new Map(), series: new Array<number>(hours).fill(0) }));
    group.count += row.count;
    group.statuses.set(row.status, (group.statuses.get(row.status) ?? 0) + row.count);
    group.series[slot(row.hour)]! += row.count;
  }
  return [...groups.values()]
    .sort((a, b) => b.count - a.count || a.operation.localeCompare(b.operation))
    .map(({ operation, failure, count, statuses, series }) => ({
      operation,
      failure,
      count,
      status: [...statuses].sort((a, b) => b[1] - a[1])[0]![0],
      series,
    }));
}

export function summarize(db: Db, period: { since: number; until: number }): Summary {
  const first = hourOf(period.since);
  const last = hourOf(period.until);
  const hours = (last - first) / HOUR_MS + 1;
  const slot = (hour: number) => (hour - first) / HOUR_MS;
  const errors = db
    .prepare(
      `SELECT message, route, source, SUM(count) AS count, MAX(stack) AS stack FROM field_errors_hourly
       WHERE hour BETWEEN ? AND ? GROUP BY message, route, source ORDER BY count DESC, message LIMIT ?`,
    )
    .all(first, last, TOP_ERRORS) as Summary['errors'];
  const drift = db
    .prepare(
      `SELECT operation, field, problem, SUM(count) AS count FROM field_drift_hourly
       WHERE hour BETWEEN ? AND ? GROUP BY operation, field, problem ORDER BY count DESC, operation, field LIMIT ?`,
    )
    .all(first, last, TOP_DRIFT) as Summary['drift'];
  const unsupported = db
    .prepare(
      `SELECT engine, major, reason, feature, SUM(count) AS count FROM field_unsupported_hourly
       WHERE hour BETWEEN ? AND ? GROUP BY engine, major, reason, feature ORDER BY count DESC, engine, major DESC LIMIT ?`,
    )
    .all(first, last, TOP_UNSUPPORTED) as Summary['unsupported'];
  const vitals = vitalsOf(db, first, last, slot, hours);
  const failures = failuresOf(db, first, last, slot, hours);
  const sum = (items: { count: number }[]) => items.reduce((total, item) => total + item.count, 0);
  const errorCount = (db.prepare('SELECT COALESCE(SUM(count), 0) AS n FROM field_errors_hourly WHERE hour BETWEEN ? AND ?').get(first, last) as { n: number }).n;
  const driftCount = (db.prepare('SELECT COALESCE(SUM(count), 0) AS n FROM field_drift_hourly WHERE hour BETWEEN ? AND ?').get(first, last) as { n: number }).n;
  const unsupportedCount = (db.prepare('SELECT COALESCE(SUM(count), 0) AS n FROM field_unsupported_hourly WHERE hour BETWEEN ? AND ?').get(first, last) as { n: number }).n;
  return {
    since: new Date(period.since).toISOString(),
    until: new Date(period.until).toISOString(),
    hours: Array.from({ length: hours }, (_, i) => new Date(first + i * HOUR_MS).toISOString()),
    reports: sum(vitals) + sum(failures) + errorCount + driftCount + unsupportedCount,
    vitals,
    failures,
    errors,
    drift,
    unsupported,
  };
}
