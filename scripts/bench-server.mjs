// `npm run bench:server`: a benchmark, not a test. Starts the reference server on a throwaway database (loopback only)
// and measures (1) the hall's balance poll, POST /api/balance, at a fixed 400 requests a second, spread evenly as
// phones poll (and, for comparison, in autocannon's bursts),
// (2) the field reports' ingest, POST /api/telemetry, at 2,000 reports a second (in batches of 5, as a page life's
// vitals come, and of 1), spread evenly, and
// (3) a lottery room with 500, then 2,000 WebSocket members: how long a chat line takes to reach every member (fan-out).
// Every load is bounded in time and count, and the server is stopped at the end.
// Environment: BENCH_PORT (8798), BALANCE_RATE (400), BALANCE_SECONDS (15), TELEMETRY_RATE (2000 reports a second),
// TELEMETRY_BATCHES (5,1: one run per batch size), ROOM_MEMBERS (500,2000: one fan-out run per count), ROOM_ID (1).
// OTLP_LOGS_ENDPOINT reaches the server as set: with a port nobody listens on (http://127.0.0.1:9/v1/logs), the ingest
// measured with its OTLP export on and the endpoint down.
import { loadavg } from 'node:os';
import { benchCalls, paced as pacedAt, percentile, reportBatch, startBenchServer } from './bench-server-process.mjs';
import autocannon from 'autocannon';
import WebSocket from 'ws';

const PORT = Number(process.env.BENCH_PORT ?? 8798);
const BASE = `http://127.0.0.1:${PORT}`;
const RATE = Number(process.env.BALANCE_RATE ?? 400);
const SECONDS = Number(process.env.BALANCE_SECONDS ?? 15);
const MEMBER_COUNTS = (process.env.ROOM_MEMBERS ?? '500,2000').split(',').map(Number).filter((n) => n > 0);
const ROOM_ID = Number(process.env.ROOM_ID ?? 1);
const REPORT_RATE = Number(process.env.TELEMETRY_RATE ?? 2000);
const BATCH_SIZES = (process.env.TELEMETRY_BATCHES ?? '5,1').split(',').map(Number).filter((n) => n > 0);
const LINES = 25; // chat lines sent, by 5 members in turn (the room allows 5 lines per 5 s per socket)

/** The room keeps this many sockets per member (server/features/lottery/hub.ts, MAX_SOCKETS_PER_MEMBER). */
const SOCKETS_PER_MEMBER = 5;

// Its members all register, chat and report from 127.0.0.1: the per-address limits would refuse them.
const server = startBenchServer(PORT, { REGISTER_MAX_PER_ADDRESS: '0', CHAT_MAX_PER_ADDRESS: '0', TELEMETRY_MAX_PER_ADDRESS: '0' });
const stopServer = server.stop;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const { member } = benchCalls(BASE, 'bench');
const paced = (load) => pacedAt(BASE, SECONDS, load);

/** The hall's poll: each phone every 1.5 s. */
const pacedPoll = (token) => paced({ path: '/api/balance', body: '{}', headers: { authorization: `Bearer ${token}` }, rate: RATE, ok: 200 });


/** The ingest at REPORT_RATE reports a second, in batches of `size`. */
const pacedReports = (size) =>
  paced({ path: '/api/telemetry', body: reportBatch(size, size), headers: {}, rate: REPORT_RATE / size, ok: 204 });

/** The same rate from autocannon, which sends each tick's share at once: bursts, so its tail is the queue's. */
async function burstPoll(token) {
  const result = await autocannon({
    url: `${BASE}/api/balance`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: '{}',
    connections: 20,
    overallRate: RATE,
    duration: SECONDS,
  });
  return result;
}

function open(token) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${PORT}/wss?roomid=${ROOM_ID}&_token=${encodeURIComponent(token)}`);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/** Members for the largest room: a member may hold a few sockets, as a few tabs do (registering is a password hash each, so not one per socket). */
async function roomMembers() {
  const tokens = [];
  for (let i = 0; i < Math.ceil(Math.max(...MEMBER_COUNTS) / SOCKETS_PER_MEMBER); i++) tokens.push(await member(i));
  return tokens;
}

async function chatFanOut(allTokens, members) {
  const tokens = allTokens.slice(0, Math.ceil(members / SOCKETS_PER_MEMBER));
  const sockets = [];
  for (let i = 0; i < members; i += tokens.length) {
    sockets.push(...(await Promise.all(tokens.map((token, j) => (i + j < members ? open(token) : null)).filter(Boolean))));
  }
  const sentAt = new Map();
  const latencies = [];
  let refused = 0;
  for (const ws of sockets) {
    ws.on('message', (raw) => {
      const message = JSON.parse(raw.toString());
      if (message.type === 'error') refused += 1;
      const at = message.type === 'chat' ? sentAt.get(message.content) : undefined;
      if (at !== undefined) latencies.push(performance.now() - at);
    });
  }
  await sleep(500);
  for (let i = 0; i < LINES; i++) {
    const content = `bench line ${i}`;
    sentAt.set(content, performance.now());
    sockets[i % 5].send(JSON.stringify({ type: 'send', content, order: 0 }));
    await sleep(250);
  }
  const deadline = Date.now() + 10_000;
  while (latencies.length < LINES * sockets.length && Date.now() < deadline) await sleep(100);
  sockets.forEach((ws) => ws.terminate());
  await sleep(1_000); // the server sees them gone before the next room fills
  return { sockets: sockets.length, delivered: latencies.length, expected: LINES * sockets.length, refused, sorted: latencies.sort((a, b) => a - b) };
}

await server.ready();
try {
  const token = await member('poll');
  const paced = await pacedPoll(token);
  const burst = await burstPoll(token);
  const ingests = [];
  for (const size of BATCH_SIZES) ingests.push({ size, ...(await pacedReports(size)) });
  const tokens = await roomMembers();
  const fans = [];
  for (const count of MEMBER_COUNTS) fans.push(await chatFanOut(tokens, count));
  const ms = (n) => n.toFixed(1);
  console.log(`\nBalance poll, POST /api/balance at ${RATE} req/s for ${SECONDS} s, evenly spread (as phones poll):`);
  console.log(`  requests ${paced.sent}, errors ${paced.errors}`);
  console.log(`  latency p50 ${ms(percentile(paced.sorted, 50))} ms, p99 ${ms(percentile(paced.sorted, 99))} ms, max ${ms(paced.sorted.at(-1))} ms`);
  console.log(`Same rate in autocannon's bursts (${burst.connections} connections):`);
  console.log(`  requests ${burst.requests.total}, non-2xx ${burst.non2xx}, errors ${burst.errors}`);
  console.log(`  latency p50 ${burst.latency.p50} ms, p99 ${burst.latency.p99} ms, max ${burst.latency.max} ms`);
  for (const ingest of ingests) {
    const otlp = process.env.OTLP_LOGS_ENDPOINT ? `, OTLP logs to ${process.env.OTLP_LOGS_ENDPOINT}` : '';
    console.log(`\nField reports, POST /api/telemetry at ${REPORT_RATE} reports/s in batches of ${ingest.size} (${REPORT_RATE / ingest.size} req/s) for ${SECONDS} s${otlp}:`);
    console.log(`  requests ${ingest.sent} (${ingest.sent * ingest.size} reports), errors ${ingest.errors}`);
    console.log(`  latency p50 ${ms(percentile(ingest.sorted, 50))} ms, p99 ${ms(percentile(ingest.sorted, 99))} ms, max ${ms(ingest.sorted.at(-1))} ms`);
  }
  for (const fan of fans) {
    console.log(`\nRoom chat fan-out, ${fan.sockets} members, ${LINES} lines:`);
    console.log(`  delivered ${fan.delivered}/${fan.expected}${fan.refused ? `, refused ${fan.refused}` : ''}`);
    if (fan.sorted.length) {
      console.log(`  latency p50 ${percentile(fan.sorted, 50).toFixed(1)} ms, p99 ${percentile(fan.sorted, 99).toFixed(1)} ms, max ${fan.sorted.at(-1).toFixed(1)} ms`);
    }
  }
} finally {
  stopServer();
}
// Figures from a busy machine are not comparable: say how busy it was.
console.log(`\n(load average ${loadavg().map((n) => n.toFixed(1)).join(' ')} on this machine while measuring)`);
process.exit(0);
