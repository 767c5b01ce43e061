// `npm run bench:room`: a benchmark, not a test. Builds the site, starts the reference server on a throwaway database
// (loopback only), puts one phone in lottery room 1 (Debian's Chromium at 390×844 with 4× CPU throttling, as
// Lighthouse's mobile profile) and has MEMBERS other members chat over the room's WebSocket at each RATE lines a
// second for SECONDS. Meanwhile the phone's bet panel is open and a stake chip is tapped every TAP_MS. It prints, per
// rate: the long tasks (over 50 ms), the longest, the main thread's blocked time (each task's share beyond 50 ms), the
// time from a chip's tap to the next frame (the Event Timing API's duration, as INP measures it; worst and median),
// the page's DOM size and JS heap before and after the flood, and the CPU time the page's renderer process spent in
// the flood: on a machine shared with other work the timings above stretch, this figure much less (compare A and B
// builds by it when the load average is high).
// Environment: BENCH_PORT (8797), RATES (10,50), SECONDS (40), MEMBERS (twice the largest rate; a member may send at most
// a line a second), TAP_MS (2000), CPU_SLOWDOWN (4), CHROMIUM_PATH (/usr/bin/chromium), SKIP_BUILD=1 to reuse dist/,
// TRACE=<file> to write a Chromium trace of the first rate's flood and <file>.cpuprofile, its JavaScript profile (open
// either in the browser's performance panel).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
/* global window, document */
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import WebSocket from 'ws';
import { benchCalls, startBenchServer } from './bench-server-process.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8797);
const BASE = `http://127.0.0.1:${PORT}`;
const RATES = (process.env.RATES ?? '10,50').split(',').map(Number).filter((n) => n > 0);
const SECONDS = Number(process.env.SECONDS ?? 40);
const MEMBERS = Number(process.env.MEMBERS ?? 2 * Math.max(...RATES));
const TAP_MS = Number(process.env.TAP_MS ?? 2000);
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ROOM_ID = 1;
const ADMIN_TOKEN = 'bench-room-admin-0123456789abcdef';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

if (!process.env.SKIP_BUILD) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Every member registers and chats from 127.0.0.1: the per-address limits would refuse them. Periods last long enough
// that betting stays open through a run (each run starts on a fresh period).
const server = startBenchServer(PORT, {
  REGISTER_MAX_PER_ADDRESS: '0',
  CHAT_MAX_PER_ADDRESS: '0',
  LOTTERY_PERIOD_SECONDS: '600',
  ADMIN_TOKEN,
});

const { post, member } = benchCalls(BASE, 'room');

function open(token) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${PORT}/wss?roomid=${ROOM_ID}&_token=${encodeURIComponent(token)}`);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/** RATE lines a second, evenly spread, from the members in turn, for SECONDS; answers how many were refused. */
async function flood(sockets, rate) {
  let refused = 0;
  const reasons = new Set();
  const onMessage = (raw) => {
    const message = JSON.parse(raw.toString());
    if (message.type === 'error') {
      refused += 1;
      reasons.add(message.message);
    }
  };
  sockets.forEach((ws) => ws.on('message', onMessage));
  const started = performance.now();
  let sent = 0;
  while (performance.now() - started < SECONDS * 1000) {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    for (; sent < due; sent++) {
      sockets[sent % sockets.length].send(JSON.stringify({ type: 'send', content: `第${sent}句 ${'热闹'.repeat(1 + (sent % 7))}`, order: 0 }));
    }
    await sleep(5);
  }
  sockets.forEach((ws) => ws.off('message', onMessage));
  return { sent, refused, reasons: [...reasons].join(' / ') };
}

// Collected in the page from its first script: long tasks and input events (Event Timing) as they happen.
const OBSERVE = () => {
  const seen = { longTasks: [], events: [] };
  window.__bench = seen;
  new PerformanceObserver((list) => list.getEntries().forEach((e) => seen.longTasks.push({ start: e.startTime, duration: e.duration }))).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) =>
    list.getEntries().forEach((e) => e.interactionId && seen.events.push({ start: e.startTime, id: e.interactionId, name: e.name, duration: e.duration })),
  ).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

async function pageFigures(page, cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const dom = await page.evaluate(() => document.getElementsByTagName('*').length);
  const lines = await page.evaluate(() => document.querySelectorAll('.lottery-chat-line').length);
  return { dom, lines, heapMb: heap.usedSize / 1024 / 1024 };
}

async function run(browser, viewerToken, sockets, rate) {
  const drawn = await post('/admin/lottery/draw', { room_id: ROOM_ID }, ADMIN_TOKEN);
  if (drawn.code !== 200) throw new Error(`draw: ${drawn.message}`);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'zh-CN' });
  await context.addInitScript((token) => localStorage.setItem('app.token', token), viewerToken);
  await context.addInitScript(OBSERVE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${BASE}/#/lottery?room_id=${ROOM_ID}`);
  await page.locator('.lottery-chat').waitFor();
  await page.locator('.lottery-bet-button:not([disabled])').waitFor();
  await sleep(2000); // the socket opens, the first paints settle
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // The bet panel open, as a player about to stake.
  await page.locator('.lottery-bet-button').tap();
  const chips = page.locator('.lottery-quick .lottery-chip');
  await chips.first().waitFor();
  await sleep(1000);
  const before = await pageFigures(page, cdp);
  const since = await page.evaluate(() => performance.now());
  const cpuBefore = await rendererCpu();

  const tracing = process.env.TRACE && rate === RATES[0];
  if (tracing) {
    await browser.startTracing(page, { path: process.env.TRACE, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'] });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  let tapping = true;
  const taps = (async () => {
    let i = 0;
    while (tapping) {
      await sleep(TAP_MS);
      if (tapping) await chips.nth(i++ % 3).tap({ timeout: 10_000 }).catch(() => undefined);
    }
  })();
  const sent = await flood(sockets, rate);
  tapping = false;
  await taps;
  await sleep(1000);
  const cpu = (await rendererCpu()) - cpuBefore;
  if (tracing) {
    await browser.stopTracing();
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(`${process.env.TRACE}.cpuprofile`, JSON.stringify(profile));
  }

  const seen = await page.evaluate((from) => {
    const { longTasks, events } = window.__bench;
    return { longTasks: longTasks.filter((t) => t.start >= from), events: events.filter((e) => e.start >= from) };
  }, since);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const after = await pageFigures(page, cdp);
  const shown = await page.evaluate(() => [...document.querySelectorAll('.lottery-chat-line')].at(-1)?.textContent ?? '');
  await context.close();

  // An interaction's latency is its longest event's duration (pointerdown, pointerup, click...), as INP takes it.
  const byInteraction = new Map();
  for (const e of seen.events) byInteraction.set(e.id, Math.max(byInteraction.get(e.id) ?? 0, e.duration));
  const interactions = [...byInteraction.values()].sort((a, b) => a - b);
  const durations = seen.longTasks.map((t) => t.duration);
  return {
    rate,
    ...sent,
    longTasks: durations.length,
    longest: durations.length ? Math.max(...durations) : 0,
    blocked: durations.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
    taps: interactions.length,
    tapWorst: interactions.at(-1) ?? 0,
    tapMedian: interactions.length ? interactions[Math.floor(interactions.length / 2)] : 0,
    cpu,
    before,
    after,
    shown,
  };
}

const results = [];
await server.ready();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
const browserCdp = await browser.newBrowserCDPSession();
/** CPU seconds used so far by the renderer processes (one page open at a time). */
async function rendererCpu() {
  const { processInfo } = await browserCdp.send('SystemInfo.getProcessInfo');
  return processInfo.filter((p) => p.type === 'renderer').reduce((sum, p) => sum + p.cpuTime, 0);
}
let sockets = [];
let pinger;
try {
  const viewer = await member('me');
  const tokens = [];
  for (let i = 0; i < MEMBERS; i++) tokens.push(await member(i));
  sockets = await Promise.all(tokens.map(open));
  // The server drops a socket silent for 10 s: the members ping as the app does.
  pinger = setInterval(() => sockets.forEach((ws) => ws.send('{"type":"ping"}')), 3000);
  for (const rate of RATES) {
    const result = await run(browser, viewer, sockets, rate);
    results.push(result);
    console.log(`  ${rate} lines/s: sent ${result.sent}, refused ${result.refused}${result.reasons ? ` (${result.reasons})` : ''}; last line shown: ${result.shown.slice(0, 40)}`);
  }
} finally {
  clearInterval(pinger);
  sockets.forEach((ws) => ws.terminate());
  await browser.close();
  server.stop();
}

const ms = (n) => `${n.toFixed(0)} ms`;
console.log(`\nLottery room ${ROOM_ID}, one phone (390×844, ${CPU_SLOWDOWN}× CPU), ${MEMBERS} members chatting for ${SECONDS} s, a chip tapped every ${TAP_MS} ms:`);
console.log('  lines/s  long tasks  longest  blocked  taps  tap→frame worst / median   DOM before → after  heap MB before → after  renderer CPU s');
for (const r of results) {
  console.log(
    `  ${String(r.rate).padStart(7)} ${String(r.longTasks).padStart(11)} ${ms(r.longest).padStart(8)} ${ms(r.blocked).padStart(8)} ${String(r.taps).padStart(5)} ${`${ms(r.tapWorst)} / ${ms(r.tapMedian)}`.padStart(26)} ${`${r.before.dom} → ${r.after.dom}`.padStart(19)} ${`${r.before.heapMb.toFixed(1)} → ${r.after.heapMb.toFixed(1)}`.padStart(23)} ${r.cpu.toFixed(1).padStart(15)}`,
  );
}
// Figures from a busy machine are not comparable: say how busy it was.
console.log(`\n(load average ${loadavg().map((n) => n.toFixed(1)).join(' ')} on this machine while measuring)`);
process.exit(0);
