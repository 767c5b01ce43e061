// The server's "now". The admin API can move it (to demo the red-packet window, say); time keeps flowing from there.

export interface Clock {
  now(): Date;
  /** Take `at` as the current time from this moment on; null goes back to the real clock. */
  set(at: Date | null): void;
}

export function createClock(real: () => number = Date.now): Clock {
  let offsetMs = 0;
  return {
    now: () => new Date(real() + offsetMs),
    set: (at) => {
      offsetMs = at ? at.getTime() - real() : 0;
    },
  };
}
