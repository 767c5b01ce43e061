// The lint that holds the browser floor (eslint/floor.js, eslint.config.js): a planted call of an API or a method an
// engine of the floor lacks fails `npm run lint`, whatever the receiver is; what src/platformShims.ts fills in, and
// code outside the player's browser, pass. Each planted file is linted as text at a path in the tree; nothing is written.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { floorInMdnTerms, newerMethods, SHIMMED } from '../../eslint/floor.js';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function floorProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => /^(compat|floor)\//.test(m.ruleId ?? '')).map((m) => m.message);
}

const forbidden: [kind: string, code: string][] = [
  ['a method the floor lacks on a value of unknown type', 'export const f = (s: string) => s.replaceAll("a", "b");'],
  ['a newer array method on a function result', 'export const f = (l: () => number[]) => l().toSorted();'],
  ['a global the floor lacks', 'export const copy = structuredClone({ a: 1 });'],
  ['a static method the floor lacks', 'export const all = Promise.withResolvers();'],
  ['a lookbehind (Safari 14 cannot parse it)', 'export const amount = /(?<!\\d)\\d+/;'],
];

const allowed: [kind: string, code: string][] = [
  ['a shimmed method on any receiver', 'export const last = (l: () => number[]) => l().at(-1);'],
  ['a shimmed static', 'export const own = Object.hasOwn({}, "a");'],
  ['what every engine of the floor has', 'export const all = Promise.allSettled([]).then(() => Object.fromEntries([]));'],
];

describe('the floor lint', () => {
  // ESLint's first run loads its configuration, the TypeScript parser and MDN's tables: slow on a busy machine.
  beforeAll(() => eslint.lintText('export {};\n', { filePath: path.join(root, 'src/lib/planted.ts') }), 120_000);

  it.each(forbidden)('fails on %s', async (_kind, code) => {
    expect(await floorProblems('src/lib/planted.ts', code)).not.toEqual([]);
  });

  it.each(allowed)('passes %s', async (_kind, code) => {
    expect(await floorProblems('src/lib/planted.ts', code)).toEqual([]);
  });

  it('holds the server and the scripts to Node, not to the floor', async () => {
    expect(await floorProblems('server/base/planted.ts', forbidden[0]![1])).toEqual([]);
  });

  it("reads the floor from package.json's browserslist, and lets the shims' names pass", () => {
    const floor = floorInMdnTerms();
    expect(floor.chrome).toBe(floorInMdnTerms('chrome >= 80').chrome);
    expect(floor.safari_ios).toBeLessThan(15);
    const newer = newerMethods(floor);
    expect(newer.has('replaceAll')).toBe(true);
    for (const name of SHIMMED.filter((n) => n.includes('.prototype.'))) expect(newer.has(name.split('.').pop()!), name).toBe(false);
  });
});
