// The summary the operator's page reads (POST /admin/telemetry): from the hourly aggregates between two times, the
// first rows of each list (vitals and failures with a series aligned on the period's hours) and what each leaves out
// (`rest`), so the answer is bounded whatever was stored (a flood of made-up routes before they became `other`, say).
// Read in slices (scan.ts): the summary never holds the event loop, however many rows the period has.
import type { components } from '../../../core/schema';
import type { Db } from '../../base/db/open';
import { badRequest } from '../../base/errors';
import { addTo, p75, type Histogram, type Metric } from './histogram';
import { telemetryMsg } from './messages';
import { byText, eachRowById, eachRowOf, topGroups, type Rest, type Span } from './scan';
import { DRIFT, ERRORS, FAILURES, HOUR_MS, hourOf, IN_APP, LINES, OTHERS, UNSUPPORTED, VITALS, type OtherKind } from './tables';
import { ratingOf } from './thresholds';

type Summary = components['schemas']['TelemetrySummary'];

/** At most this many hours in one summary (the aggregates' 30 days and a day more). */
const MAX_HOURS = 31 * 24;
/**
 * Each list's rows at most: with a series of up to 744 hours each, the answer stays well under 1 MB. In-app browsers:
 * more than the contract names, so the list holds them all.
 */
export const TOP = { vitals: 100, failures: 50, errors: 50, drift: 200, unsupported: 200, inApp: 20 } as const;
const METRIC_ORDER: readonly Metric[] = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];

export function periodOf(body: { since: string; until: string }): { since: number; until: number } {
  const since = Date.parse(body.since);
  const until = Date.parse(body.until);
  if (Number.isNaN(since) || Number.isNaN(until) || since > until) throw badRequest(telemetryMsg.badPeriod);
  // The most recent hours when the period is longer than the aggregates can hold.
  return { since: Math.max(since, hourOf(until) - (MAX_HOURS - 1) * HOUR_MS), until };
}

interface Period extends Span {
  hours: number;
  slot(hour: number): number;
}

interface Listed<T> {
  rows: T[];
  rest: Rest;
  /** The reports of the period in this table. */
  total: number;
}

/** Rows of `table` in the period folded into groups by `keyOf`, each started by `start` and grown by `grow`. */
async function grouped<Row extends { count: number }, G extends { count: number }>(
  db: Db,
  table: Parameters<typeof eachRowOf>[1],
  columns: readonly string[],
  period: Period,
  fold: { keyOf(row: Row): string; start(row: Row): G; grow?(group: G, row: Row): void },
): Promise<{ groups: Map<string, G>; total: number }> {
  const groups = new Map<string, G>();
  let total = 0;
  await eachRowOf<Row>(db, table, columns, period, (row) => {
    total += row.count;
    const key = fold.keyOf(row);
    const group = groups.get(key);
    if (!group) groups.set(key, fold.start(row));
    else {
      group.count += row.count;
      fold.grow?.(group, row);
    }
  });
  return { groups, total };
}

interface VitalRow {
  id: number;
  hour: number;
  route: string;
  name: Metric;
  count: number;
  histogram: string;
}
type VitalGroup = { route: string; name: Metric; count: number; ids: number[] };
const vitalKey = (row: { route: string; name: string }) => `${row.route}\u0000${row.name}`;
const byMetric = (a: { name: Metric }, b: { name: Metric }) => METRIC_ORDER.indexOf(a.name) - METRIC_ORDER.indexOf(b.name);

/** The busiest routes' and metrics' p75: counted first, then their rows' histograms merged and read hour by hour. */
async function vitalsOf(db: Db, period: Period): Promise<Listed<Summary['vitals'][number]>> {
  const { groups, total } = await grouped<VitalRow, VitalGroup>(db, VITALS, ['rowid AS id', 'count'], period, {
    keyOf: vitalKey,
    start: (row) => ({ route: row.route, name: row.name, count: row.count, ids: [row.id] }),
    grow: (group, row) => group.ids.push(row.id),
  });
  const { top, rest } = await topGroups(groups, total, TOP.vitals, (a, b) => b.count - a.count || byText(a.route, b.route) || byMetric(a, b));
  const shown = new Map(top.map((group) => [vitalKey(group), { ...group, whole: {} as Histogram, series: new Array<number | null>(period.hours).fill(null) }]));
  await eachRowById<VitalRow>(db, VITALS, ['hour', 'route', 'name', 'histogram'], top.flatMap((group) => group.ids), (row) => {
    const vital = shown.get(vitalKey(row));
    if (!vital) return;
    const histogram = JSON.parse(row.histogram) as Histogram;
    addTo(vital.whole, histogram);
    vital.series[period.slot(row.hour)] = p75(row.name, histogram);
  });
  const rows = [...shown.values()]
    .sort((a, b) => a.route.localeCompare(b.route) || byMetric(a, b))
    .map(({ route, name, count, whole, series }) => {
      const value = p75(name, whole) ?? 0;
      return { route, name, p75: value, count, rating: ratingOf(name, value), series };
    });
  return { rows, rest, total };
}

interface FailureRow {
  id: number;
  hour: number;
  operation: string;
  failure: Summary['failures'][number]['failure'];
  status: number;
  count: number;
}
type FailureGroup = { operation: string; failure: FailureRow['failure']; count: number; ids: number[] };
const failureKey = (row: { operation: string; failure: string }) => `${row.operation}\u0000${row.failure}`;

/** The most failing calls by kind: counted first, then their rows' statuses and counts per hour read. */
async function failuresOf(db: Db, period: Period): Promise<Listed<Summary['failures'][number]>> {
  const { groups, total } = await grouped<FailureRow, FailureGroup>(db, FAILURES, ['rowid AS id', 'count'], period, {
    keyOf: failureKey,
    start: (row) => ({ operation: row.operation, failure: row.failure, count: row.count, ids: [row.id] }),
    grow: (group, row) => group.ids.push(row.id),
  });
  const { top, rest } = await topGroups(groups, total, TOP.failures, (a, b) => b.count - a.count || byText(a.operation, b.operation) || byText(a.failure, b.failure));
  const shown = new Map(top.map((group) => [failureKey(group), { ...group, statuses: new Map<number, number>(), series: new Array<number>(period.hours).fill(0) }]));
  await eachRowById<FailureRow>(db, FAILURES, ['hour', 'operation', 'failure', 'status', 'count'], top.flatMap((group) => group.ids), (row) => {
    const failure = shown.get(failureKey(row));
    if (!failure) return;
    failure.statuses.set(row.status, (failure.statuses.get(row.status) ?? 0) + row.count);
    failure.series[period.slot(row.hour)]! += row.count;
  });
  const rows = top.map((group) => {
    const { operation, failure, count, statuses, series } = shown.get(failureKey(group))!;
    return { operation, failure, count, status: [...statuses].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0, series };
  });
  return { rows, rest, total };
}

type ErrorRow = Summary['errors'][number] & { hour: number };

async function errorsOf(db: Db, period: Period): Promise<Listed<Summary['errors'][number]>> {
  const { groups, total } = await grouped<ErrorRow, Summary['errors'][number]>(db, ERRORS, ['count', 'stack'], period, {
    keyOf: (row) => `${row.message}\u0000${row.route}\u0000${row.source}`,
    start: ({ message, route, source, count, stack }) => ({ message, route, source, count, stack }),
    grow: (group, row) => {
      if (row.stack > group.stack) group.stack = row.stack;
    },
  });
  const { top, rest } = await topGroups(groups, total, TOP.errors, (a, b) => b.count - a.count || byText(a.message, b.message) || byText(a.route, b.route));
  return { rows: top, rest, total };
}

type DriftRow = Summary['drift'][number] & { hour: number };

async function driftOf(db: Db, period: Period): Promise<Listed<Summary['drift'][number]>> {
  const { groups, total } = await grouped<DriftRow, Summary['drift'][number]>(db, DRIFT, ['count'], period, {
    keyOf: (row) => `${row.operation}\u0000${row.field}\u0000${row.problem}`,
    start: ({ operation, field, problem, count }) => ({ operation, field, problem, count }),
  });
  const { top, rest } = await topGroups(groups, total, TOP.drift, (a, b) => b.count - a.count || byText(a.operation, b.operation) || byText(a.field, b.field));
  return { rows: top, rest, total };
}

type UnsupportedRow = Summary['unsupported'][number] & { hour: number };

async function unsupportedOf(db: Db, period: Period): Promise<Listed<Summary['unsupported'][number]>> {
  const { groups, total } = await grouped<UnsupportedRow, Summary['unsupported'][number]>(db, UNSUPPORTED, ['count'], period, {
    keyOf: (row) => `${row.engine}\u0000${row.major}\u0000${row.reason}\u0000${row.feature}`,
    start: ({ engine, major, reason, feature, count }) => ({ engine, major, reason, feature, count }),
  });
  const { top, rest } = await topGroups(groups, total, TOP.unsupported, (a, b) => b.count - a.count || byText(a.engine, b.engine) || b.major - a.major);
  return { rows: top, rest, total };
}

type InAppRow = Summary['inApp'][number] & { hour: number };

async function inAppOf(db: Db, period: Period): Promise<Listed<Summary['inApp'][number]>> {
  const { groups, total } = await grouped<InAppRow, Summary['inApp'][number]>(db, IN_APP, ['count'], period, {
    keyOf: (row) => row.browser,
    start: ({ browser, count }) => ({ browser, count }),
  });
  const { top, rest } = await topGroups(groups, total, TOP.inApp, (a, b) => b.count - a.count || byText(a.browser, b.browser));
  return { rows: top, rest, total };
}

type LineSummary = NonNullable<Summary['lines']>[number];
const LINE_EVENTS = { used: 'used', call: 'calls', failure: 'failures', moved: 'moved' } as const;

/** Each line's page lives, calls, failures and moves away, most calls first (at most TOP.failures lines). */
async function linesOf(db: Db, period: Period): Promise<{ rows: LineSummary[]; total: number }> {
  const { groups, total } = await grouped<{ line: string; event: keyof typeof LINE_EVENTS; count: number; hour: number }, LineSummary & { count: number }>(
    db,
    LINES,
    ['count'],
    period,
    {
      keyOf: (row) => row.line,
      start: ({ line, event, count }) => ({ line, used: 0, calls: 0, failures: 0, moved: 0, count, [LINE_EVENTS[event]]: count }),
      grow: (group, { event, count }) => void (group[LINE_EVENTS[event]] += count),
    },
  );
  const rows = [...groups.values()].sort((a, b) => b.calls - a.calls || byText(a.line, b.line)).slice(0, TOP.failures);
  return { rows: rows.map(({ line, used, calls, failures, moved }) => ({ line, used, calls, failures, moved })), total };
}

/** The reports of keys past an hour's cap (tables.ts), per kind: at most four rows an hour, read at once. */
function othersOf(db: Db, period: Span): Record<OtherKind, number> {
  const rows = db
    .prepare(`SELECT kind, SUM(count) AS count FROM ${OTHERS.name} WHERE hour BETWEEN ? AND ? GROUP BY kind`)
    .all(period.first, period.last) as { kind: OtherKind; count: number }[];
  const others: Record<OtherKind, number> = { failure: 0, error: 0, drift: 0, unsupported: 0, line: 0 };
  for (const { kind, count } of rows) if (kind in others) others[kind] = count;
  return others;
}

const plus = (rest: Rest, others: number): Rest => ({ rows: rest.rows, count: rest.count + others });

export async function summarize(db: Db, range: { since: number; until: number }): Promise<Summary> {
  const first = hourOf(range.since);
  const last = hourOf(range.until);
  const hours = (last - first) / HOUR_MS + 1;
  const period: Period = { first, last, hours, slot: (hour) => (hour - first) / HOUR_MS };
  const vitals = await vitalsOf(db, period);
  const failures = await failuresOf(db, period);
  const errors = await errorsOf(db, period);
  const drift = await driftOf(db, period);
  const unsupported = await unsupportedOf(db, period);
  const inApp = await inAppOf(db, period);
  const lines = await linesOf(db, period);
  const others = othersOf(db, period);
  const otherCount = Object.values(others).reduce((sum, n) => sum + n, 0);
  return {
    since: new Date(range.since).toISOString(),
    until: new Date(range.until).toISOString(),
    hours: Array.from({ length: hours }, (_, i) => new Date(first + i * HOUR_MS).toISOString()),
    reports: vitals.total + failures.total + errors.total + drift.total + unsupported.total + inApp.total + lines.total + otherCount,
    vitals: vitals.rows,
    failures: failures.rows,
    errors: errors.rows,
    drift: drift.rows,
    unsupported: unsupported.rows,
    inApp: inApp.rows,
    lines: lines.rows,
    rest: {
      vitals: vitals.rest,
      failures: plus(failures.rest, others.failure),
      errors: plus(errors.rest, others.error),
      drift: plus(drift.rest, others.drift),
      unsupported: plus(unsupported.rest, others.unsupported),
      inApp: inApp.rest,
    },
  };
}
