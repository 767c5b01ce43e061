// What the collector keeps of a validated report. The contract bounds each value's shape, not its variety: a made-up
// route or operation becomes `other` (the registry's routes, core/routes.ts, and the contract's calls are closed sets);
// free text is scrubbed as the phone scrubs it (core/privacy.ts: a report may come from anyone, not only our phones);
// and an error's message is normalised (numbers, ids and addresses out) so the same error from many players is one row.
import type { components } from '../../../core/schema';
import { scrub, shortStack } from '../../../core/privacy';
import { ROUTE_PATHS } from '../../../core/routes';
import type { Contract } from '../../contract/load';

type Batch = components['schemas']['TelemetryBatch'];
type Report = components['schemas']['TelemetryReport'];

/** What a value outside a closed set becomes. */
export const OTHER = 'other';
/** The route of a report made on no route (the client's own word for it). */
const NO_ROUTE = '*';

const MESSAGE_MAX = 200;
const STACK_MAX = 600;
const TARGET_MAX = 100;
const FIELD_MAX = 120;

export interface Vocabulary {
  routes: ReadonlySet<string>;
  /** A failed call's operation: the contract's path. */
  calls: ReadonlySet<string>;
  /** A drift's operation: "METHOD /path" or the operationId (src/api/wire/drift.ts). */
  driftOperations: ReadonlySet<string>;
}

export function vocabularyOf(contract: Contract): Vocabulary {
  return {
    routes: new Set<string>([...ROUTE_PATHS, NO_ROUTE]),
    calls: new Set(contract.operations.map((op) => op.path)),
    driftOperations: new Set(contract.operations.flatMap((op) => [`${op.method} ${op.path}`, op.operationId])),
  };
}

const known = (set: ReadonlySet<string>, value: string) => (set.has(value) ? value : OTHER);

/**
 * Text that groups: scrubbed, an address reduced to its path, ids and numbers as "[id]" and "#", white space folded.
 * "Loading chunk 412 failed (https://m.example.com/assets/Hall.js?v=2)" → "Loading chunk # failed (/assets/Hall.js)".
 */
export function normalised(text: string, max: number): string {
  return scrub(text, [])
    .replace(/[a-z][a-z0-9+.-]*:\/\/[^/\s'"()]*([^\s'"()?#]*)[^\s'"()]*/gi, '$1')
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '[id]')
    .replace(/\b(?=[a-z]*\d)(?=\d*[a-f])[0-9a-f]{8,}\b/gi, '[id]')
    .replace(/\d+/g, '#')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

/** Keeps `report` as the collector may: in place, the parsed body being the request's own (no copy per report). */
function sanitize(report: Report, words: Vocabulary): void {
  switch (report.kind) {
    case 'vital':
      report.route = known(words.routes, report.route);
      if (report.target !== undefined) report.target = scrub(report.target, []).slice(0, TARGET_MAX);
      if (report.target === '') delete report.target;
      return;
    case 'error':
      report.route = known(words.routes, report.route);
      report.message = normalised(report.message, MESSAGE_MAX);
      if (report.stack !== undefined) report.stack = scrub(shortStack(report.stack), []).slice(0, STACK_MAX);
      if (report.stack === '') delete report.stack;
      return;
    case 'failure':
      report.route = known(words.routes, report.route);
      report.operation = known(words.calls, report.operation);
      return;
    case 'drift':
      report.operation = known(words.driftOperations, report.operation);
      report.field = normalised(report.field, FIELD_MAX);
      return;
    case 'unsupported':
    case 'inApp':
    case 'line':
      return;
  }
}

/** The batch as the collector keeps it (the same batch, its reports changed in place). */
export function sanitizedBatch(batch: Batch, words: Vocabulary): Batch {
  for (const report of batch.reports) sanitize(report, words);
  return batch;
}
