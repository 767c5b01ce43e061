// The export worker's backlog (otlpWorker.ts): batches wait as the plain data they came as, and become the SDK's log
// records only as fast as the exporter takes them, at most `limit` made and not yet handed to it. Made on arrival, the
// whole queue (up to MAX_QUEUED_RECORDS) would sit in the SDK while the endpoint is slow or down, each record with its
// own copy of its attributes: far more for the worker's garbage collector to trace, on the same two cores as the
// requests (docs/performance.md). First come, first made.

export interface Backlog<T> {
  /** Takes batches in, and makes what the limit allows. */
  add(items: readonly T[]): void;
  /** The exporter took `records` of those made: as many more may be made. */
  handed(records: number): void;
  /** Makes all that waits, whatever the limit (the worker closing: its providers export what they hold). */
  drain(): void;
  /** Batches not yet made into records. */
  readonly waiting: number;
}

/** `make` turns one batch into records and says how many it made. */
export function createBacklog<T>(make: (item: T) => number, limit: number): Backlog<T> {
  let waiting: T[] = [];
  /** The next batch to make: an index, not shift(), so a long backlog is not moved along at each one. */
  let next = 0;
  /** Records made and not yet handed to the exporter. */
  let made = 0;

  /** Whether a batch is being made: the SDK may export (handed) from inside `make`, and the loop under way goes on. */
  let making = false;

  function makeWhile(more: () => boolean): void {
    if (making) return;
    making = true;
    try {
      while (next < waiting.length && more()) {
        const item = waiting[next]!;
        next += 1;
        // Read `made` after the call: `handed` may have lowered it meanwhile (below zero, for this batch's records).
        const count = make(item);
        made += count;
      }
    } finally {
      making = false;
    }
    // Forget what is made, now and then rather than at each batch.
    if (next === waiting.length) {
      waiting = [];
      next = 0;
    } else if (next > 1_024 && next * 2 > waiting.length) {
      waiting = waiting.slice(next);
      next = 0;
    }
  }
  const pump = () => makeWhile(() => made < limit);

  return {
    add(items) {
      for (const item of items) waiting.push(item);
      pump();
    },
    handed(records) {
      made -= records;
      pump();
    },
    drain: () => makeWhile(() => true),
    get waiting() {
      return waiting.length - next;
    },
  };
}
