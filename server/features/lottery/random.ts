// Where draws come from: crypto in production, a seeded generator (sfc32) when LOTTERY_SEED or a test asks for one,
// so a test run draws the same numbers every time.
import { randomInt } from 'node:crypto';
import { BALL_MAX } from '../../../core/lotteryResults';
import type { LotteryType } from './repo';

export interface RandomSource {
  /** An integer in [0, below). */
  int(below: number): number;
}

export const cryptoRandom: RandomSource = { int: (below) => randomInt(below) };

export function seededRandom(seed: number): RandomSource {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 15; i += 1) next(); // let the seed spread through the state
  return { int: (below) => Math.floor(next() * below) };
}

/** Type 2: three digits 0-9. Type 1: seven different balls 1-49, the last one the special ball. */
export function drawNumbers(type: LotteryType, random: RandomSource): number[] {
  if (type === 2) return [random.int(10), random.int(10), random.int(10)];
  const pool = Array.from({ length: BALL_MAX }, (_, i) => i + 1);
  for (let i = 0; i < 7; i += 1) {
    const j = i + random.int(pool.length - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, 7);
}
