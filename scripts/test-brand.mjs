// `BRAND=<id> npm run test:brand` (or BRAND_DIR=<folder>): checks one brand as an operator would before shipping it.
// Runs the server's brand-seed test for that brand (its names, colours and files, tests/server/brand-seed.test.ts),
// then builds the front end for it and runs the brand smoke (tests/e2e/brand-smoke.spec.ts) against a server started
// for it: every expectation read from the brand's own brand.ts, words and seed.json. Unset BRAND means the default.
// `npm run test:brand -- --example` makes a brand in a temporary folder (its own colours, name and words, other
// routes off, a header turned on, its site title per language) and checks that one: what a new operator's first
// brand looks like.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A brand written as docs/operators.md says: only what differs from the default. */
function exampleBrand() {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'brand-example-')), 'jade');
  mkdirSync(path.join(dir, 'locales', 'zh-CN'), { recursive: true });
  mkdirSync(path.join(dir, 'locales', 'en'), { recursive: true });
  writeFileSync(
    path.join(dir, 'brand.ts'),
    `export default {
  id: 'jade',
  tokens: { primary: '#0a7b6c', primaryLight: '#1f9d8b', primaryDeep: '#075a4f', danger: '#b3261e', lotteryRed: '#b3261e' },
  screens: { off: ['/hongbao', '/welfare', '/discover', '/index_old'], tabTitles: { service: 'nav:titles.kefu' }, headers: { '/transfer': true } },
};
`,
  );
  // An ES module like the repository's own brands (Node reads a folder outside the repository as CommonJS otherwise).
  writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }\n');
  writeFileSync(path.join(dir, 'locales', 'zh-CN', 'brand.json'), `${JSON.stringify({ siteName: '翠玉娱乐', slogan: '稳定 · 公平 · 秒到账' })}\n`);
  writeFileSync(path.join(dir, 'locales', 'en', 'brand.json'), `${JSON.stringify({ siteName: 'Jade', slogan: 'Steady · Fair · Instant payouts' })}\n`);
  writeFileSync(path.join(dir, 'seed.json'), `${JSON.stringify({ name: '翠玉娱乐', shortName: '翠玉', settings: { title: { 'zh-CN': '翠玉娱乐', en: 'Jade' } } }, null, 2)}\n`);
  return dir;
}

const example = process.argv.includes('--example');
const env = { ...process.env };
if (example) {
  delete env.BRAND;
  env.BRAND_DIR = exampleBrand();
}
const id = env.BRAND_DIR ? path.basename(env.BRAND_DIR) : env.BRAND || 'default';
const run = (command, args, extra = {}) => {
  console.log(`\n> ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extra } });
  return result.status ?? 1;
};

let status = run('node_modules/.bin/vitest', ['run', '--project', 'server', 'tests/server/brand-seed.test.ts']);
if (status === 0) status = run('node', ['scripts/ensure-chromium.mjs']);
if (status === 0) {
  status = run('node_modules/.bin/playwright', ['test', '--project', `brand-${id}`], {
    E2E_BRAND_ONLY: '1',
    E2E_OUTPUT: env.E2E_OUTPUT ?? `test-results/brand-${id}`,
  });
}
if (example) rmSync(path.dirname(env.BRAND_DIR), { recursive: true, force: true });
console.log(status === 0 ? `\nbrand ${id}: every check passed` : `\nbrand ${id}: a check failed (above)`);
process.exit(status);
