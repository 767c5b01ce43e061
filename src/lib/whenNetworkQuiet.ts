// Waits for the page to have fetched what it shows: no resource has finished loading for `quietMs` (each arrival
// starts the wait again), or `maxMs` has passed whatever happens. Work that needs the network but no one waits for
// (the service worker's precaching) starts then, instead of competing with the first screen's pictures and chunks.

export function whenNetworkQuiet(run: () => void, quietMs: number, maxMs: number): void {
  if (typeof PerformanceObserver === 'undefined') {
    run();
    return;
  }
  let quiet = setTimeout(done, quietMs);
  const deadline = setTimeout(done, maxMs);
  const observer = new PerformanceObserver(() => {
    clearTimeout(quiet);
    quiet = setTimeout(done, quietMs);
  });
  observer.observe({ type: 'resource' });

  function done(): void {
    observer.disconnect();
    clearTimeout(quiet);
    clearTimeout(deadline);
    run();
  }
}

/** How long no file may have arrived before the page counts as settled, and the longest wait whatever the page does. */
const SETTLED_QUIET_MS = 2_000;
const SETTLED_MAX_WAIT_MS = 15_000;

/**
 * Runs `run` once the page has loaded and its network has then been quiet a while. The load event alone comes too
 * early: the first screen's chunks, data and pictures are asked for after it.
 */
export function whenPageSettled(run: () => void): void {
  const start = () => whenNetworkQuiet(run, SETTLED_QUIET_MS, SETTLED_MAX_WAIT_MS);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
