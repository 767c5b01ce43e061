// The server's "now". The admin API can move it (to demo the red-packet window, say); time keeps flowing from there.

export interface Clock {
  now(): Date;
  /** Take `at` as the current time from this moment on; null goes back to the real clock. */
  set(at: Date | null): void;
  /** Calls `listener` with the time just before each set (so what expired by then is settled before time moves). */
  beforeSet(listener: (before: Date) => void): () => void;
  /** Calls `listener` with the new time just after each set (so scheduled steps catch up on the time passed). */
  afterSet(listener: (after: Date) => void): () => void;
}

export function createClock(real: () => number = Date.now): Clock {
  let offsetMs = 0;
  const listeners: ((before: Date) => void)[] = [];
  const afterListeners: ((after: Date) => void)[] = [];
  const now = () => new Date(real() + offsetMs);
  const subscribe = <T>(list: T[], listener: T) => {
    list.push(listener);
    return () => void list.splice(list.indexOf(listener) >>> 0, 1);
  };
  return {
    now,
    set: (at) => {
      const before = now();
      listeners.forEach((listener) => listener(before));
      offsetMs = at ? at.getTime() - real() : 0;
      const after = now();
      afterListeners.forEach((listener) => listener(after));
    },
    beforeSet: (listener) => subscribe(listeners, listener),
    afterSet: (listener) => subscribe(afterListeners, listener),
  };
}
