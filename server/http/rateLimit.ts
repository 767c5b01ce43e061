// A fixed-size allowance per key over a sliding window (registrations per address, chat lines per member), in memory.
import { isIPv6 } from 'node:net';

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

/**
 * The key of a client's address for a per-address limit: an IPv4 address as is, an IPv6 one by its /64 (the block one
 * subscriber is given: counting each address of it would give one client billions of allowances).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups] : headGroups;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
