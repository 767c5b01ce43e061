// Limits on password tries. A try is counted the moment it starts, before the hash is awaited: checking a password
// takes tens of milliseconds, so a limit that only counted finished failures would let a burst of guesses sent at
// once all be checked. Here failures and tries still in flight both use up the allowance.
// Kept in memory: a restart forgives, and nothing is ever locked for good.

export interface AttemptRule {
  key: string;
  /** Failures (tries in flight included) allowed within lockMs before the key waits lockMs. */
  limit: number;
  lockMs: number;
  /** A right password forgets this key's failures (the pair a member types from; never the name alone). */
  clearOnSuccess?: boolean;
}

interface Entry {
  failures: number;
  inFlight: number;
  windowStart: number;
  lockedUntil: number;
}

/** One reserved try: finish it exactly once. */
export interface Attempt {
  succeed(): void;
  /** Answers the milliseconds the keys now wait (0 when not locked). */
  fail(now: number): number;
  /** Neither: the check could not run (an error); the try is given back. */
  release(): void;
}

export interface AttemptGate {
  /** Reserves a try on every rule, or answers how long to wait (> 0) when one of them is spent. */
  begin(rules: readonly AttemptRule[], now: number): Attempt | { waitMs: number };
}

const MAX_ENTRIES = 10_000;

export function createAttemptGate(): AttemptGate {
  const entries = new Map<string, Entry>();

  const current = (rule: AttemptRule, now: number): Entry => {
    let entry = entries.get(rule.key);
    const stale = entry && entry.inFlight === 0 && entry.lockedUntil <= now && now - entry.windowStart > rule.lockMs;
    if (!entry || stale) entries.set(rule.key, (entry = { failures: 0, inFlight: 0, windowStart: now, lockedUntil: 0 }));
    return entry;
  };

  const prune = (now: number) => {
    if (entries.size <= MAX_ENTRIES) return;
    for (const [key, e] of entries) if (e.inFlight === 0 && e.lockedUntil <= now && e.failures === 0) entries.delete(key);
  };

  return {
    begin(rules, now) {
      let waitMs = 0;
      for (const rule of rules) {
        const entry = current(rule, now);
        if (entry.lockedUntil > now) waitMs = Math.max(waitMs, entry.lockedUntil - now);
        // Spent by tries still in flight: refused like a lock, for at least a moment.
        else if (entry.failures + entry.inFlight >= rule.limit) waitMs = Math.max(waitMs, 1);
      }
      if (waitMs > 0) return { waitMs };
      const held = rules.map((rule) => ({ rule, entry: current(rule, now) }));
      held.forEach(({ entry }) => entry.inFlight++);
      let done = false;
      const finish = () => {
        if (done) throw new Error('a password try was finished twice');
        done = true;
        held.forEach(({ entry }) => entry.inFlight--);
      };
      return {
        succeed() {
          finish();
          for (const { rule, entry } of held) if (rule.clearOnSuccess) entry.failures = 0;
        },
        fail(at) {
          finish();
          let wait = 0;
          for (const { rule, entry } of held) {
            entry.failures++;
            if (entry.failures >= rule.limit) entry.lockedUntil = Math.max(entry.lockedUntil, at + rule.lockMs);
            if (entry.lockedUntil > at) wait = Math.max(wait, entry.lockedUntil - at);
          }
          prune(at);
          return wait;
        },
        release: finish,
      };
    },
  };
}

/** What a guarded check came to: right, or wrong / refused with the wait before another try (0: try again now). */
export type SecretOutcome = { ok: true } | { ok: false; waitMs: number };

/** Runs `check` under the rules: refused without running it when a rule is spent, counted before it is awaited. */
export async function guardedCheck(gate: AttemptGate, rules: readonly AttemptRule[], check: () => Promise<boolean>): Promise<SecretOutcome> {
  const attempt = gate.begin(rules, Date.now());
  if (!('succeed' in attempt)) return { ok: false, waitMs: attempt.waitMs };
  let right: boolean;
  try {
    right = await check();
  } catch (error) {
    attempt.release();
    throw error;
  }
  if (right) {
    attempt.succeed();
    return { ok: true };
  }
  return { ok: false, waitMs: attempt.fail(Date.now()) };
}
