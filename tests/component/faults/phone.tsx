// A phone in jsdom for the fault matrix: the whole app (registry, router, guards, session, the real API client and
// query cache) on the reference server in this process, every /api call passing through a fault layer at fetch. The
// app's timers run on Vitest's fake clock, carried past each retry's pause and the client's timeout instead of waited
// for; the real time a test takes is what the screens' code takes to load and render.
import { act, fireEvent, render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { vi } from 'vitest';
import { brand } from '../../../brand.config';
import { QUERY_RETRIES, REQUEST_TIMEOUT_MS, RETRY_FIRST_PAUSE_MS } from '../../../core/constants';
import { App, bindAppSession } from '../../../src/shell/App';
import { createQueryClient } from '../../../src/shell/queryClient';
import { watchReachability } from '../../../src/shell/pwa/reachability';
import { createAppRouter, type AppRouter } from '../../../src/shell/router';
import { resetReach } from '../../../src/lib/networkReach';
import { toast } from '../../../src/kit/toast';
import { tokenStore } from '../../../src/session/tokenStore';
import type { Fault } from '../../shared/faults';
import type { InProcessServer } from '../support/inProcessServer';

const realTimeout = globalThis.setTimeout;
/** Real time for code and answers to arrive (the fake clock does not move it). */
const realPause = (ms: number) => new Promise<void>((resolve) => realTimeout(resolve, ms));

/**
 * What shows while a screen waits: its skeleton, a spinner, the route's placeholder while its code loads, or a button
 * sending (a deposit loads the code that reads its answer before the call leaves).
 */
const PLACEHOLDERS = '[class*="skeleton"], .adm-spin-loading, .app-screen-loading, .adm-button-loading';

export class FaultyPhone {
  fault: Fault | null = null;
  /**
   * Paths answered as they are whatever the fault: the session's own calls (the settings and the profile, loaded once
   * for every screen and refreshed in the background), the calls the phone makes while idle (polls, learnt by
   * `learnIdleCalls`), and the field reports.
   */
  passThrough = new Set<string>(['/api/app', '/api/user', '/api/telemetry']);
  seen = new Set<string>();
  /** The paths of the calls answered with the current fault since `set`. */
  faulted = new Set<string>();
  /** When set, the one path the fault answers (a mutation's call); every other call is answered as it is. */
  only: string | null = null;
  /** Every /api path asked, in order, faulted or not. */
  requests: string[] = [];
  /** The envelope code of the last answer the server itself gave each path. */
  answered = new Map<string, number>();
  /** Errors thrown and not caught (the window's error events). */
  errors: string[] = [];
  private shown: string[] = [];
  private inFlight = 0;
  private hung: (() => void)[] = [];
  private offline = false;
  private router: AppRouter | null = null;
  private unmount: (() => void) | null = null;
  private token: string | null = null;

  constructor(readonly server: InProcessServer) {}

  private readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    this.inFlight += 1;
    try {
      this.seen.add(path);
      this.requests.push(path);
      const fault = this.fault;
      const faulted = fault !== null && !this.passThrough.has(path) && path.startsWith('/api/') && (this.only === null || this.only === path);
      if (faulted) this.faulted.add(path);
      // Offline, nothing leaves the phone: the calls answered as they are fail too.
      if (this.offline) throw new TypeError('Failed to fetch');
      if (!faulted) return await this.answer(path, request);
      if (fault.name === 'hang') return await this.hang(request);
      const answer = fault.answer!;
      return new Response(answer.body, { status: answer.status, headers: answer.contentType ? { 'content-type': answer.contentType } : {} });
    } finally {
      this.inFlight -= 1;
    }
  };

  /** The server's own answer, its envelope's code noted. */
  private async answer(path: string, request: Request): Promise<Response> {
    const response = await this.server.fetchFromServer(request);
    const envelope = (await response.clone().json().catch(() => null)) as { code?: number } | null;
    if (typeof envelope?.code === 'number') this.answered.set(path, envelope.code);
    return response;
  }

  /** An answer that never comes: the call ends only when its signal aborts it (the client's timeout, a cancel). */
  private hang(request: Request): Promise<Response> {
    return new Promise((_resolve, reject) => {
      const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
      if (request.signal.aborted) return abort();
      request.signal.addEventListener('abort', abort);
      this.hung.push(abort);
    });
  }

  private readonly onError = (event: ErrorEvent) => void this.errors.push(event.message || String(event.error));

  /** The phone's fakes in place: the clock, the network, the toasts recorded; the member's token kept (null: a visitor). */
  start(token: string | null) {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.stubGlobal('fetch', this.fetch);
    // jsdom lays nothing out: the banner carousel's scroll has nowhere to go.
    Element.prototype.scrollTo ??= () => undefined;
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => !this.offline });
    window.addEventListener('error', this.onError);
    // What the app's one toast path is asked to show (src/kit/toast.ts), in order: the red and the green.
    for (const kind of ['fail', 'success'] as const) {
      const show = toast[kind];
      vi.spyOn(toast, kind).mockImplementation((content: string) => {
        this.shown.push(`${kind}:${content}`);
        show(content);
      });
    }
    this.token = token;
  }

  /** The app opened afresh at `at` (a new page: its own query cache), as the member or visitor of `start`. */
  async open(at: string) {
    this.unmount?.();
    resetReach();
    tokenStore.set(this.token);
    const queryClient = createQueryClient();
    watchReachability(queryClient);
    const router = createAppRouter(createMemoryHistory({ initialEntries: [at], v5Compat: true }));
    bindAppSession(router, queryClient);
    this.router = router;
    this.unmount = render(<App router={router} queryClient={queryClient} brand={brand} />).unmount;
    await this.settle();
  }

  async stop() {
    this.unmount?.();
    this.unmount = null;
    window.removeEventListener('error', this.onError);
    for (const abort of this.hung.splice(0)) abort();
    vi.restoreAllMocks();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(window.navigator, 'onLine');
    tokenStore.set(null);
  }

  /** From now on every /api call is answered with `fault` (null: the server answers). */
  async set(fault: Fault | null) {
    this.faulted = new Set();
    const offline = fault?.name === 'offline';
    this.fault = fault;
    if (offline !== this.offline) {
      this.offline = offline;
      await act(async () => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')));
    }
    if (!fault) for (const abort of this.hung.splice(0)) abort();
  }

  /** The toasts shown since last asked. */
  toasts(): string[] {
    return this.shown.splice(0);
  }

  /** Moves in the app, as a link does. */
  async goto(path: string) {
    await act(async () => void this.router!.history.push(path));
  }

  location(): string {
    const { location } = this.router!.history;
    return location.pathname + location.search;
  }

  /** Lets a little real time pass for code and answers to arrive, and the fake clock by `ms`. */
  private async tick(ms: number) {
    await realPause(5);
    await act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
  }

  /**
   * Waits until no call is in flight and no placeholder shows, carrying the fake clock past a retry's pause or (for a
   * hang) the client's timeout whenever only a timer stands in the way. A quiet screen is carried past each retry's
   * pause too (a screen with no placeholder waits for its retries with nothing to show for it).
   */
  async settle(): Promise<boolean> {
    const hang = this.fault?.name === 'hang';
    let quiet = 0;
    let pauses = 0;
    for (let round = 0; round < 600; round += 1) {
      await this.tick(20);
      const placeholders = document.querySelectorAll(PLACEHOLDERS).length;
      if (this.inFlight === 0 && placeholders === 0) {
        quiet += 1;
        if (quiet >= 3 && this.fault && pauses < QUERY_RETRIES) {
          await this.tick(RETRY_FIRST_PAUSE_MS * 2 ** pauses + 100);
          pauses += 1;
          quiet = 0;
        }
        if (quiet >= 3) return true;
        continue;
      }
      quiet = 0;
      if (round % 3 === 2 && ((hang && this.inFlight > 0) || (placeholders > 0 && this.inFlight === 0))) await this.tick(hang ? REQUEST_TIMEOUT_MS + 500 : 2_500);
    }
    return false;
  }

  /** The toasts of the next seconds of the fake clock, carried past each retry's pause, until one is `expected`. */
  async lateToasts(expected: string): Promise<string[]> {
    const seen: string[] = [];
    for (let round = 0; round < 8 && !seen.includes(expected); round += 1) {
      await this.tick(RETRY_FIRST_PAUSE_MS * 2 ** QUERY_RETRIES);
      seen.push(...this.toasts());
    }
    return seen;
  }

  /** Learns the calls this phone makes while idle (polls): they are answered as they are from now on. */
  async learnIdleCalls() {
    this.seen.clear();
    for (let i = 0; i < 3; i += 1) await this.tick(5_000);
    await this.settle();
    for (const path of this.seen) this.passThrough.add(path);
  }

  /** Whether the bar above the screen says `words` (the offline bar). */
  barSays(words: string): boolean {
    return [...document.querySelectorAll('[role="status"]')].some((bar) => bar.textContent?.includes(words));
  }

  /** The failed-state blocks on the screen and the words each says. */
  failedBlocks(): string[] {
    return [...document.querySelectorAll('.renderer-failure')].map((block) => block.textContent?.trim() ?? '');
  }

  retryButtons(): HTMLElement[] {
    return [...document.querySelectorAll<HTMLElement>('.renderer-state .renderer-retry.adm-button-primary')];
  }

  async tap(element: HTMLElement) {
    await act(async () => void element.click());
  }

  /** Types `value` into a field as a player's keyboard would replace its text. */
  async type(field: HTMLElement, value: string) {
    await act(async () => void fireEvent.change(field, { target: { value } }));
  }

  /** What the page says, all of it. */
  text(): string {
    return document.body.textContent?.trim() ?? '';
  }
}
