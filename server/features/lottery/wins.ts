// Which slip lines a result pays. Each play item carries a rule; special items also carry the number picked.
import {
  ballColour,
  ballSize,
  parityOf,
  patternOf,
  sumColour,
  sumExtreme,
  sumOf,
  sumSize,
} from '../../../core/lotteryResults';

/** Rules of type 2 (three digits and their sum). `sum:N` pays when the sum is N. */
export const SUM_RULES = [
  'big', 'small', 'odd', 'even', 'big_odd', 'big_even', 'small_odd', 'small_even',
  'extreme_big', 'extreme_small', 'red', 'green', 'blue', 'leopard', 'straight', 'pair',
] as const;

/** Rules of type 1 (seven balls, the last the special one). The two number rules take the picked number. */
export const BALL_RULES = [
  'special_number', 'normal_number', 'special_big', 'special_small', 'special_odd', 'special_even',
  'special_red', 'special_blue', 'special_green',
] as const;

function sumRuleWins(rule: string, digits: readonly number[]): boolean {
  const sum = sumOf(digits);
  if (rule.startsWith('sum:')) return Number(rule.slice(4)) === sum;
  const size = sumSize(sum);
  const parity = parityOf(sum);
  switch (rule) {
    case 'big':
    case 'small':
      return size === rule;
    case 'odd':
    case 'even':
      return parity === rule;
    case 'big_odd':
    case 'big_even':
    case 'small_odd':
    case 'small_even':
      return rule === `${size}_${parity}`;
    case 'extreme_big':
      return sumExtreme(sum) === 'big';
    case 'extreme_small':
      return sumExtreme(sum) === 'small';
    case 'red':
    case 'green':
    case 'blue':
      return sumColour(sum) === rule;
    case 'leopard':
    case 'straight':
    case 'pair':
      return patternOf(digits) === rule;
    default:
      return false;
  }
}

function ballRuleWins(rule: string, data: string, balls: readonly number[]): boolean {
  const special = balls[balls.length - 1]!;
  switch (rule) {
    case 'special_number':
      return Number(data) === special;
    case 'normal_number':
      return balls.slice(0, -1).includes(Number(data));
    case 'special_big':
    case 'special_small':
      return `special_${ballSize(special)}` === rule;
    case 'special_odd':
    case 'special_even':
      return `special_${parityOf(special)}` === rule;
    case 'special_red':
    case 'special_blue':
    case 'special_green':
      return `special_${ballColour(special)}` === rule;
    default:
      return false;
  }
}

/** Whether a line (its item's rule, the number picked for special items) wins with these drawn numbers. */
export function lineWins(rule: string, data: string, numbers: readonly number[]): boolean {
  return numbers.length === 3 ? sumRuleWins(rule, numbers) : ballRuleWins(rule, data, numbers);
}

/** The most one line may stake (1,000,000 yuan): stake × odds stays an exact integer of fen. */
export const LINE_MAX_FEN = 100_000_000;

/** stake × odds in fen, rounded down to the fen (odds in hundredths). */
export const payoutFen = (stakeFen: number, oddsX100: number) => Math.floor((stakeFen * oddsX100) / 100);
