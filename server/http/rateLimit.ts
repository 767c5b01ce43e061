// A fixed-size allowance per key over a sliding window (registrations per address, chat lines per member), in memory.

export interface RateLimit {
  /** Takes one from `key`'s allowance; answers 0, or the milliseconds until one is free again (nothing taken). */
  take(key: string, now: number): number;
}

const MAX_KEYS = 10_000;

export function createRateLimit(limit: number, windowMs: number): RateLimit {
  const hits = new Map<string, number[]>();
  return {
    take(key, now) {
      const recent = (hits.get(key) ?? []).filter((at) => now - at < windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return Math.max(1, recent[0]! + windowMs - now);
      }
      recent.push(now);
      hits.set(key, recent);
      if (hits.size > MAX_KEYS) {
        for (const [k, times] of hits) if (times.every((at) => now - at >= windowMs)) hits.delete(k);
      }
      return 0;
    },
  };
}
