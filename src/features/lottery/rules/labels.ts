// Result values as the words and colour classes the room shows (keys of locales/zh-CN/lottery.json).
import type { BallColour, BallSummary, Parity, Size, SumColour, SumSummary } from '../../../../core/lotteryResults';

export const SIZE_KEYS: Record<Size, string> = { big: 'lottery:result.big', small: 'lottery:result.small' };
export const PARITY_KEYS: Record<Parity, string> = { odd: 'lottery:result.odd', even: 'lottery:result.even' };
export const COLOUR_KEYS: Record<SumColour, string> = {
  red: 'lottery:result.red',
  green: 'lottery:result.green',
  blue: 'lottery:result.blue',
  grey: 'lottery:result.grey',
};

/** The CSS class painting a ball or a sum in its colour. */
export const colourClass = (colour: BallColour | SumColour) => `lottery-colour-${colour}`;

/** A type 2 result's labels in reading order: size, parity, colour ("big odd red"). */
export const sumLabelKeys = (s: SumSummary) => [SIZE_KEYS[s.size], PARITY_KEYS[s.parity], COLOUR_KEYS[s.colour]];

/** A type 1 ball's two attributes ("big odd"). */
export const ballLabelKeys = (b: BallSummary) => [SIZE_KEYS[b.size], PARITY_KEYS[b.parity]];
