// The service worker's precaching waits for the first screen: it starts once no file has arrived for a while, later
// each time one arrives, and at the latest after the longest wait (src/lib/whenNetworkQuiet.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenNetworkQuiet, whenPageSettled } from '../../src/lib/whenNetworkQuiet';

/** A stand-in for the browser's observer: `arrive()` reports a file that has finished loading. */
let observers: { callback: () => void; connected: boolean }[] = [];
const arrive = () => observers.filter((o) => o.connected).forEach((o) => o.callback());

beforeEach(() => {
  vi.useFakeTimers();
  observers = [];
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      entry: { callback: () => void; connected: boolean };
      constructor(callback: () => void) {
        this.entry = { callback, connected: false };
        observers.push(this.entry);
      }
      observe() {
        this.entry.connected = true;
      }
      disconnect() {
        this.entry.connected = false;
      }
    },
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('waiting for a quiet network', () => {
  it('runs once nothing has arrived for the quiet time, which each arrival starts again', () => {
    const run = vi.fn();
    whenNetworkQuiet(run, 2_000, 15_000);
    vi.advanceTimersByTime(1_500);
    arrive();
    vi.advanceTimersByTime(1_500);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(1);
    arrive();
    vi.advanceTimersByTime(20_000);
    expect(run).toHaveBeenCalledTimes(1); // once, and it stops listening
    expect(observers.every((o) => !o.connected)).toBe(true);
  });

  it('runs after the longest wait on a page that never goes quiet', () => {
    const run = vi.fn();
    whenNetworkQuiet(run, 2_000, 15_000);
    for (let t = 0; t < 14_000; t += 1_000) {
      vi.advanceTimersByTime(1_000);
      arrive();
    }
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('waiting for the page to settle (what the service worker waits for before its code is even fetched)', () => {
  it('waits for the page to load, then for a quiet network', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const run = vi.fn();
    whenPageSettled(run);
    vi.advanceTimersByTime(60_000);
    expect(run).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(1_000);
    arrive();
    vi.advanceTimersByTime(1_999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    readyState.mockRestore();
  });

  it('starts waiting for quiet at once on a page that has already loaded', () => {
    const run = vi.fn();
    whenPageSettled(run);
    vi.advanceTimersByTime(2_000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
