// npm run test:engines: the site in WebKit (every iPhone's engine), Firefox and old Chromium builds (the Android
// WebViews, WeChat's and the domestic browsers: the floor, 80, and above it; one below it), beside the Chromium e2e
// suite. Builds once (reuses dist/ when `npm test` has just built it), starts the reference server on a copy of the
// build that loads tests/engines/probe.js first, then in each engine at 390×844: every route as visitor and as member,
// the main flows, and a screenshot of each main screen in test-results/engines/<engine>/; an engine below the floor
// must say, in words, to upgrade. ENGINES=webkit runs one; ENGINES_BUILD=1 builds again even when dist/ is there.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { check, onFailure, results } from './checks';
import { BELOW_FLOOR, type OldChromiumName } from '../../scripts/old-chromium.mjs';
import { ALL_ENGINES, ENGINE_NAMES, IPHONE_USER_AGENT, launch, openEngines, type Engine, type EngineName } from './drivers';
import { belowFloorNotice, iphoneAddToHome, loginFlow, memberFlows, noAddToHomeStepsHere } from './flows';
import { Phone } from './phone';
import { everyRoute, plantedErrorFails } from './routes';
import { runningServers, startServer, type Api } from './server';
import { shellBeforeFloorReplaced } from './takeover';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = path.join(ROOT, process.env.ENGINES_OUTPUT ?? 'test-results/engines');
const PORT = Number(process.env.ENGINES_PORT ?? 8790);
const DIST = path.resolve(ROOT, process.env.DIST_DIR ?? 'dist');
const wanted = (process.env.ENGINES ?? ENGINE_NAMES.join(',')).split(',').map((name) => name.trim()) as EngineName[];
const PROBE = 'engines-probe.js';
/** How many engines run at once (ENGINES_LANES); lane n > 0 has its server at ENGINES_PORT + 60 + n. */
const LANES = Number(process.env.ENGINES_LANES ?? 2);
const LANE_PORTS = 60;
/** Where an installed shell from before the floor is replaced (./takeover.ts): the floor's engine; its server's port. */
const TAKEOVER_ENGINES: readonly EngineName[] = ['chromium80'];
const TAKEOVER_PORT = PORT + 40;

function prepareSite(): string {
  if (!existsSync(path.join(DIST, 'index.html')) || process.env.ENGINES_BUILD === '1') {
    console.log('[engines] building the front end');
    execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
  }
  const site = path.join(OUT, 'site');
  rmSync(site, { recursive: true, force: true });
  cpSync(DIST, site, { recursive: true });
  // The probe comes before the app's scripts; the page's pre-compressed copies would skip it.
  const index = path.join(site, 'index.html');
  writeFileSync(index, readFileSync(index, 'utf8').replace('<head>', `<head><script src="/${PROBE}"></script>`));
  const probe = readFileSync(path.join(import.meta.dirname, 'probe.js'));
  writeFileSync(path.join(site, PROBE), probe);
  // The service worker keeps it with the shell, so a page it serves without a network has the probe too.
  const worker = path.join(site, 'sw.js');
  const precached = readFileSync(worker, 'utf8');
  const revision = createHash('md5').update(probe).digest('hex');
  const withProbe = precached.replace('precacheAndRoute([', `precacheAndRoute([{url:"${PROBE}",revision:"${revision}"},`);
  if (withProbe === precached) throw new Error(`${worker}: no precache list to add the probe to`);
  writeFileSync(worker, withProbe);
  for (const file of [index, worker]) {
    rmSync(`${file}.br`, { force: true });
    rmSync(`${file}.gz`, { force: true });
  }
  return site;
}

/** One engine's whole run against `server`: its checks are recorded in ./checks, its screenshots kept in `shots`. */
async function runEngine(name: EngineName, api: Api, driverPort: number, site: string): Promise<void> {
  const shots = path.join(OUT, name);
  mkdirSync(shots, { recursive: true });
  let engine: Engine;
  try {
    engine = await launch(name, shots, api.baseURL, driverPort);
  } catch (error) {
    await check(name, 'starts', () => Promise.reject(error instanceof Error ? error : new Error(String(error))));
    return;
  }
  console.log(`[engines] ${name}: ${engine.version}`);
  const phone = new Phone(engine, engine.site);
  onFailure.set(name, async (check) => {
    const file = path.join(shots, `failed-${check.replace(/[^\w]+/g, '-').slice(0, 60)}.png`);
    await engine.screenshot(file);
    return `at ${await phone.hash()}, see ${path.relative(ROOT, file)}; the page reads: ${(await phone.text()).replace(/\s+/g, ' ').slice(0, 300)}`;
  });
  try {
    if (BELOW_FLOOR.includes(name as OldChromiumName)) {
      await belowFloorNotice(phone, shots);
      return;
    }
    const member = await api.member(1000);
    await check(name, 'opens the hall', () => phone.load('/'));
    await check(name, 'an uncaught error planted on a screen fails that screen', () => plantedErrorFails(phone, 'error'));
    await check(name, 'an unhandled rejection planted on a screen fails that screen', () => plantedErrorFails(phone, 'rejection'));
    const routes = process.env.ENGINES_ROUTES !== '0'; // ENGINES_ROUTES=0: the flows alone, while working on one
    if (routes) await everyRoute(phone, 'visitor', shots);
    if (await loginFlow(phone, member, shots)) {
      if (routes) await everyRoute(phone, 'member', shots);
      if (name !== 'chromium') await noAddToHomeStepsHere(phone, shots); // Chromium may offer its prompt
      await memberFlows(phone, member, api, shots);
    }
  } finally {
    onFailure.delete(name);
    await engine.close();
  }
  if (TAKEOVER_ENGINES.includes(name)) await shellBeforeFloorReplaced(name, site, api.baseURL, TAKEOVER_PORT, shots);
  if (name === 'webkit') {
    // A second, short session saying it is an iPhone's Safari.
    const iphone = await launch(name, shots, api.baseURL, driverPort, IPHONE_USER_AGENT);
    try {
      await iphoneAddToHome(new Phone(iphone, iphone.site), await api.member(), shots);
    } finally {
      await iphone.close();
    }
  }
}

// Stopped midway (npm test stops its steps as Ctrl-C does): the servers, browsers and drivers started go with it.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    runningServers.forEach((server) => server.kill());
    void Promise.allSettled([...openEngines].map((engine) => engine.close())).finally(() => process.exit(130));
  });
}

async function main(): Promise<number> {
  for (const name of wanted) if (!ALL_ENGINES.includes(name)) throw new Error(`ENGINES: unknown engine "${name}" (${ALL_ENGINES.join(', ')})`);
  const started = Date.now();
  mkdirSync(OUT, { recursive: true });
  const site = prepareSite();
  // Engines run side by side in lanes, each lane on its own server (a fresh database: one engine's lottery draws and
  // dropped sockets never reach another's room); a lane takes the next engine in the list when it is done with one.
  const queue = [...wanted];
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  try {
    // One after the other: two servers starting at once on a busy machine each take twice as long.
    for (let lane = 0; lane < Math.max(1, Math.min(LANES, queue.length)); lane += 1) {
      servers.push(await startServer(lane === 0 ? PORT : PORT + LANE_PORTS + lane, site));
    }
    await Promise.all(
      servers.map(async (server) => {
        for (let name = queue.shift(); name; name = queue.shift()) {
          const engineStart = Date.now();
          await runEngine(name, server.api, PORT + 50, site).catch((error: unknown) => check(name!, 'runs to the end', () => Promise.reject(error)));
          console.log(`[engines] ${name}: ${Math.round((Date.now() - engineStart) / 1000)} s`);
        }
      }),
    );
  } finally {
    servers.forEach((server) => server.stop());
  }
  const failed = results.filter((r) => !r.ok);
  if (failed.length) {
    console.log('\nFailed:');
    for (const r of failed) console.log(`  ✘ [${r.engine}] ${r.name}: ${r.error}`);
  }
  console.log(`\n[engines] ${Math.round((Date.now() - started) / 1000)} s; screenshots in ${path.relative(ROOT, OUT)}/<engine>/`);
  console.log(`${results.length - failed.length} passed, ${failed.length} failed`);
  return failed.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    console.log('0 passed, 1 failed');
    process.exit(1);
  },
);
