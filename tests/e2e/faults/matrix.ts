// The fault matrix's machinery (tests/e2e/fault-matrix.spec.ts): every /api call a screen makes while it loads is
// observed (page.route) and answered with one fault; the screen must then say the fault's category in the locale's
// words (offline: the offline bar says it, and no red toast under it), end every placeholder, never toast a success,
// and come back through its retry once the fault is gone.
// The page's clock is Playwright's: a hang is carried past the client's timeout, and the retries' pauses, by
// fast-forwarding it instead of waiting.
import type { BrowserContext, Page, Route } from '@playwright/test';
import common from '../../../locales/zh-CN/common.json' with { type: 'json' };
import errors from '../../../locales/zh-CN/errors.json' with { type: 'json' };
import redpacket from '../../../locales/zh-CN/redpacket.json' with { type: 'json' };
import { msg } from '../../../server/base/messages';
import { QUERY_RETRIES, REQUEST_TIMEOUT_MS, RETRY_FIRST_PAUSE_MS } from '../../../core/constants';

export type FaultName = 'http500-html' | 'http502-empty' | 'malformed-json' | 'code500' | 'code200-null' | 'hang' | 'offline';

/** The server's "no" a code-500 answer carries, and the message of a code-200 answer without data (never toasted). */
export const REFUSAL = msg.badRequest;
export const EMPTY_SUCCESS = msg.ok;

export interface Fault {
  name: FaultName;
  /** The words the player must read: the category's, or the server's own message. */
  words: string;
  /** No usable answer came (none in time, or the server failed): where a screen has its own words for that. */
  noAnswer?: true;
  /**
   * Said by the bar above every screen (src/shell/pwa/AppStatusBar) in these words: a call that fails for want of a
   * network then toasts nothing (src/kit/errorText.ts, saidByOfflineBar); a failed block still says `words`.
   */
  bar?: string;
  answer?: (route: Route) => Promise<void>;
}

export const FAULTS: readonly Fault[] = [
  {
    name: 'http500-html',
    words: errors.server,
    noAnswer: true,
    answer: (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<!doctype html><title>500</title><h1>Server Error</h1>' }),
  },
  { name: 'http502-empty', words: errors.server, noAnswer: true, answer: (route) => route.fulfill({ status: 502, body: '' }) },
  { name: 'malformed-json', words: errors.server, noAnswer: true, answer: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"code":200,"message":"' }) },
  { name: 'code500', words: REFUSAL, answer: (route) => route.fulfill({ status: 200, json: { code: 500, message: REFUSAL, data: null } }) },
  { name: 'code200-null', words: errors.server, noAnswer: true, answer: (route) => route.fulfill({ status: 200, json: { code: 200, message: EMPTY_SUCCESS, data: null } }) },
  { name: 'hang', words: errors.timeout, noAnswer: true },
  { name: 'offline', words: errors.offline, bar: common.offline },
];

/**
 * The screens the spec gives their own words for a failure with no usable answer, in place of the category's: the red
 * packet's (spec section 8). Offline and the server's "no" keep theirs.
 */
export const NO_ANSWER_WORDS: Readonly<Record<string, string>> = { '/hongbao': redpacket.serverFailure };

/** What the player must read on the route under the fault. */
export const wordsOn = (path: string, fault: Fault): string => (fault.noAnswer && NO_ANSWER_WORDS[path]) || fault.words;

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
      if (fault.answer) return fault.answer(route);
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
