import '@testing-library/jest-dom/vitest';
import { setImmediate as nextTurn, setTimeout as pause } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { WAIT_MS } from '../shared/waits';
import { mswServer } from './msw';
import { restorePage, snapshotPage } from './sharedPage';
import Module, { createRequire } from 'node:module';
import * as nodeTimers from 'node:timers';
// antd-mobile's CommonJS build requires its stylesheets (vite.config.ts): nothing for Node to run.
(Module as unknown as { _extensions: Record<string, () => void> })._extensions['.css'] = () => undefined;

// A file in a page (jsdom) gets React's testing library and antd-mobile's overlays; one without (a unit test of logic
// marked `@vitest-environment node`) loads neither: a page and those modules cost about a second a file.
const inPage = typeof window !== 'undefined';
const page = inPage ? { library: await import('@testing-library/react'), overlays: await import('../../src/kit/toast') } : null;
// The web project runs file after file in one page and module graph per worker (vite.config.ts says so through
// TEST_PAGE_SHARED): the app's state kept in modules goes back to a fresh page's between files. A file with a page of
// its own (web-own: it mocks one of these modules) loads none of them here.
const app =
  inPage && process.env.TEST_PAGE_SHARED === '1'
    ? {
        lines: await import('../../src/api/lines/state'),
        reach: await import('../../src/lib/networkReach'),
        token: await import('../../src/session/tokenStore'),
        session: await import('../../src/session/session'),
        ahead: await import('../../src/api/answersAhead'),
      }
    : null;

// findBy… and waitFor wait for what they expect as long as every test's waits (tests/shared/waits.ts): a screen's lazy
// chunks, its answers and antd-mobile's animations take a few times longer on a loaded machine than alone. The tests
// name no shorter wait of their own.
page?.library.configure({ asyncUtilTimeout: WAIT_MS });

// jsdom has no scrolling; screens scroll to top after each navigation.
if (inPage) window.scrollTo = () => undefined;

// A timer left faked by the file before in this worker (a spy on the fake clock's setTimeout, which Vitest puts back
// after the file, over the real one) would stop every wait of this file: said here, with the file that did it.
const TIMERS = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate'] as const;
const previousFile = globalThis as { lastTestFile?: string };
beforeAll(() => {
  const left = TIMERS.filter((name) => globalThis[name] !== nodeTimers[name]);
  for (const name of left) Object.assign(globalThis, { [name]: nodeTimers[name] });
  if (left.length) throw new Error(`${previousFile.lastTestFile ?? 'the file before'} left ${left.join(', ')} faked: a spy on the fake clock outlives it`);
});
afterAll(() => void (previousFile.lastTestFile = expect.getState().testPath));
beforeAll(() => {
  if (app) snapshotPage();
});
beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
// As the app does once idle: a first toast then shows at once, not after loading its code under a busy run.
beforeAll(async () => {
  await page?.overlays.preloadOverlays();
});
// antd-mobile's index (every component) takes seconds to transform under a busy run: done here, before the tests,
// not inside the first test that renders a screen while its findBy… waits.
beforeAll(async () => {
  if (inPage) await import('antd-mobile');
});
// A toast or dialog left open closes itself later (a toast's timer, a queued clear, its closing animation): that must
// happen while the page exists, so each test ends with them closed and gone. The waits here are in real time (Node's
// own timers, which a test's fake clock does not replace).
const OVERLAYS = '.adm-mask, .adm-dialog';
afterEach(async () => {
  mswServer.resetHandlers();
  if (!page) return;
  page.library.cleanup();
  await page.overlays.closeOverlays();
  for (let wait = 0; wait < 50 && document.querySelector(OVERLAYS); wait += 1) await pause(20);
  sessionStorage.clear();
  localStorage.clear();
});
// React's scheduler reads window.event as each task starts: a task queued by the last test's late answers must run
// while the file's page still exists, not after the environment is torn down ("window is not defined"). Deferred
// renders (renderers/states/useDeferredPending.ts) and transitions queue such tasks: wait out several rounds of them.
afterAll(async () => {
  if (!inPage) return;
  for (let turn = 0; turn < 10; turn += 1) {
    await nextTurn();
    await pause(20);
  }
});
afterAll(() => mswServer.close());
// What a file stubbed, faked or moved for all its tests, undone before the next file in the same page.
afterAll(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  if (!app) return;
  restorePage();
  app.token.tokenStore.set(null);
  app.lines.resetLinesForTest();
  app.reach.resetReach();
  app.session.connectAppSession();
  app.ahead.dropAnswersAhead();
  document.body.replaceChildren();
  document.body.removeAttribute('class');
  document.body.removeAttribute('style');
  // jsdom runs animation frames on one interval, made when the first frame is asked for: made under a file's fake
  // clock, it went with that clock, and no frame would run in this page again. Cancelling every frame still asked for
  // lets the next one make a real interval; react-spring's loop (antd-mobile's animations), waiting for its lost frame,
  // starts afresh.
  const last = requestAnimationFrame(() => undefined);
  for (let handle = 1; handle <= last; handle += 1) cancelAnimationFrame(handle);
  antdFrames().__raf.clear();
});
/** react-spring's frame loop, the copy antd-mobile's own build requires. */
const antdFrames = () =>
  createRequire(createRequire(import.meta.url).resolve('antd-mobile'))('@react-spring/rafz') as { __raf: { clear(): void } };
