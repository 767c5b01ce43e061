// `npm run bench:ingest-otlp`: a benchmark, not a test. The field reports' ingest (POST /api/telemetry) with the OTLP
// export off and on with its endpoint down, side by side. One server of each way runs at once (each on a throwaway
// database); the rounds measure them in turn, the order swapped each round, so what the machine does meanwhile (a
// timer, another process, the CPU's clock) falls on both ways alike. A single p99 of one 15 s run moved by ×6 from
// one run to the next on a quiet machine (docs/performance.md): the figure to compare is the p99 of every request of
// every round of a way together, beside the median of the rounds' own p99s. Twenty rounds, as two servers both with
// the export off (ENDPOINT= ) still came out 8 % apart over six rounds: the difference sought is about that size.
// Environment: ROUNDS (20, about 7 minutes), SECONDS (10 a way a round), TELEMETRY_RATE (2000 reports a second), BATCH
// (5 reports a request, as a page life's vitals and a failed call: one record exported), ENDPOINT
// (http://127.0.0.1:9/v1/logs: a port nobody listens on; empty: both servers off, to see the bench's own spread),
// BENCH_PORT (8798; the export's server the next port).
import { loadavg } from 'node:os';
import { paced, percentile, reportBatch, startBenchServer } from './bench-server-process.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 20);
const SECONDS = Number(process.env.SECONDS ?? 10);
const REPORT_RATE = Number(process.env.TELEMETRY_RATE ?? 2000);
const BATCH = Number(process.env.BATCH ?? 5);
const ENDPOINT = process.env.ENDPOINT ?? 'http://127.0.0.1:9/v1/logs';
const PORT = Number(process.env.BENCH_PORT ?? 8798);

// Every report comes from 127.0.0.1: the per-address limit would refuse them.
const common = { TELEMETRY_MAX_PER_ADDRESS: '0', OTLP_LOGS_ENDPOINT: '' };
const ways = [
  { name: 'off', server: startBenchServer(PORT, common) },
  { name: 'on', server: startBenchServer(PORT + 1, { ...common, OTLP_LOGS_ENDPOINT: ENDPOINT }) },
].map((way) => ({ ...way, all: [], rounds: [] }));

const ms = (n) => n.toFixed(2);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const load = { path: '/api/telemetry', body: reportBatch(BATCH, BATCH), headers: {}, rate: REPORT_RATE / BATCH, ok: 204 };

try {
  await Promise.all(ways.map((way) => way.server.ready()));
  console.log(`POST /api/telemetry at ${REPORT_RATE} reports/s in batches of ${BATCH} (${load.rate} req/s), ${SECONDS} s a way a round, ${ROUNDS} rounds; export on: ${ENDPOINT || '(none: both off)'}`);
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? ways : [...ways].reverse();
    const line = [];
    for (const way of order) {
      const { sorted, errors } = await paced(way.server.base, SECONDS, load);
      if (errors) throw new Error(`round ${round + 1}, export ${way.name}: ${errors} requests failed`);
      way.all.push(...sorted);
      way.rounds.push(percentile(sorted, 99));
      line.push(`${way.name} p99 ${ms(percentile(sorted, 99))} ms`);
    }
    console.log(`  round ${round + 1}: ${line.join(', ')}`);
  }
  const [off, on] = ways.map((way) => {
    const sorted = way.all.sort((a, b) => a - b);
    return { ...way, p50: percentile(sorted, 50), p99: percentile(sorted, 99), medianP99: median(way.rounds) };
  });
  const change = (a, b) => `${b >= a ? '+' : ''}${(((b - a) / a) * 100).toFixed(1)} %`;
  console.log(`\nAll ${off.all.length} and ${on.all.length} requests of each way together:`);
  for (const way of [off, on]) {
    console.log(`  export ${way.name.padEnd(3)}  p50 ${ms(way.p50)} ms, p99 ${ms(way.p99)} ms; median of the rounds' p99 ${ms(way.medianP99)} ms`);
  }
  console.log(`  on against off: p99 ${change(off.p99, on.p99)}, median of the rounds' p99 ${change(off.medianP99, on.medianP99)}, p50 ${change(off.p50, on.p50)}`);
} finally {
  ways.forEach((way) => way.server.stop());
}
// Figures from a busy machine are not comparable: say how busy it was.
console.log(`\n(load average ${loadavg().map((n) => n.toFixed(1)).join(' ')} on this machine while measuring)`);
process.exit(0);
