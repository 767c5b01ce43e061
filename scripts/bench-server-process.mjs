// The reference server for a benchmark: on loopback, a throwaway database, stopped with the benchmark's process.
import { spawn } from 'node:child_process';
import http from 'node:http';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Starts the server on 127.0.0.1:port; `ready()` resolves once it answers, `stop()` ends it (also done on exit). */
export function startBenchServer(port, env = {}) {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn('node_modules/.bin/tsx', ['server/index.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DB_PATH: ':memory:', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  async function ready(deadline = Date.now() + 60_000) {
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) return;
      } catch {
        // not up yet
      }
      await sleep(300);
    }
    throw new Error(`the server did not answer on ${base} within a minute`);
  }
  return { base, ready, stop };
}

/** The two calls every benchmark makes: a POST answered as JSON, and a fresh member's token (named `prefix` + i). */
export function benchCalls(base, prefix) {
  async function post(path, body, token) {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return response.json();
  }
  async function member(i) {
    const name = `${prefix}${Date.now().toString(36).slice(-5)}${i}`.slice(0, 16);
    const answer = await post('/api/register', { name, realname: name, password: 'bench123', confirmPass: 'bench123', paypassword: 'bench123', code: 'bench' });
    if (answer.code !== 200) throw new Error(`register ${name}: ${answer.message}`);
    return answer.data.api_token;
  }
  return { post, member };
}

/** A page life's batch of `size` reports (its vitals, then a failed call), as the front end sends it. */
export function reportBatch(size, i) {
  const page = { id: (0x1000000000000000n + BigInt(i)).toString(16), brand: 'default', dialect: 'reference', version: '0.1.0', language: 'zh-CN', connection: '4g' };
  const kinds = [
    { kind: 'vital', route: '/', name: 'LCP', value: 1800 + (i % 900) },
    { kind: 'vital', route: '/', name: 'CLS', value: (i % 20) / 100 },
    { kind: 'vital', route: '/', name: 'FCP', value: 900 + (i % 500) },
    { kind: 'vital', route: '/', name: 'TTFB', value: 120 + (i % 90) },
    { kind: 'failure', route: '/recharge', operation: '/api/get_pay_way', failure: 'server', status: 500, duration: 80, count: 1 },
  ];
  return JSON.stringify({ page, reports: Array.from({ length: size }, (_, k) => kinds[k % kinds.length]) });
}

/** The p-th percentile of ascending `sorted`. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * Requests as phones send them: each on its own schedule, so at `rate` a second they arrive evenly spread, sent here
 * one by one over 20 kept-alive connections to `base` for `seconds`, each timed from its send to its last byte; `ok` is the expected status.
 */
export async function paced(base, seconds, { path, body, headers, rate, ok }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
  const latencies = [];
  let errors = 0;
  const one = () =>
    new Promise((resolve) => {
      const sentAt = performance.now();
      const request = http.request(
        `${base}${path}`,
        { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } },
        (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode === ok) latencies.push(performance.now() - sentAt);
            else errors += 1;
            resolve();
          });
        },
      );
      request.on('error', () => {
        errors += 1;
        resolve();
      });
      request.end(body);
    });
  for (let i = 0; i < 200; i++) await one(); // warm-up, not measured
  latencies.length = 0;
  const started = performance.now();
  const inFlight = [];
  let sent = 0;
  while (performance.now() - started < seconds * 1000) {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    for (; sent < due; sent++) inFlight.push(one());
    await sleep(1);
  }
  await Promise.all(inFlight);
  agent.destroy();
  return { sent, errors, sorted: latencies.sort((a, b) => a - b) };
}
