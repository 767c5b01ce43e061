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
