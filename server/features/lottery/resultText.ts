// A drawn result as the text of the room's notice: "3+5+7=15 大单 红波", or "01 12 23 34 45 06 特49".
import { summariseSum } from '../../../core/lotteryResults';
import { resultWords } from './messages';

const two = (n: number) => String(n).padStart(2, '0');

export function describeResult(numbers: readonly number[]): string {
  if (numbers.length === 3) {
    const s = summariseSum(numbers);
    return `${numbers.join('+')}=${s.sum} ${resultWords[s.size]}${resultWords[s.parity]} ${resultWords[s.colour]}`;
  }
  const special = numbers[numbers.length - 1]!;
  return `${numbers.slice(0, -1).map(two).join(' ')} ${resultWords.special}${two(special)}`;
}
