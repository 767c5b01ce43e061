// `npm run test:quick` runs the Vitest files a change concerns (scripts/quick-related.mjs): a screen's file brings its
// feature's tests, not every screen's; a shared module the tests that import it; a file read as text the tests naming it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { relatedTests } from '../../scripts/quick-related.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const related = (...files: string[]) => relatedTests(files);

// Reading the whole repository's imports takes seconds alone, many times that beside the rest of the suite.
describe('the tests a change concerns', { timeout: 60_000 }, () => {
  it("brings a hall file's feature tests, and none of another feature", async () => {
    const tests = await related('src/features/hall/BannerCarousel.tsx');
    expect(tests).toContain('tests/component/hall.test.tsx');
    expect(tests.every((file) => /\/hall[-.]/.test(file))).toBe(true);
  });

  it('brings the tests that import a shared module, and a changed test itself', async () => {
    expect(await related('src/api/answersAhead.ts')).toContain('tests/unit/answers-ahead.test.ts');
    expect(await related('tests/unit/format.test.ts')).toEqual(['tests/unit/format.test.ts']);
  });

  it('brings the tests that read the contract when it changes', async () => {
    const tests = await related('openapi.yaml');
    expect(tests.length).toBeGreaterThan(0);
    for (const file of tests) expect(readFileSync(path.join(root, file), 'utf8')).toContain('openapi.yaml');
  });
});
