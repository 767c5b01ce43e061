// The hourly aggregates a write adds to. Reports are grouped in memory first (a flush's hundred identical failures are
// one statement), then each group is added to its row; a key new to an hour whose table holds its cap of keys is
// counted as other (field_other_hourly), so a flood of made-up messages costs a count, never a row each.
import type { components } from '../../../core/schema';
import type { Db } from '../../base/db/open';
import { preparedOnce } from '../../base/db/statements';
import { addTo, bucketOf, countOf, type Histogram } from './histogram';
import { DRIFT, ERRORS, FAILURES, hourOf, IN_APP, LINES, OTHERS, UNSUPPORTED, VITALS, type AggregateTable } from './tables';

type Report = components['schemas']['TelemetryReport'];
export interface Stamped {
  batch: { reports: readonly Report[] };
  /** When it was received (ms). */
  at: number;
}

interface Added {
  hour: number;
  key: readonly (string | number)[];
  /** The table's values in its order (tables.ts), the count first. */
  values: (string | number)[];
}

/** How a counted table's row grows: its SET clause, whose parameters are the values in order. */
const GROWS = new Map<AggregateTable, string>([
  [FAILURES, 'count = count + ?, max_duration = max(max_duration, ?)'],
  [ERRORS, "count = count + ?, stack = coalesce(nullif(?, ''), stack)"],
  [DRIFT, 'count = count + ?'],
  [UNSUPPORTED, 'count = count + ?'],
  [IN_APP, 'count = count + ?'],
  [LINES, 'count = count + ?'],
]);

function counted(report: Report, hour: number): [AggregateTable, Added] | null {
  switch (report.kind) {
    case 'failure':
      return [FAILURES, { hour, key: [report.operation, report.failure, report.status], values: [report.count, report.duration] }];
    case 'error':
      return [ERRORS, { hour, key: [report.message, report.route, report.source], values: [report.count, report.stack ?? ''] }];
    case 'drift':
      return [DRIFT, { hour, key: [report.operation, report.field, report.problem], values: [report.count] }];
    case 'unsupported':
      return [UNSUPPORTED, { hour, key: [report.engine, report.major, report.reason, report.feature ?? ''], values: [report.count] }];
    case 'inApp':
      return [IN_APP, { hour, key: [report.browser], values: [report.count] }];
    case 'line':
      return [LINES, { hour, key: [report.line, report.event], values: [report.count] }];
    case 'vital':
      return null;
  }
}

/** Merges `added` into the group of the same key: counts summed, a failure's longest duration, an error's last stack. */
function merge(into: Added, added: Added, table: AggregateTable): void {
  into.values[0] = (into.values[0] as number) + (added.values[0] as number);
  if (table === FAILURES) into.values[1] = Math.max(into.values[1] as number, added.values[1] as number);
  if (table === ERRORS && added.values[1]) into.values[1] = added.values[1];
}

const where = (table: AggregateTable) => ['hour', ...table.keys].map((column) => `${column} = ?`).join(' AND ');

function addCounted(db: Db, table: AggregateTable, groups: Iterable<Added>, others: Map<string, number>): void {
  const grow = preparedOnce(db, `UPDATE ${table.name} SET ${GROWS.get(table)!} WHERE ${where(table)}`);
  const columns = ['hour', ...table.keys, ...table.values];
  const insert = preparedOnce(db, `INSERT INTO ${table.name} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
  const rowsOf = preparedOnce(db, `SELECT COUNT(*) AS n FROM ${table.name} WHERE hour = ?`);
  const rows = new Map<number, number>();
  for (const { hour, key, values } of groups) {
    if (grow.run(...values, hour, ...key).changes > 0) continue;
    const held = rows.get(hour) ?? (rowsOf.get(hour) as { n: number }).n;
    if (table.cap && held >= table.cap.rows) {
      const other = `${hour} ${table.cap.kind}`;
      others.set(other, (others.get(other) ?? 0) + (values[0] as number));
      continue;
    }
    insert.run(hour, ...key, ...values);
    rows.set(hour, held + 1);
  }
}

function addVitals(db: Db, vitals: Map<string, { hour: number; route: string; name: string; histogram: Histogram }>): void {
  const read = preparedOnce(db, `SELECT histogram FROM ${VITALS.name} WHERE hour = ? AND route = ? AND name = ?`);
  const write = preparedOnce(db, `INSERT OR REPLACE INTO ${VITALS.name} (hour, route, name, count, histogram) VALUES (?, ?, ?, ?, ?)`);
  for (const { hour, route, name, histogram } of vitals.values()) {
    const before = read.get(hour, route, name) as { histogram: string } | undefined;
    const merged = before ? addTo(JSON.parse(before.histogram) as Histogram, histogram) : histogram;
    write.run(hour, route, name, countOf(merged), JSON.stringify(merged));
  }
}

/** Adds the reports to their hours' aggregates; answers the hours it touched. */
export function writeAggregates(db: Db, stamped: readonly Stamped[]): Set<number> {
  const vitals = new Map<string, { hour: number; route: string; name: string; histogram: Histogram }>();
  const groups = new Map<AggregateTable, Map<string, Added>>([...GROWS.keys()].map((table) => [table, new Map()]));
  const hours = new Set<number>();
  for (const { batch, at } of stamped) {
    const hour = hourOf(at);
    hours.add(hour);
    for (const report of batch.reports) {
      if (report.kind === 'vital') {
        const key = `${hour} ${report.route} ${report.name}`;
        let group = vitals.get(key);
        if (!group) vitals.set(key, (group = { hour, route: report.route, name: report.name, histogram: {} }));
        const bucket = bucketOf(report.name, report.value);
        group.histogram[bucket] = (group.histogram[bucket] ?? 0) + 1;
        continue;
      }
      const [table, added] = counted(report, hour)!;
      const byKey = groups.get(table)!;
      const key = JSON.stringify([hour, added.key]);
      const same = byKey.get(key);
      if (same) merge(same, added, table);
      else byKey.set(key, added);
    }
  }
  addVitals(db, vitals);
  const others = new Map<string, number>();
  for (const [table, byKey] of groups) addCounted(db, table, byKey.values(), others);
  const other = preparedOnce(db, `INSERT INTO ${OTHERS.name} (hour, kind, count) VALUES (?, ?, ?) ON CONFLICT DO UPDATE SET count = count + excluded.count`);
  for (const [key, count] of others) {
    const [hour, kind] = key.split(' ');
    other.run(Number(hour), kind, count);
  }
  return hours;
}
