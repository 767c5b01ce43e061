// What a test run's reporters print at its end, and keep for `npm test`'s closing table (scripts/test-all.mjs): the
// slowest files and tests, and each test's share of its timeout (on a quiet day a test may use at most half of it, so
// that a day three times slower still passes).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Timed {
  name: string;
  ms: number;
  /** The test's timeout, where it has one. */
  timeoutMs?: number;
}

export interface RunTimings {
  /** The run (vitest, e2e). */
  run: string;
  files: Timed[];
  tests: Timed[];
  /** Tests that passed only when tried again. */
  flaky: string[];
}

const SHOWN = 10;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const share = (test: Timed) => (test.timeoutMs ? ` (${Math.round((test.ms / test.timeoutMs) * 100)} % of its ${seconds(test.timeoutMs)})` : '');

/** Tests over half of their timeout. */
export const overHalf = (tests: readonly Timed[]) => tests.filter((test) => test.timeoutMs && test.ms > test.timeoutMs / 2);

/** The closing lines of a run: its slowest files and tests, those over half their timeout, the flaky ones. */
export function describeTimings(timings: RunTimings): string {
  const slowest = (items: readonly Timed[]) => items.toSorted((a, b) => b.ms - a.ms).slice(0, SHOWN);
  const lines = [`${timings.run}: the ${SHOWN} slowest files`];
  for (const file of slowest(timings.files)) lines.push(`  ${seconds(file.ms).padStart(8)}  ${file.name}`);
  lines.push(`${timings.run}: the ${SHOWN} slowest tests`);
  for (const test of slowest(timings.tests)) lines.push(`  ${seconds(test.ms).padStart(8)}  ${test.name}${share(test)}`);
  const over = overHalf(timings.tests);
  lines.push(`${timings.run}: ${over.length} test(s) over half of their timeout${over.length ? ':' : ''}`);
  for (const test of over) lines.push(`  ${test.name}${share(test)}`);
  if (timings.flaky.length) lines.push(`${timings.run}: ${timings.flaky.length} flaky (passed only when tried again): ${timings.flaky.join('; ')}`);
  return lines.join('\n');
}

/** Where `npm test` finds what a run kept (TIMINGS_DIR, else test-results/timings). */
export const timingsDir = () => process.env.TIMINGS_DIR ?? path.resolve('test-results', 'timings');

export function keepTimings(timings: RunTimings): void {
  mkdirSync(timingsDir(), { recursive: true });
  const over = overHalf(timings.tests);
  const slowest = timings.tests.toSorted((a, b) => b.ms - a.ms)[0];
  writeFileSync(
    path.join(timingsDir(), `${timings.run}.json`),
    JSON.stringify({ tests: timings.tests.length, flaky: timings.flaky.length, overHalf: over.length, slowest: slowest ?? null }, null, 2),
  );
}
