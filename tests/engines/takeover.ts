// The installed app on an old engine (public/sw-floor.js): a phone that kept a shell from before the browser floor,
// whose every call failed in an engine without AbortSignal.any, must get the new shell by itself, without the player
// doing anything (they could not: the old shell only says the network failed). The old shell is this build without
// the shims' loader (what the builds before the floor lacked) and its worker without the takeover; a wire in front of
// the servers plays the site's address, moved from the old version to the new one as a deploy does.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { assert, check } from './checks';
import { launch, type Engine, type EngineName } from './drivers';
import { Phone } from './phone';
import { startServer } from './server';
import { FAILURE_WORDS, screenIsWell } from './shown';
import { startWire } from './wire';

const LOADER = /<script id="platform-shims-loader">[\s\S]*?<\/script>/;
const TAKEOVER = /importScripts\("sw-floor\.js[^"]*"\),/;
/** A worker's install downloads the whole shell: slow on a busy machine. */
const WORKER_MS = 90_000;

/** A copy of `site` as a build from before the floor looked to a phone: no shims' loader, a worker without the takeover. */
export function siteBeforeFloor(site: string): string {
  const old = `${site}-before-floor`;
  rmSync(old, { recursive: true, force: true });
  cpSync(site, old, { recursive: true });
  const index = path.join(old, 'index.html');
  const page = readFileSync(index, 'utf8');
  assert(LOADER.test(page), `${index}: no shims' loader to take out`);
  writeFileSync(index, page.replace(LOADER, ''));
  const worker = path.join(old, 'sw.js');
  const code = readFileSync(worker, 'utf8');
  assert(TAKEOVER.test(code), `${worker}: no takeover to take out`);
  // Another shell, so another revision of it: the new version's worker is then a new one to the browser.
  writeFileSync(worker, code.replace(TAKEOVER, '').replace(/(\{url:"index\.html",revision:")[^"]+"/, '$1before-floor"'));
  for (const file of [index, worker]) for (const packed of ['.br', '.gz']) rmSync(`${file}${packed}`, { force: true });
  return old;
}

/** The page's shell and its service workers, in words (for a failure's message). */
const WORKERS_STATE = `() => navigator.serviceWorker.getRegistration().then(function (r) {
  function of(w) { return w ? w.scriptURL.replace(location.origin, '') + ' ' + w.state : 'none'; }
  var page = document.getElementById('platform-shims-loader') ? 'new shell' : 'old shell';
  return page + ', controller ' + of(navigator.serviceWorker.controller) + (r ? ', active ' + of(r.active) + ', waiting ' + of(r.waiting) + ', installing ' + of(r.installing) : ', no registration');
})`;

/** The page loads again, as when the player opens the app again (the same address: a navigation would not reload it). */
const reopen = (engine: Engine) => engine.run('() => { setTimeout(function () { location.reload(); }, 0); }');

/**
 * In `name`: the old shell installed (its worker in control, its calls failing), then the site's new version behind
 * the same address: the app opened again, the new shell must be on the screen and working, the player having done
 * nothing more.
 */
export async function shellBeforeFloorReplaced(name: EngineName, site: string, newServerURL: string, port: number, shots: string): Promise<void> {
  await check(name, 'a phone holding a shell from before the floor gets the new one by itself', async () => {
    const oldServer = await startServer(port, siteBeforeFloor(site));
    const wire = await startWire(oldServer.api.baseURL);
    const engine = await launch(name, shots, wire.url, port + 1);
    try {
      const phone = new Phone(engine, wire.url);
      await phone.load('/');
      // The premise: in this engine the old shell fails (else the check proves nothing).
      const oldShellFails = () =>
        phone.until('the old shell failing its calls', async () => {
          const text = await phone.text();
          return FAILURE_WORDS.some((words) => text.includes(words));
        });
      await oldShellFails();
      await phone.until(
        'the old shell\'s worker ready',
        () => engine.run<boolean>('() => navigator.serviceWorker.getRegistration().then(function (r) { return !!(r && r.active && r.active.state === "activated"); })'),
        WORKER_MS,
      );
      await reopen(engine);
      await phone.until('the old shell\'s worker in control', () => engine.run<boolean>('() => !!navigator.serviceWorker.controller && !!window.__engines'));
      await oldShellFails();
      await phone.screenshot(path.join(shots, 'takeover-before.png'));

      wire.moveTo(newServerURL);
      await reopen(engine); // the old worker answers with the old shell, and finds the new version
      await phone
        .until(
          'the new shell, working',
          async () => {
            const now = await engine.run<{ loader: boolean; hall: boolean; text: string }>(
              '() => ({ loader: !!document.getElementById("platform-shims-loader"), hall: !!document.querySelector(".hall-notice-track"), text: window.__engines ? window.__engines.text() : "" })',
            );
            return now.loader && now.hall && !FAILURE_WORDS.some((words) => now.text.includes(words));
          },
          WORKER_MS,
        )
        .catch(async (error: Error) => {
          // What the page and its workers were at when the wait gave up, so a failure says where the takeover stopped.
          await phone.screenshot(path.join(shots, 'takeover-stuck.png')).catch(() => undefined);
          const state = await engine.run<string>(WORKERS_STATE).catch((failure: Error) => `unreadable: ${failure.message}`);
          throw new Error(`${error.message}; ${state}`);
        });
      await phone.takeErrors(); // the old shell's failures, before it was replaced
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await screenIsWell(phone);
      await phone.screenshot(path.join(shots, 'takeover-after.png'));
    } finally {
      await engine.close();
      wire.stop();
      oldServer.stop();
    }
  });
}
