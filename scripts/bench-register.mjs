// `npm run bench:register`: a registration flood from one address against members' logins. Starts the reference
// server on a free loopback port with a throwaway database, sends REGISTRATIONS registrations from this address
// within a few seconds (a minute's worth, at once), and meanwhile logs the demo member in over and over. Prints the
// logins' p50/p99 in ms and how many registrations the server refused. A benchmark: it prints figures, asserts nothing.
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import { startBenchServer } from './bench-server-process.mjs';

const REGISTRATIONS = 100;
const SPREAD_MS = 5_000;
const LOGIN_EVERY_MS = 50;
const DEMO = { name: 'demo888', password: 'demo888' };

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const port = await freePort();
const server = startBenchServer(port, { DIST_DIR: '/nonexistent' });
const base = server.base;

const post = (path, body) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

try {
  await server.ready();
  for (let i = 0; i < 5; i++) await post('/api/login_pc', DEMO); // warm-up, not measured: the first calls compile code
  const stamp = Date.now().toString(36).slice(-5);
  const registrations = Array.from({ length: REGISTRATIONS }, (_, i) =>
    new Promise((r) => setTimeout(r, (i * SPREAD_MS) / REGISTRATIONS)).then(() => {
      const name = `fl${stamp}${String(i).padStart(3, '0')}`;
      return post('/api/register', { name, realname: name, password: 'flood123', confirmPass: 'flood123', paypassword: 'flood123', code: 'ab12' });
    }),
  );

  const loginMs = [];
  let flooding = true;
  const logins = (async () => {
    while (flooding) {
      const started = performance.now();
      const answer = await post('/api/login_pc', DEMO);
      if (answer.code !== 200) throw new Error(`demo login failed: ${answer.message}`);
      loginMs.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, LOGIN_EVERY_MS));
    }
  })();

  const answers = await Promise.all(registrations);
  flooding = false;
  await logins;

  const refused = answers.filter((a) => a.code === 429);
  const sorted = [...loginMs].sort((a, b) => a - b);
  console.log(`registrations from one address: ${REGISTRATIONS} in ${SPREAD_MS / 1000} s`);
  console.log(`  accepted: ${answers.filter((a) => a.code === 200).length}, refused by the limit: ${refused.length}`);
  if (refused[0]) console.log(`  refusal: ${refused[0].message}`);
  console.log(`member logins meanwhile: ${sorted.length}`);
  console.log(`  p50 ${percentile(sorted, 50).toFixed(1)} ms, p90 ${percentile(sorted, 90).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms`);
} finally {
  server.stop();
}
