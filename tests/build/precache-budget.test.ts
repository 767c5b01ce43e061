// `npm run perf` says what a first visit downloads in the background, the service worker's precache as sent (its
// Brotli copies, or the file where it has none), against a budget. Run here on a made-up build of a few files.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A build whose worker precaches a page, a stylesheet with its Brotli copy, and a script of `scriptKb` with none. */
function perfOn(scriptKb: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'precache-'));
  dirs.push(dir);
  const dist = path.join(dir, 'dist');
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(path.join(dist, 'assets', 'app.js'), randomBytes(scriptKb * 1024));
  writeFileSync(path.join(dist, 'assets', 'app.css'), 'a{}'.repeat(20_000));
  writeFileSync(path.join(dist, 'assets', 'app.css.br'), randomBytes(1024));
  const entries = ['index.html', 'assets/app.js', 'assets/app.css'].map((url) => `{url:"${url}",revision:null}`);
  writeFileSync(path.join(dist, 'sw.js'), `define(["./workbox"],function(s){s.precacheAndRoute([${entries.join(',')}],{})});`);
  const run = spawnSync(process.execPath, [path.join(root, 'scripts', 'budget.mjs')], { cwd: dir, encoding: 'utf8' });
  const line = run.stdout.split('\n').find((text) => /in all \(3 files\)/.test(text)) ?? '';
  return { line, sentKb: Number(line.trim().split(/\s+/)[0]), budgetKb: Number(/\/ (\d+)/.exec(line)?.[1]), refused: /the precache is/.test(run.stderr) };
}

describe("the service worker's precache in npm run perf", () => {
  it('is printed as sent, with its budget, and passes under it', () => {
    const small = perfOn(10);
    expect(small.line).not.toBe('');
    // The stylesheet counts as its Brotli copy (1 KB), not its 59 KB; the script, with none, as it is.
    expect(small.sentKb).toBeGreaterThanOrEqual(11);
    expect(small.sentKb).toBeLessThan(12);
    expect(small.refused).toBe(false);
  });

  it('fails the run over its budget', () => {
    const { budgetKb } = perfOn(10);
    expect(perfOn(budgetKb + 10).refused).toBe(true);
  });
});
