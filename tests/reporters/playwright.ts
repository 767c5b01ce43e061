// Playwright's closing lines: the slowest files and tests, those over half their timeout, and the flaky ones
// (./timings.ts).
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import path from 'node:path';
import { describeTimings, keepTimings, type RunTimings, type Timed } from './timings';

export default class SlowestReporter implements Reporter {
  private readonly tests = new Map<TestCase, Timed & { file: string }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.relative(process.cwd(), test.location.file);
    const project = test.parent.project()?.name ?? '';
    // The last try is the one that counts; a pass after a failed try is flaky.
    this.tests.set(test, { name: `[${project}] ${file} › ${test.title}`, ms: result.duration, timeoutMs: test.timeout, file });
  }

  onEnd(): void {
    const files = new Map<string, number>();
    for (const { file, ms } of this.tests.values()) files.set(file, (files.get(file) ?? 0) + ms);
    const timings: RunTimings = {
      run: process.env.TIMINGS_RUN ?? 'e2e',
      files: [...files].map(([name, ms]) => ({ name, ms })),
      tests: [...this.tests.values()],
      flaky: [...this.tests.keys()].filter((test) => test.outcome() === 'flaky').map((test) => test.title),
    };
    console.log(`\n${describeTimings(timings)}`);
    keepTimings(timings);
  }
}
