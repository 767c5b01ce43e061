// `npm run test:node24` (a step of `npm test`): the server tests and the build under Node 24, the current LTS, beside
// the Node 20 that runs everything else. Node 24 comes from the npm registry's `node` package (`npx -p node@24`), and
// nothing is downloaded from anywhere but the npm registry. It prints how long each part took.
//
// The one native module, better-sqlite3, is built in node_modules for the Node that installed it (20). Its copy for
// Node 24 is built here from the same source with node-gyp (npm's own), against Node 24's headers, which the registry's
// `node-<platform>-<arch>` package carries in include/node (the `node` package keeps only the binary). It is kept in
// node_modules/.cache/node24/, named by better-sqlite3's version and Node's ABI, so a second run builds nothing; a clean
// install builds it once (~20-30 s). scripts/node24-addon-hook.mjs sends every load of the addon to that copy.
//
// The headers are 24.18.1's whatever Node 24 runs: from 24.19 on, node_object_wrap.h (compiled into an addon) registers
// a cleanup hook that the addon's destructor removes by looking up the current environment, and a garbage collection
// outside any (as between two requests) finds none and aborts the process ("Assertion failed: (env) != nullptr" in
// node::RemoveEnvironmentCleanupHook, under Statement::~Statement). An addon built against 24.18.1's headers runs on
// every Node 24 (the ABI, 137, is the same). SQLite's C is compiled as node-gyp compiles it for Node 20 (optimised): at -O0 the
// collector's heaviest tests ran at half the speed (tests/server/telemetry-abuse.test.ts: a 30-day summary 1,461 ms
// against 965, a 300,000-row prune 3,220 against 1,619), and its bound on a summary's time then failed on a busy
// machine (1,008 ms against 1 s, 2026-12-07). Built once per machine (about a minute), beside e2e.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { machineCache } from './machine-cache.mjs';

const MAJOR = 24;
const HEADERS = '24.18.1';
const root = path.resolve(import.meta.dirname, '..');
// The headers and the addon are kept in the machine's cache (a fresh clone builds nothing); NODE24_CACHE moves it.
const cache = process.env.NODE24_CACHE ?? machineCache(`node${MAJOR}`);
const windows = process.platform === 'win32';
const times = [];
let last = Date.now();
const lap = (what) => {
  const now = Date.now();
  times.push(`${what} ${((now - last) / 1000).toFixed(1)} s`);
  last = now;
};

function run(command, args, { onFailure, ...options } = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, shell: windows, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  if (result.status !== 0) {
    onFailure?.(result);
    console.error(`\ntest:node${MAJOR}: ${[command, ...args].join(' ')} failed (${result.error?.message ?? `exit ${result.status}`})`);
    process.exit(result.status || 1);
  }
  return result;
}
const output = (command, args) => run(command, args, { stdio: ['ignore', 'pipe', 'inherit'] }).stdout.trim();

// 1. Node 24 from the registry's `node` package: its path, version and ABI.
const [node, version, abi] = JSON.parse(
  output(windows ? 'npx.cmd' : 'npx', ['--yes', '--package', `node@${MAJOR}`, '--', 'node', '-p', 'JSON.stringify([process.execPath, process.version, process.versions.modules])']),
);
console.log(`test:node${MAJOR}: Node ${version} (ABI ${abi}) at ${node}`);
lap('node');

// 2. Node 24's headers, from the registry's package of the binary for this platform (its include/node only).
const headers = path.join(cache, `headers-${HEADERS}`);
if (!existsSync(path.join(headers, 'include', 'node', 'node.h'))) {
  mkdirSync(cache, { recursive: true });
  const platform = windows ? 'win' : process.platform;
  const prefix = process.platform === 'darwin' && process.arch === 'arm64' ? 'node-bin' : 'node';
  const [packed] = JSON.parse(output(windows ? 'npm.cmd' : 'npm', ['pack', `${prefix}-${platform}-${process.arch}@${HEADERS}`, '--pack-destination', cache, '--json', '--silent']));
  const tarball = path.join(cache, packed.filename);
  rmSync(headers, { recursive: true, force: true });
  mkdirSync(headers, { recursive: true });
  run('tar', ['-xzf', tarball, '-C', headers, '--strip-components=1', 'package/include/node']);
  rmSync(tarball, { force: true });
}
lap('headers');

// 3. better-sqlite3's addon for Node 24, built once per version and ABI.
const sqlite = path.join(root, 'node_modules', 'better-sqlite3');
const sqliteVersion = JSON.parse(readFileSync(path.join(sqlite, 'package.json'), 'utf8')).version;
const build = path.join(cache, `better-sqlite3-${sqliteVersion}-abi${abi}-optimised`);
const addon = path.join(build, 'build', 'Release', 'better_sqlite3.node');
const kept = existsSync(addon);
if (!kept) {
  // Built beside its place and moved in whole: two clones building at once, or a run cut short, leave no half addon.
  const building = `${build}.${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  for (const part of ['binding.gyp', 'package.json', 'src', 'deps']) cpSync(path.join(sqlite, part), path.join(building, part), { recursive: true });
  // npm's own node-gyp (npm sets npm_config_node_gyp for the scripts it runs; else next to npm itself).
  const gyp =
    process.env.npm_config_node_gyp ??
    path.join(path.dirname(process.env.npm_execpath ?? ''), '..', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js');
  if (!existsSync(gyp)) throw new Error(`test:node${MAJOR}: npm's node-gyp is not at ${gyp}; run this through npm (npm run test:node${MAJOR})`);
  // Its compiler's chatter is shown only when the build fails.
  run(node, [gyp, 'rebuild', '--release', `--nodedir=${headers}`, `--jobs=${cpus().length}`, '--loglevel=warn'], {
    cwd: building,
    stdio: ['ignore', 'pipe', 'pipe'],
    onFailure: (result) => process.stderr.write(`${result.stdout}${result.stderr}`),
    // npm hands its own config to the scripts it runs (npm_config_nodedir: Node 20's headers on Debian), and node-gyp
    // takes those over its command line.
    env: { ...process.env, npm_config_nodedir: headers },
  });
  if (existsSync(addon)) rmSync(building, { recursive: true, force: true });
  else renameSync(building, build);
}
lap(kept ? 'addon (kept)' : 'addon (built)');

const env = {
  ...process.env,
  NODE24_SQLITE_ADDON: addon,
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${pathToFileURL(path.join(root, 'scripts', 'node24-addon-hook.mjs')).href}`.trim(),
  // Its test run's timings apart from the Node 20 run's (tests/reporters/timings.ts).
  TIMINGS_RUN: 'vitest-node24',
};
run(node, ['-e', "const D = require('better-sqlite3'); new D(':memory:').prepare('SELECT 1').get(); console.log('better-sqlite3 loads under', process.version)"], { env });

// 4. The server tests (a fresh in-memory database each, every answer checked against the contract).
run(node, [path.join('node_modules', 'vitest', 'vitest.mjs'), 'run', '--project', 'server', 'tests/server'], { env });
lap('server tests');

// 5. The build, into a directory of its own (dist/ is the Node 20 build the later steps serve).
const out = path.join(root, 'node_modules', '.cache', `node${MAJOR}-dist`);
run(node, [path.join('node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], { env });
if (!existsSync(path.join(out, 'index.html'))) throw new Error(`test:node${MAJOR}: the build wrote no index.html`);
rmSync(out, { recursive: true, force: true });
lap('build');

const total = times.reduce((sum, entry) => sum + Number(entry.split(' ').at(-2)), 0);
console.log(`\ntest:node${MAJOR}: server tests and build pass on Node ${version} (${times.join(', ')}; ${total.toFixed(0)} s in all)`);
