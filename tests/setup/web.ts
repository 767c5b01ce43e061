import '@testing-library/jest-dom/vitest';
import { setImmediate as nextTurn, setTimeout as pause } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { WAIT_MS } from '../shared/waits';
import { mswServer } from './msw';
import Module from 'node:module';
// antd-mobile's CommonJS build requires its stylesheets (vite.config.ts): nothing for Node to run.
(Module as unknown as { _extensions: Record<string, () => void> })._extensions['.css'] = () => undefined;

// A file in a page (jsdom) gets React's testing library and antd-mobile's overlays; one without (a unit test of logic
// marked `@vitest-environment node`) loads neither: a page and those modules cost about a second a file.
const inPage = typeof window !== 'undefined';
const page = inPage ? { library: await import('@testing-library/react'), overlays: await import('../../src/kit/toast') } : null;

// findBy… and waitFor wait for what they expect as long as every test's waits (tests/shared/waits.ts): a screen's lazy
// chunks, its answers and antd-mobile's animations take a few times longer on a loaded machine than alone. The tests
// name no shorter wait of their own.
page?.library.configure({ asyncUtilTimeout: WAIT_MS });

// jsdom has no scrolling; screens scroll to top after each navigation.
if (inPage) window.scrollTo = () => undefined;

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
