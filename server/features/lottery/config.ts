// The lottery feature's knobs, read from the environment once per server.
import { POLL_MS } from '../../../core/constants';

export interface LotteryConfig {
  /** Overrides every lottery's own period length (seconds); null keeps each lottery's. */
  periodSeconds: number | null;
  /** Makes the draws repeatable (tests, demos); null draws from crypto. */
  seed: number | null;
  /** How often the scheduler looks at the clock. */
  tickMs: number;
  /** A socket that sent nothing (not even a ping) for this long is closed. */
  idleMs: number;
}

function positiveInt(value: string | undefined, name: string): number | null {
  if (value === undefined || value === '') return null;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

export function loadLotteryConfig(env: NodeJS.ProcessEnv = process.env): LotteryConfig {
  return {
    periodSeconds: positiveInt(env.LOTTERY_PERIOD_SECONDS, 'LOTTERY_PERIOD_SECONDS'),
    seed: positiveInt(env.LOTTERY_SEED, 'LOTTERY_SEED'),
    tickMs: 250,
    // Three missed pings and the socket goes (with a second's grace for a slow phone's timer).
    idleMs: 3 * POLL_MS.wsPing + 1_000,
  };
}
