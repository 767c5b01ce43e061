// Slows password guessing: after too many failures for one name or from one address, logins wait a while.
// Kept in memory: a restart forgives, and nothing is ever locked for good.

interface Entry {
  failures: number;
  windowStart: number;
  lockedUntil: number;
}

export interface LoginLimiter {
  /** Milliseconds left to wait before another try, or 0. */
  waitMs(name: string, ip: string, now: number): number;
  fail(name: string, ip: string, now: number): void;
  succeed(name: string, ip: string): void;
}

/** An address may fail this many times more than one name before it is held back too. */
const ADDRESS_FACTOR = 4;

export function createLoginLimiter(maxFailures: number, lockSeconds: number): LoginLimiter {
  const entries = new Map<string, Entry>();
  const lockMs = lockSeconds * 1000;
  const keys = (name: string, ip: string) =>
    [
      [`name:${name.toLowerCase()}`, maxFailures],
      [`ip:${ip}`, maxFailures * ADDRESS_FACTOR],
    ] as const;

  return {
    waitMs(name, ip, now) {
      return Math.max(0, ...keys(name, ip).map(([key]) => (entries.get(key)?.lockedUntil ?? 0) - now));
    },
    fail(name, ip, now) {
      for (const [key, limit] of keys(name, ip)) {
        const entry = entries.get(key);
        const fresh = !entry || now - entry.windowStart > lockMs;
        const next = fresh ? { failures: 1, windowStart: now, lockedUntil: 0 } : { ...entry, failures: entry.failures + 1 };
        if (next.failures >= limit) next.lockedUntil = now + lockMs;
        entries.set(key, next);
      }
      if (entries.size > 10_000) {
        for (const [key, entry] of entries) if (entry.lockedUntil < now && now - entry.windowStart > lockMs) entries.delete(key);
      }
    },
    succeed(name) {
      entries.delete(`name:${name.toLowerCase()}`);
    },
  };
}
