// npm run test:engines: the site in WebKit (every iPhone's engine) and Firefox, beside the Chromium e2e suite.
// Builds once (reuses dist/ when `npm test` has just built it), starts the reference server on a copy of the build
// that loads tests/engines/probe.js first, then in each engine at 390×844: every route as visitor and as member, the
// main flows, and a screenshot of each main screen in test-results/engines/<engine>/. ENGINES=webkit runs one;
// ENGINES_BUILD=1 builds again even when dist/ is there.
import { execSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { check, onFailure, results } from './checks';
import { ALL_ENGINES, ENGINE_NAMES, IPHONE_USER_AGENT, launch, type EngineName } from './drivers';
import { iphoneAddToHome, loginFlow, memberFlows, noAddToHomeStepsHere } from './flows';
import { Phone } from './phone';
import { everyRoute, plantedErrorFails } from './routes';
import { startServer } from './server';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = path.join(ROOT, process.env.ENGINES_OUTPUT ?? 'test-results/engines');
const PORT = Number(process.env.ENGINES_PORT ?? 8790);
const DIST = path.resolve(ROOT, process.env.DIST_DIR ?? 'dist');
const wanted = (process.env.ENGINES ?? ENGINE_NAMES.join(',')).split(',').map((name) => name.trim()) as EngineName[];
const PROBE = 'engines-probe.js';

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
  rmSync(`${index}.br`, { force: true });
  rmSync(`${index}.gz`, { force: true });
  cpSync(path.join(import.meta.dirname, 'probe.js'), path.join(site, PROBE));
  return site;
}

async function main(): Promise<number> {
  for (const name of wanted) if (!ALL_ENGINES.includes(name)) throw new Error(`ENGINES: unknown engine "${name}" (${ALL_ENGINES.join(', ')})`);
  const started = Date.now();
  mkdirSync(OUT, { recursive: true });
  const site = prepareSite();
  const server = await startServer(PORT, site);
  try {
    for (const name of wanted) {
      const shots = path.join(OUT, name);
      mkdirSync(shots, { recursive: true });
      const engineStart = Date.now();
      let engine;
      try {
        engine = await launch(name, shots, PORT + 50);
      } catch (error) {
        await check(name, 'starts', () => Promise.reject(error instanceof Error ? error : new Error(String(error))));
        continue;
      }
      console.log(`[engines] ${engine.version}`);
      const phone = new Phone(engine, server.api.baseURL);
      onFailure.keep = async (check) => {
        const file = path.join(shots, `failed-${check.replace(/[^\w]+/g, '-').slice(0, 60)}.png`);
        await engine.screenshot(file);
        return `at ${await phone.hash()}, see ${path.relative(ROOT, file)}; the page reads: ${(await phone.text()).replace(/\s+/g, ' ').slice(0, 300)}`;
      };
      try {
        const member = await server.api.member(1000);
        await check(name, 'opens the hall', () => phone.load('/'));
        await check(name, 'an uncaught error planted on a screen fails that screen', () => plantedErrorFails(phone, 'error'));
        await check(name, 'an unhandled rejection planted on a screen fails that screen', () => plantedErrorFails(phone, 'rejection'));
        const routes = process.env.ENGINES_ROUTES !== '0'; // ENGINES_ROUTES=0: the flows alone, while working on one
        if (routes) await everyRoute(phone, 'visitor', shots);
        if (await loginFlow(phone, member, shots)) {
          if (routes) await everyRoute(phone, 'member', shots);
          if (name !== 'chromium') await noAddToHomeStepsHere(phone, shots); // Chromium may offer its prompt
          await memberFlows(phone, member, server.api, shots);
        }
      } finally {
        await engine.close();
      }
      if (name === 'webkit') {
        // A second, short session saying it is an iPhone's Safari.
        const iphone = await launch(name, shots, PORT + 50, IPHONE_USER_AGENT);
        try {
          await iphoneAddToHome(new Phone(iphone, server.api.baseURL), await server.api.member(), shots);
        } finally {
          await iphone.close();
        }
      }
      console.log(`[engines] ${name}: ${Math.round((Date.now() - engineStart) / 1000)} s`);
    }
  } finally {
    server.stop();
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
