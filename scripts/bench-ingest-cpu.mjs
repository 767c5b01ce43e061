// `node scripts/bench-ingest-cpu.mjs`: a benchmark, not a test. The processor time of the field reports' ingest
// (POST /api/telemetry) in one process, which a busy machine blurs less than a p99: the reference server is built
// in this process on an in-memory database, requests are injected one after another (Fastify's inject, no socket),
// and the time is read before the first and after the last (and a settling second, for the work each request leaves
// to a timer: the store's writes, the export's). Export off and export on with its endpoint down (a port nobody
// listens on) are taken in turn, ROUNDS times, each in a process of its own (nothing of one, an export still trying
// after its server closed, say, reaches the next).
//
// Two figures a request: the main thread's processor time (Linux's /proc/self/task/<pid>/schedstat; the thread that
// answers requests, so what a request waits for), and the whole process's (process.cpuUsage: every thread, the
// garbage collector's helpers and any worker included).
// Environment: REQUESTS (8000 measured, after 1000 not measured), BATCH (5 reports a request: 4 vitals and a failed
// call, one record exported; as bench:server's), ROUNDS (3), ENDPOINT (http://127.0.0.1:9/v1/logs).
// Given an endpoint as its argument ('' for off), it measures once in this process and prints the figures as JSON:
// how each round runs, and, under `node --cpu-prof`, a profile of one measure (BENCH_WINDOW=1 also prints where the
// measured part lies in it).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { reportBatch } from './bench-server-process.mjs';

const REQUESTS = Number(process.env.REQUESTS ?? 8000);
const WARM_UP = 1000;
const BATCH = Number(process.env.BATCH ?? 5);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const ENDPOINT = process.env.ENDPOINT ?? 'http://127.0.0.1:9/v1/logs';
const SETTLE_MS = 1000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** The main thread's time on a processor, in µs (its schedstat's first field is in ns). */
const mainThreadUs = () => Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e3;
const processUs = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};


/** One measure, in this process: its figures as a line of JSON. */
async function measure(endpoint) {
  register();
  const { buildApp } = await import('../server/app.ts');
  const { loadConfig } = await import('../server/base/config.ts');
  const config = { ...loadConfig({}), dbPath: ':memory:', logLevel: 'silent', telemetryMaxPerAddress: 0, otlpLogsEndpoint: endpoint };
  const { app } = await buildApp(config);
  const headers = { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (Linux; Android 12) Chrome/120.0.6099.43 Mobile' };
  const inject = async (i) => {
    const response = await app.inject({ method: 'POST', url: '/api/telemetry', headers, payload: reportBatch(BATCH, i) });
    if (response.statusCode !== 204) throw new Error(`POST /api/telemetry answered ${response.statusCode}`);
  };
  for (let i = 0; i < WARM_UP; i++) await inject(i);
  await sleep(SETTLE_MS);
  const [main, whole] = [mainThreadUs(), processUs()];
  const window = [process.hrtime.bigint()];
  for (let i = 0; i < REQUESTS; i++) await inject(WARM_UP + i);
  await sleep(SETTLE_MS);
  // With --cpu-prof, where the measured part lies in the profile (its clock, in µs).
  if (process.env.BENCH_WINDOW) console.error(`window ${window[0] / 1000n} ${process.hrtime.bigint() / 1000n}`);
  const figures = { main: (mainThreadUs() - main) / REQUESTS, whole: (processUs() - whole) / REQUESTS };
  await app.close();
  return figures;
}

const one = process.argv[2];
if (one !== undefined) {
  console.log(JSON.stringify(await measure(one)));
  process.exit(0);
}

const results = { off: [], on: [] };
for (let round = 1; round <= ROUNDS; round++) {
  for (const way of ['off', 'on']) {
    const output = execFileSync(process.execPath, [fileURLToPath(import.meta.url), way === 'on' ? ENDPOINT : ''], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    const figures = JSON.parse(output.trim().split('\n').at(-1));
    results[way].push(figures);
    console.log(`round ${round}, export ${way === 'on' ? `on, endpoint ${ENDPOINT}` : 'off'}: ${figures.main.toFixed(0)} µs a request on the main thread, ${figures.whole.toFixed(0)} µs in the whole process (load average ${loadavg()[0].toFixed(1)})`);
  }
}
const range = (list, key) => `${Math.min(...list.map((f) => f[key])).toFixed(0)}–${Math.max(...list.map((f) => f[key])).toFixed(0)}`;
console.log(`\n${REQUESTS} requests of ${BATCH} reports, ${ROUNDS} rounds, µs of processor time a request (main thread / whole process):`);
console.log(`  export off: ${range(results.off, 'main')} / ${range(results.off, 'whole')}`);
console.log(`  export on, endpoint down: ${range(results.on, 'main')} / ${range(results.on, 'whole')}`);
console.log(`(load average ${loadavg().map((n) => n.toFixed(1)).join(' ')} on this machine while measuring)`);
process.exit(0);
