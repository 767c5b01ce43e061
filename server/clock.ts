// The server's "now". The admin API can move it (to demo the red-packet window, say); time keeps flowing from there.

export interface Clock {
  now(): Date;
  /** Take `at` as the current time from this moment on; null goes back to the real clock. */
  set(at: Date | null): void;
  /** Calls `listener` with the time just before each set (so what expired by then is settled before time moves). */
  beforeSet(listener: (before: Date) => void): () => void;
}

export function createClock(real: () => number = Date.now): Clock {
  let offsetMs = 0;
  const listeners: ((before: Date) => void)[] = [];
  const now = () => new Date(real() + offsetMs);
  return {
    now,
    set: (at) => {
      const before = now();
      listeners.forEach((listener) => listener(before));
      offsetMs = at ? at.getTime() - real() : 0;
    },
    beforeSet: (listener) => {
      listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener) >>> 0, 1);
    },
  };
}
