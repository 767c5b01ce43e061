// `npm run bench:web`: a benchmark, not a test. Builds the site, starts the reference server on a throwaway database,
// runs Lighthouse (mobile: simulated slow 4G and 4× CPU, its defaults) RUNS times on each route with Debian's
// Chromium, and prints the medians. Beside Lighthouse's simulated figures it prints the paints the browser really
// recorded on loopback (observed FCP and LCP, no throttling): what the page did, before the simulation's model.
// Each route twice, as `npm start` serves it: over HTTP/2 with TLS (how any https deployment or CDN delivers the site;
// the certificate is this machine's own, so Chromium is told to accept it) and over plain HTTP/1.1.
// Loopback only; it stops the server and the browser when done.
// Environment: BENCH_PORT (8799; HTTP/2 on the next port), RUNS (5: a run's first paint sometimes waits on Chromium's
// paint holding), PROTOCOLS (h2,http1.1), CHROMIUM_PATH (/usr/bin/chromium), SKIP_BUILD=1 to reuse dist/.
import { loadavg } from 'node:os';
import { startBenchServer } from './bench-server-process.mjs';
import { spawnSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PORT = Number(process.env.BENCH_PORT ?? 8799);
const BASES = { h2: `https://127.0.0.1:${PORT + 1}`, 'http1.1': `http://127.0.0.1:${PORT}` };
const PROTOCOLS = (process.env.PROTOCOLS ?? 'h2,http1.1').split(',').filter((p) => p in BASES);
const RUNS = Number(process.env.RUNS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The app uses a hash router: a route is the page plus its #fragment.
const ROUTES = PROTOCOLS.flatMap((protocol) => [
  { name: '/', protocol, url: `${BASES[protocol]}/` },
  { name: '/activity', protocol, url: `${BASES[protocol]}/#/activity` },
  { name: '/login', protocol, url: `${BASES[protocol]}/#/login` },
]);

if (!process.env.SKIP_BUILD) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = startBenchServer(PORT, { TLS_PORT: String(PORT + 1) });
const stopServer = server.stop;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function measure(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
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

await server.ready();

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

const rows = [];
try {
  for (const route of ROUTES) {
    // A first run on each listener is discarded: it pays for the server's and Chromium's own warm-up.
    if (route.name === '/') await coldRun(route.url);
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await coldRun(route.url));
    const pick = (key) => median(runs.map((r) => r[key]));
    rows.push({
      route: route.name,
      protocol: route.protocol,
      ...Object.fromEntries(['score', 'fcp', 'lcp', 'tbt', 'cls', 'kb', 'requests', 'observedFcp', 'observedLcp'].map((key) => [key, pick(key)])),
    });
    console.log(`  ${route.name} (${route.protocol}): scores ${runs.map((r) => r.score).join(', ')}`);
  }
} finally {
  stopServer();
}

console.log(`\nLighthouse ${'mobile'} (medians of ${RUNS}, simulated slow 4G, 4x CPU; observed = unthrottled on loopback):`);
console.log('  route       protocol   score   FCP ms   LCP ms   TBT ms    CLS   KB transferred  requests  observed FCP / LCP ms');
for (const r of rows) {
  console.log(
    `  ${r.route.padEnd(11)} ${r.protocol.padEnd(8)} ${String(r.score).padStart(6)} ${r.fcp.toFixed(0).padStart(8)} ${r.lcp.toFixed(0).padStart(8)} ${r.tbt.toFixed(0).padStart(8)} ${r.cls.toFixed(3).padStart(6)} ${r.kb.toFixed(1).padStart(8)} ${String(r.requests).padStart(15)} ${`${r.observedFcp.toFixed(0)} / ${r.observedLcp.toFixed(0)}`.padStart(22)}`,
  );
}
// Figures from a busy machine are not comparable: say how busy it was.
console.log(`\n(load average ${loadavg().map((n) => n.toFixed(1)).join(' ')} on this machine while measuring)`);
process.exit(0);
