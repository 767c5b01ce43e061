// INP and CLS per route a player used (src/shell/field/visits.ts): each interaction counts for the route it began on,
// each layout shift for the route it happened on, from the browser's entries (a stand-in observer here hands them
// over), and each visit is told once it ended and when the page is hidden.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VisitVital } from '../../src/shell/field/visits';

type Handler = (list: { getEntries(): PerformanceEntry[] }) => void;

/** The browser's PerformanceObserver as the test drives it: entries handed over now, or left for takeRecords. */
class StandInObserver {
  static supportedEntryTypes = ['event', 'first-input', 'layout-shift'];
  static observers: StandInObserver[] = [];
  type = '';
  private waiting: PerformanceEntry[] = [];
  constructor(private readonly handler: Handler) {
    StandInObserver.observers.push(this);
  }
  observe({ type }: PerformanceObserverInit) {
    this.type = type ?? '';
  }
  takeRecords() {
    return this.waiting.splice(0);
  }
  disconnect() {}
  static give(type: string, entry: object, { later = false } = {}) {
    for (const observer of StandInObserver.observers.filter((o) => o.type === type)) {
      if (later) observer.waiting.push(entry as PerformanceEntry);
      else observer.handler({ getEntries: () => [entry as PerformanceEntry] });
    }
  }
}

let now = 0;
let told: VisitVital[] = [];
const button = Object.assign(document.createElement('button'), { className: 'pay-submit' });
document.body.append(button);

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  StandInObserver.observers = [];
  vi.stubGlobal('PerformanceObserver', StandInObserver);
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  now = 0;
  told = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A page life opened at `landing`; answers a way to show a route at a time, and to hide the page. */
async function pageLife(landing: string) {
  const { watchVisits } = await import('../../src/shell/field/visits');
  const { noteRouteShown } = await import('../../src/shell/field/routeShown');
  const visits = watchVisits(landing, (vital) => told.push(vital));
  return {
    show(path: string, at: number) {
      now = at;
      noteRouteShown(path);
    },
    hide(at: number) {
      now = at;
      visits.settle();
    },
  };
}

const tap = (id: number, startTime: number, duration: number, options?: { later?: boolean }) =>
  StandInObserver.give('event', { entryType: 'event', name: 'click', interactionId: id, startTime, duration, target: button }, options);
const shift = (startTime: number, value: number, hadRecentInput = false) =>
  StandInObserver.give('layout-shift', { entryType: 'layout-shift', startTime, value, hadRecentInput, sources: [{ node: button }] });
const of = (name: VisitVital['name']) => told.filter((vital) => vital.name === name).map(({ route, value }) => `${route} ${value}`);

describe('INP and CLS per route', () => {
  it('counts a slow tap on /recharge after landing on / for /recharge, with the element tapped', async () => {
    const page = await pageLife('#/');
    tap(1, 300, 40);
    page.show('/recharge', 2_000);
    tap(2, 2_500, 480);
    page.hide(4_000);
    expect(of('INP')).toEqual(['/ 40', '/recharge 480']);
    expect(told.find((vital) => vital.route === '/recharge' && vital.name === 'INP')?.target).toBe('html>body>button.pay-submit');
  });

  it('counts the tap that left a route for that route, though its entries come once the next one shows', async () => {
    const page = await pageLife('#/');
    page.show('/recharge', 2_000);
    tap(1, 1_900, 600); // the tap on / that opened /recharge, painted after it
    vi.advanceTimersByTime(1_000);
    expect(of('INP')).toEqual(['/ 600']);
    page.hide(5_000);
    expect(of('INP')).toEqual(['/ 600']); // /recharge had no interaction of its own
  });

  it("tells each visit's largest session window, and no CLS for a route passed through unseen", async () => {
    const page = await pageLife('#/');
    shift(100, 0.05);
    shift(600, 0.05); // the same window: 0.1
    shift(3_000, 0.08); // a window of its own, smaller
    page.show('/recharge', 4_000); // a guarded route, sent on to /login at once
    page.show('/login', 4_010);
    shift(4_300, 0.3, true); // the player's own doing (just after an input): not counted
    shift(5_000, 0.02);
    page.hide(6_000);
    expect(of('CLS')).toEqual(['/ 0.1', '/login 0.02']);
  });

  it('tallies the shifts of an engine that names no sources (Chromium 80 to 83), with no element named', async () => {
    const page = await pageLife('#/');
    StandInObserver.give('layout-shift', { entryType: 'layout-shift', startTime: 100, value: 0.04, hadRecentInput: false });
    page.hide(1_000);
    expect(of('CLS')).toEqual(['/ 0.04']);
    expect(told.find((vital) => vital.name === 'CLS')?.target).toBeUndefined();
  });

  it("gives a visit's p98 past 50 interactions: one in 50 left out", async () => {
    const page = await pageLife('#/lottery');
    for (let id = 1; id <= 60; id += 1) tap(id, id * 100, id === 30 ? 900 : 120);
    page.hide(10_000);
    expect(of('INP')).toEqual(['/lottery 120']);
  });

  it('tells a visit again at the next hide only if it grew, the entries not yet handed over included', async () => {
    const page = await pageLife('#/');
    tap(1, 100, 200);
    page.hide(1_000);
    page.hide(2_000);
    tap(2, 2_500, 350, { later: true }); // still in the browser's hands as the page is hidden
    page.hide(3_000);
    expect(of('INP')).toEqual(['/ 200', '/ 350']);
    expect(of('CLS')).toEqual(['/ 0']);
  });

  it('tells no CLS where the browser gives no layout shifts (WebKit): never a zero it did not measure', async () => {
    StandInObserver.supportedEntryTypes = ['event', 'first-input'];
    try {
      const page = await pageLife('#/');
      tap(1, 100, 200);
      page.hide(5_000);
      expect(told.map((vital) => vital.name)).toEqual(['INP']);
    } finally {
      StandInObserver.supportedEntryTypes = ['event', 'first-input', 'layout-shift'];
    }
  });
});
