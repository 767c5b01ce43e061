// The fault matrix's machinery (tests/e2e/fault-matrix.spec.ts): every /api call a screen makes while it loads is
// observed (page.route) and answered with one fault; the screen must then say the fault's category in the locale's
// words (offline: the offline bar says it, and no red toast under it), end every placeholder, never toast a success,
// and come back through its retry once the fault is gone.
// The page's clock is Playwright's: a hang is carried past the client's timeout, and the retries' pauses, by
// fast-forwarding it instead of waiting.
import type { BrowserContext, Page, Route } from '@playwright/test';
import { QUERY_RETRIES, REQUEST_TIMEOUT_MS, RETRY_FIRST_PAUSE_MS } from '../../../core/constants';
import type { Fault, FaultAnswer } from '../../shared/faults';

export { FAULTS, wordsOn, REFUSAL, EMPTY_SUCCESS, type Fault } from '../../shared/faults';

/** A fault's answer, given by the browser's network. */
export const fulfil = (route: Route, answer: FaultAnswer) =>
  route.fulfill({ status: answer.status, body: answer.body, ...(answer.contentType ? { contentType: answer.contentType } : {}) });

/** A phone whose /api calls can be faulted, with its toasts, uncaught errors and calls in flight recorded. */
export class FaultyPhone {
  fault: Fault | null = null;
  /**
   * Paths answered as they are whatever the fault: the session's own calls (the settings and the profile, loaded once
   * for every screen and refreshed in the background; their first load has a test of its own) and the calls a phone
   * makes while idle (polls), learnt by `learnIdleCalls`; and the field reports the page sends the operator (a
   * failed one is dropped unseen: no screen shows it).
   */
  passThrough = new Set<string>(['/api/app', '/api/user', '/api/telemetry']);
  /** Every path asked since `seen` was last cleared, faulted or not. */
  seen = new Set<string>();
  /** The paths of the calls answered with the current fault since `observe()`. */
  faulted = new Set<string>();
  errors: string[] = [];
  private inFlight = 0;
  private hung: Route[] = [];

  constructor(readonly page: Page, readonly context: BrowserContext) {}

  async start() {
    const { page } = this;
    // A sandboxed frame's own page (a game, the service page) may complain of its sandbox: not the app's error.
    page.on('pageerror', (error) => void (/sandboxed|Access is denied for this document/.test(error.message) || this.errors.push(error.message)));
    const api = (url: string) => new URL(url).pathname.startsWith('/api/');
    page.on('request', (request) => void (api(request.url()) && (this.inFlight += 1)));
    const done = (request: { url(): string }) => void (api(request.url()) && (this.inFlight = Math.max(0, this.inFlight - 1)));
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __toasts: string[] }).__toasts = seen;
      new MutationObserver(() => {
        document.querySelectorAll('.adm-toast-mask').forEach((mask) => {
          const text = `${mask.classList.contains('app-toast-success') ? 'success' : 'fail'}:${mask.textContent ?? ''}`;
          if (seen[seen.length - 1] !== text) seen.push(text);
        });
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.clock.install();
    await page.route('**/api/**', async (route) => {
      const fault = this.fault;
      const path = new URL(route.request().url()).pathname;
      this.seen.add(path);
      if (!fault || this.passThrough.has(path)) return route.fallback();
      this.faulted.add(path);
      if (fault.name === 'hang') return void this.hung.push(route);
      if (fault.answer) return fulfil(route, fault.answer);
      return route.fallback();
    });
  }

  /** From now on every /api call is answered with `fault` (null: the server answers). */
  async set(fault: Fault | null) {
    this.faulted = new Set();
    if ((this.fault?.name === 'offline') !== (fault?.name === 'offline')) await this.context.setOffline(fault?.name === 'offline');
    this.fault = fault;
    if (!fault) for (const route of this.hung.splice(0)) await route.abort().catch(() => undefined);
  }

  /** Whether the bar above the screen says `words` (the offline bar). */
  barSays(words: string): Promise<boolean> {
    return this.page.getByRole('status').filter({ hasText: words }).isVisible();
  }

  async toasts(): Promise<string[]> {
    return this.page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts.splice(0));
  }

  /**
   * The toasts that come in the next few seconds, the page's clock carried past each retry's pause, until one is
   * `expected`: on a slow machine a screen that kept its fallback may start its last retry after `settle` saw it quiet.
   */
  async lateToasts(expected: string): Promise<string[]> {
    const seen: string[] = [];
    for (let round = 0; round < 20 && !seen.includes(expected); round += 1) {
      await this.page.clock.fastForward(RETRY_FIRST_PAUSE_MS * 2 ** QUERY_RETRIES);
      await this.page.waitForTimeout(250);
      seen.push(...(await this.toasts()));
    }
    return seen;
  }

  private placeholders() {
    return this.page.locator('[class*="skeleton"], .adm-spin-loading').filter({ visible: true });
  }

  /**
   * Waits until no call is in flight and no placeholder shows, fast-forwarding the page's clock whenever only a
   * timer stands in the way: a retry's pause, or (for a hang) the client's timeout. A quiet screen is carried past
   * each retry's pause too (a screen with no placeholder waits for its retries with nothing to show for it).
   */
  async settle(): Promise<boolean> {
    const hang = this.fault?.name === 'hang';
    let quiet = 0;
    let pauses = 0;
    for (let round = 0; round < 60; round += 1) {
      await this.page.waitForTimeout(80);
      const placeholders = await this.placeholders().count();
      if (this.inFlight === 0 && placeholders === 0) {
        quiet += 1;
        if (quiet >= 3 && this.fault && pauses < QUERY_RETRIES) {
          await this.page.clock.fastForward(RETRY_FIRST_PAUSE_MS * 2 ** pauses + 100);
          pauses += 1;
          quiet = 0;
        }
        if (quiet >= 3) return true;
        continue;
      }
      quiet = 0;
      if (round % 3 === 2 && ((hang && this.inFlight > 0) || (placeholders > 0 && this.inFlight === 0))) await this.page.clock.fastForward(hang ? REQUEST_TIMEOUT_MS + 500 : 2_500);
    }
    return false;
  }

  /** Learns the calls this phone makes while idle (polls): they are answered as they are from now on. */
  async learnIdleCalls() {
    this.seen.clear();
    for (let i = 0; i < 3; i += 1) {
      await this.page.clock.fastForward(5_000);
      await this.page.waitForTimeout(200);
    }
    await this.settle();
    for (const path of this.seen) this.passThrough.add(path);
  }

  async goto(path: string) {
    await this.page.evaluate((hash) => void (window.location.hash = hash), `#${path}`);
  }

  /** The failed-state blocks on the screen and the words each says. */
  async failedBlocks(): Promise<string[]> {
    return this.page.locator('.renderer-failure').filter({ visible: true }).allInnerTexts();
  }

  retryButtons() {
    return this.page.locator('.renderer-state .renderer-retry.adm-button-primary').filter({ visible: true });
  }
}
