// Vitest's closing lines: the slowest files and tests, and those over half their timeout (./timings.ts).
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { describeTimings, keepTimings, type RunTimings } from './timings';

export default class SlowestReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const timings: RunTimings = { run: process.env.TIMINGS_RUN ?? 'vitest', files: [], tests: [], flaky: [] };
    for (const module of modules) {
      const file = path.relative(process.cwd(), module.moduleId);
      timings.files.push({ name: file, ms: module.diagnostic().duration });
      for (const test of module.children.allTests()) {
        const diagnostic = test.diagnostic();
        if (!diagnostic) continue;
        timings.tests.push({ name: `${file} › ${test.fullName}`, ms: diagnostic.duration, timeoutMs: test.options.timeout });
        if (diagnostic.flaky) timings.flaky.push(test.fullName);
      }
    }
    console.log(`\n${describeTimings(timings)}`);
    keepTimings(timings);
  }
}
