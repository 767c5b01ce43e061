// The labels and colours of a drawn result, shared by the room screen and the reference server's settlement.
// Type 2: three digits 0-9 and their sum 0-27. Type 1: seven balls 1-49, the last one the special ball.
// Pure functions with no words: the screen turns each value into a locale key, the server into its own sentence.

export type Size = 'big' | 'small';
export type Parity = 'odd' | 'even';
export type BallColour = 'red' | 'blue' | 'green';
/** A type 2 sum's colour; 0, 13, 14 and 27 belong to no colour. */
export type SumColour = BallColour | 'grey';
/** Type 2 shapes: all three equal, three in a row (any order), exactly two equal, anything else. */
export type Pattern = 'leopard' | 'straight' | 'pair' | 'mixed';

export const SUM_MAX = 27;
export const SUM_BIG_FROM = 14;
export const EXTREME_BIG_FROM = 22;
export const EXTREME_SMALL_TO = 5;
export const BALL_MAX = 49;
export const BALL_BIG_FROM = 25;

const SUM_RED = new Set([3, 6, 9, 12, 15, 18, 21, 24]);
const SUM_GREEN = new Set([1, 4, 7, 10, 16, 19, 22, 25]);
const SUM_BLUE = new Set([2, 5, 8, 11, 17, 20, 23, 26]);

const BALL_RED = new Set([1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46]);
const BALL_BLUE = new Set([3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48]);

export const sumOf = (numbers: readonly number[]) => numbers.reduce((total, n) => total + n, 0);
export const sumSize = (sum: number): Size => (sum >= SUM_BIG_FROM ? 'big' : 'small');
export const parityOf = (n: number): Parity => (n % 2 === 0 ? 'even' : 'odd');

export function sumColour(sum: number): SumColour {
  if (SUM_RED.has(sum)) return 'red';
  if (SUM_GREEN.has(sum)) return 'green';
  if (SUM_BLUE.has(sum)) return 'blue';
  return 'grey';
}

/** 'big' for 22-27, 'small' for 0-5, null between. */
export function sumExtreme(sum: number): Size | null {
  if (sum >= EXTREME_BIG_FROM) return 'big';
  if (sum <= EXTREME_SMALL_TO) return 'small';
  return null;
}

export function patternOf(digits: readonly number[]): Pattern {
  const [a, b, c] = [...digits].sort((x, y) => x - y) as [number, number, number];
  if (a === c) return 'leopard';
  if (a === b || b === c) return 'pair';
  if (b === a + 1 && c === b + 1) return 'straight';
  return 'mixed';
}

export function ballColour(ball: number): BallColour {
  if (BALL_RED.has(ball)) return 'red';
  if (BALL_BLUE.has(ball)) return 'blue';
  return 'green';
}

export const ballSize = (ball: number): Size => (ball >= BALL_BIG_FROM ? 'big' : 'small');

export interface SumSummary {
  digits: readonly number[];
  sum: number;
  size: Size;
  parity: Parity;
  colour: SumColour;
  extreme: Size | null;
  pattern: Pattern;
}

/** Everything a type 2 result says. */
export function summariseSum(digits: readonly number[]): SumSummary {
  const sum = sumOf(digits);
  return { digits, sum, size: sumSize(sum), parity: parityOf(sum), colour: sumColour(sum), extreme: sumExtreme(sum), pattern: patternOf(digits) };
}

export interface BallSummary {
  ball: number;
  colour: BallColour;
  size: Size;
  parity: Parity;
  special: boolean;
}

/** Every ball of a type 1 result with its colour and two attributes; the last one is the special ball. */
export function summariseBalls(balls: readonly number[]): BallSummary[] {
  return balls.map((ball, index) => ({
    ball,
    colour: ballColour(ball),
    size: ballSize(ball),
    parity: parityOf(ball),
    special: index === balls.length - 1,
  }));
}
