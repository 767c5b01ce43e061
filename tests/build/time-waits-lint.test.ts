// The lint of e2e waits (eslint.config.js, eslint/timeWaits.js): a Playwright wait for time itself in an e2e file
// fails `npm run lint`, unless the file is on the short named list, each entry of which still waits for time (so the
// list never outlives its reason). Planted text is linted at a path inside the tree; nothing is written.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { TIME_WAITS } from '../../eslint/timeWaits.js';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });
const RULE = 'no-restricted-syntax';
const planted = "import { test } from '@playwright/test';\ntest('waits', async ({ page }) => {\n  await page.waitForTimeout(500);\n});\n";

async function ruleMessages(file: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('waits for time in e2e', () => {
  it('are refused in an e2e spec or helper not on the list', async () => {
    for (const file of ['tests/e2e/planted.spec.ts', 'tests/e2e/faults/planted.ts']) {
      expect(await ruleMessages(file, planted), file).toEqual([expect.stringContaining('eslint/timeWaits.js')]);
    }
  });

  it('are let through in the files of the list, each of which gives its reason and still waits for time', async () => {
    expect(TIME_WAITS.length).toBeGreaterThan(0);
    for (const { file, why } of TIME_WAITS) {
      expect(why.length, file).toBeGreaterThan(20);
      expect(readFileSync(path.join(root, file), 'utf8'), `${file} no longer waits for time: take it off the list`).toContain('waitForTimeout(');
      expect(await ruleMessages(file, planted), file).toEqual([]);
    }
  });

  it('are not the lint of anything but e2e', async () => {
    expect(await ruleMessages('tests/engines/planted.ts', planted)).toEqual([]);
  });
});
