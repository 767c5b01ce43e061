// Long work on the event loop (a summary of 30 days, pruning a million rows) done in slices: a few milliseconds of
// steps, then the loop is let go (a request, a flush, /healthz answer meanwhile), then the next slice. The first slice
// runs at once, so work that fits in it is done when the call returns.

/** How long one slice may hold the event loop. */
const SLICE_MS = 8;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs `step` until it answers false, `SLICE_MS` at a time. */
export async function inSteps(step: () => boolean): Promise<void> {
  for (;;) {
    const until = performance.now() + SLICE_MS;
    do {
      if (!step()) return;
    } while (performance.now() < until);
    await nextTurn();
  }
}

/** Each of `items` through `visit`, in slices. */
export async function eachInSteps<T>(items: Iterable<T>, visit: (item: T) => void): Promise<void> {
  const iterator = items[Symbol.iterator]();
  await inSteps(() => {
    const next = iterator.next();
    if (next.done) return false;
    visit(next.value);
    return true;
  });
}
