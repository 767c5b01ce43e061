// `npm run bench:web`: a benchmark, not a test. Builds the site, starts the reference server on a throwaway database,
// runs Lighthouse (mobile: simulated slow 4G and 4× CPU, its defaults) RUNS times on each route with Debian's
// Chromium, and prints the medians. Beside Lighthouse's simulated figures it prints the paints the browser really
// recorded on loopback (observed FCP and LCP, no throttling): what the page did, before the simulation's model.
// Each route twice, as `npm start` serves it: over HTTP/2 with TLS (how any https deployment or CDN delivers the site;
// the certificate is this machine's own, so Chromium is told to accept it) and over plain HTTP/1.1.
// Loopback only; it stops the server and the browser when done.
// ROUTES=all runs every route of the registry (src/shell/registry.ts), one run each over HTTP/1.1 unless RUNS and
// PROTOCOLS say otherwise; a route behind the login guard is opened as a logged-in member (the token put in the
// browser's storage first, as a returning player has it), and the table ends with the median and the lowest score.
// Environment: BENCH_PORT (8799; HTTP/2 on the next port), BEFORE_DIST and BEFORE_PORT (below), ROUTES (/,/activity,/login; or all; or a list), RUNS (5, or 1
// for all: a run's first paint sometimes waits on Chromium's paint holding), PROTOCOLS (h2,http1.1, or http1.1 for all),
// CHROMIUM_PATH (/usr/bin/chromium), SKIP_BUILD=1 to reuse dist/, REPORTS=<folder> to keep each run's whole Lighthouse
// report (JSON: the largest paint's element, the main thread's tasks, the requests) for finding why a route is slow.
// VISIT=repeat measures a returning player instead (ROUTES /,/activity,/mine unless given): each run's browser first
// loads the route as a first visit and waits until the service worker is ready and the app has kept its answers on
// the device (src/session/kept), then Lighthouse loads it again with that storage kept (the same mobile profile).
// BEFORE_DIST=<folder> compares two builds in one run: that folder (an earlier build, `npx vite build --outDir
// dist-before` on its commit) is served by a second server on BEFORE_PORT (BENCH_PORT+2; HTTP/2 on the next port), and
// each route's runs alternate between the two builds (before, after; then after, before...), so a machine that gets
// busier or quieter meanwhile weighs on both alike. The table then has a row per build and ends with the medians'
// differences.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startBenchServer } from './bench-server-process.mjs';
import { spawnSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PORT = Number(process.env.BENCH_PORT ?? 8799);
const basesOf = (port) => ({ h2: `https://127.0.0.1:${port + 1}`, 'http1.1': `http://127.0.0.1:${port}` });
const BASES = basesOf(PORT);
/** The builds measured: dist/ ('after' when there is a 'before' to compare it with), and BEFORE_DIST's. */
const BEFORE_DIST = process.env.BEFORE_DIST;
const BEFORE_PORT = Number(process.env.BEFORE_PORT ?? PORT + 2);
const BUILDS = [
  ...(BEFORE_DIST ? [{ name: 'before', dist: path.resolve(BEFORE_DIST), port: BEFORE_PORT, bases: basesOf(BEFORE_PORT) }] : []),
  { name: BEFORE_DIST ? 'after' : 'dist', dist: null, port: PORT, bases: BASES },
];
const ALL = process.env.ROUTES === 'all';
const PROTOCOLS = (process.env.PROTOCOLS ?? (ALL ? 'http1.1' : 'h2,http1.1')).split(',').filter((p) => p in BASES);
const RUNS = Number(process.env.RUNS ?? (ALL ? 1 : 5));
const REPEAT = process.env.VISIT === 'repeat';
/** Where the app keeps its answers between visits (src/session/kept/keptAnswers.ts). */
const KEPT_STORAGE_KEY = 'app.kept';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A route that shows nothing useful without its query gets a sample one. */
const SAMPLE_QUERY = { '/lottery': '?room_id=1' };

/** The registry's routes and their guards, as the app builds its router from them (read through tsx: it is TypeScript). */
function registryRoutes() {
  const script = "import('./src/shell/registry.ts').then((m) => console.log(JSON.stringify(m.screens.map((s) => ({ path: s.path, guard: s.guard })))))";
  const read = spawnSync('npx', ['tsx', '-e', script], { encoding: 'utf8' });
  if (read.status !== 0) throw new Error(`reading the registry: ${read.stderr}`);
  return JSON.parse(read.stdout.trim().split('\n').at(-1));
}
const registry = registryRoutes();
const chosen = ALL
  ? registry
  : (process.env.ROUTES ?? (REPEAT ? '/,/activity,/mine' : '/,/activity,/login')).split(',').map((p) => registry.find((route) => route.path === p) ?? { path: p, guard: 'none' });
// The app uses a hash router: a route is the page plus its #fragment.
const urlOf = (base, route) => (route === '/' ? `${base}/` : `${base}/#${route}${SAMPLE_QUERY[route] ?? ''}`);
const ROUTES = PROTOCOLS.flatMap((protocol) => chosen.map(({ path: route, guard }) => ({ name: route, protocol, member: guard !== 'none' })));

if (!process.env.SKIP_BUILD) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const servers = BUILDS.map((build) =>
  startBenchServer(build.port, { TLS_PORT: String(build.port + 1), ...(build.dist ? { DIST_DIR: build.dist } : {}) }),
);
const stopServer = () => servers.forEach((server) => server.stop());

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

let reports = 0;
function keepReport(url, report) {
  mkdirSync(process.env.REPORTS, { recursive: true });
  const name = `${String(++reports).padStart(3, '0')}-${new URL(url).hash.replace(/[^a-z0-9]+/gi, '_') || 'hall'}.json`;
  writeFileSync(path.join(process.env.REPORTS, name), Array.isArray(report) ? report[0] : report);
}

async function measure(url, port, keepStorage = false) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: keepStorage };
  const result = await lighthouse(url, flags);
  if (process.env.REPORTS) keepReport(url, result.report);
  const { audits, categories } = result.lhr;
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    kb: audits['total-byte-weight'].numericValue / 1024,
    requests: audits['network-requests'].details.items.length,
    observedFcp: audits.metrics.details.items[0].observedFirstContentfulPaint,
    observedLcp: audits.metrics.details.items[0].observedLargestContentfulPaint,
  };
}

await Promise.all(servers.map((server) => server.ready()));

/** One Lighthouse run in a fresh browser: a cold cache (no service worker, no HTTP cache), as a first visit. */
async function coldRun(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    // The HTTP/2 listener's certificate is this machine's own.
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--ignore-certificate-errors'],
  });
  try {
    return await measure(url, chrome.port);
  } finally {
    await chrome.kill();
  }
}

/** A member's session token on a build's server (registered once each: each server has its own database). */
const memberTokens = new Map();
async function token(base) {
  if (memberTokens.has(base)) return memberTokens.get(base);
  const name = `web${Date.now().toString(36).slice(-6)}`;
  const response = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, realname: name, password: 'bench123', confirmPass: 'bench123', paypassword: 'bench123', code: 'bench' }),
  });
  const answer = await response.json();
  if (answer.code !== 200) throw new Error(`register: ${answer.message}`);
  memberTokens.set(base, answer.data.api_token);
  return answer.data.api_token;
}

/**
 * A run in a browser profile of its own. A member's first visit: the profile's only stored thing is the session token
 * (set on a page of the origin that loads none of the app), so the app's files still come cold from the network. A
 * repeat visit (`repeat`): the route is loaded once first, until the service worker is ready (it has precached the
 * site) and the app has kept its answers, and Lighthouse then loads it again in the same profile, storage kept.
 */
async function profileRun(url, { member, repeat, registerAt }) {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
  // Port 0: Chromium picks a free one and writes it into the profile.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    ignoreHTTPSErrors: true,
    args: ['--remote-debugging-port=0', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--ignore-certificate-errors'],
  });
  try {
    const page = await context.newPage();
    if (member) {
      await page.goto(`${new URL(url).origin}/healthz`);
      await page.evaluate((value) => localStorage.setItem('app.token', value), await token(registerAt));
    }
    if (repeat) {
      await page.goto(url);
      // The worker registers once the page has settled (at most ~15 s), and the app writes what it keeps then too.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.waitForFunction((key) => localStorage.getItem(key) !== null, KEPT_STORAGE_KEY, { timeout: 60_000 });
      await page.waitForTimeout(3_000); // the last answers' write (at most every 2 s)
    }
    await page.close();
    const port = Number(readFileSync(path.join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
    return await measure(url, port, true);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const rows = [];
try {
  for (const route of ROUTES) {
    // A first run on each listener is discarded: it pays for the server's and Chromium's own warm-up.
    if (route.name === '/') for (const build of BUILDS) await coldRun(urlOf(build.bases[route.protocol], '/'));
    const runs = new Map(BUILDS.map((build) => [build, []]));
    for (let i = 0; i < RUNS; i++) {
      // Alternating, the order turned each time: neither build always runs first.
      for (const build of i % 2 === 0 ? BUILDS : [...BUILDS].reverse()) {
        const url = urlOf(build.bases[route.protocol], route.name);
        runs.get(build).push(await (route.member || REPEAT ? profileRun(url, { member: route.member, repeat: REPEAT, registerAt: build.bases['http1.1'] }) : coldRun(url)));
      }
    }
    for (const build of BUILDS) {
      const pick = (key) => median(runs.get(build).map((r) => r[key]));
      rows.push({
        route: route.name,
        protocol: route.protocol,
        build: build.name,
        ...Object.fromEntries(['score', 'fcp', 'lcp', 'tbt', 'cls', 'kb', 'requests', 'observedFcp', 'observedLcp'].map((key) => [key, pick(key)])),
      });
      const label = BEFORE_DIST ? `, ${build.name}` : '';
      console.log(`  ${route.name} (${route.protocol}${route.member ? ', member' : ''}${label}): scores ${runs.get(build).map((r) => r.score).join(', ')}; LCP ${runs.get(build).map((r) => r.lcp.toFixed(0)).join(', ')} ms`);
    }
  }
} finally {
  stopServer();
}

console.log(`\nLighthouse mobile, ${REPEAT ? 'repeat visit (storage kept after a first load)' : 'first visit'} (medians of ${RUNS}, simulated slow 4G, 4x CPU; observed = unthrottled on loopback):`);
const width = Math.max(11, ...rows.map((r) => r.route.length));
const buildColumn = (text) => (BEFORE_DIST ? ` ${text.padEnd(6)}` : '');
console.log(`  ${'route'.padEnd(width)} protocol${buildColumn('build')}   score   FCP ms   LCP ms   TBT ms    CLS   KB transferred  requests  observed FCP / LCP ms`);
for (const r of rows) {
  console.log(
    `  ${r.route.padEnd(width)} ${r.protocol.padEnd(8)}${buildColumn(r.build)} ${String(r.score).padStart(6)} ${r.fcp.toFixed(0).padStart(8)} ${r.lcp.toFixed(0).padStart(8)} ${r.tbt.toFixed(0).padStart(8)} ${r.cls.toFixed(3).padStart(6)} ${r.kb.toFixed(1).padStart(8)} ${String(r.requests).padStart(15)} ${`${r.observedFcp.toFixed(0)} / ${r.observedLcp.toFixed(0)}`.padStart(22)}`,
  );
}
if (BEFORE_DIST) {
  console.log(`\nbefore (${BEFORE_DIST}) → after (dist/), medians of ${RUNS} alternating runs each:`);
  for (const after of rows.filter((r) => r.build === 'after')) {
    const before = rows.find((r) => r.build === 'before' && r.route === after.route && r.protocol === after.protocol);
    const change = (key, digits = 0) => `${before[key].toFixed(digits)} → ${after[key].toFixed(digits)} (${after[key] - before[key] >= 0 ? '+' : ''}${(after[key] - before[key]).toFixed(digits)})`;
    console.log(`  ${after.route.padEnd(width)} ${after.protocol.padEnd(8)} LCP ${change('lcp')} ms, FCP ${change('fcp')} ms, TBT ${change('tbt')} ms, score ${change('score')}`);
  }
}
for (const protocol of PROTOCOLS) {
  const scores = rows.filter((r) => r.protocol === protocol && r.build !== 'before').map((r) => r.score);
  if (scores.length < 4) continue;
  const lowest = rows.filter((r) => r.protocol === protocol && r.build !== 'before').sort((a, b) => a.score - b.score).slice(0, 3);
  console.log(`  ${protocol}: ${scores.length} routes, median score ${median(scores)}, lowest ${lowest.map((r) => `${r.route} ${r.score}`).join(', ')}; below 90: ${scores.filter((s) => s < 90).length}`);
}
// Figures from a busy machine are not comparable: say how busy it was.
console.log(`\n(load average ${loadavg().map((n) => n.toFixed(1)).join(' ')} on this machine while measuring)`);
process.exit(0);
