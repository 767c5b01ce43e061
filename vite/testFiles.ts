// The web project's files by what they need. A unit test of logic alone (marked `@vitest-environment node`) that
// touches nothing shared (no stubbed global, mock, spy or fake clock, no listener of the app's) runs in a worker with
// the files before it and the modules they loaded (Vitest's isolate: false), as the server's tests do: a process and a
// setup per file cost more than most such files' tests (54 files: 73 → 38 CPU seconds, 2026-12-07). Any other file
// keeps a process of its own: one that stubbed fetch once told its late answers' drift to the next file's listener.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const NO_PAGE = /^\s*\/\/\s*@vitest-environment\s+node\b/m;
const SHARES = /\bvi\.(stub|unstub|use|mock|doMock|spyOn|fn)|\bon[A-Z]\w*\(|addEventListener|globalThis\.|window\./;
const UNIT = 'tests/unit';

/** tests/unit's files that ask for no page and share nothing, relative to `root`. */
export function logicTests(root: string): string[] {
  return readdirSync(path.join(root, UNIT))
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => `${UNIT}/${name}`)
    .filter((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      return NO_PAGE.test(text.slice(0, 400)) && !SHARES.test(text);
    });
}

const MOCKS = /\bvi\.(mock|doMock)\(/;
const COMPONENT = 'tests/component';

/** tests/component's files that mock a module: they keep a page and module graph of their own (a mock stays). */
export function mockingTests(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      else if (/\.test\.tsx?$/.test(entry.name) && MOCKS.test(readFileSync(path.join(root, file), 'utf8'))) found.push(file);
    }
  };
  walk(COMPONENT);
  return found;
}
