// The demo slot's outcome: three reels of six symbols, drawn by the server. Pays in tenths of the stake:
// three alike 8x-40x, an adjacent pair 1.5x. Return to player about 94 %.
import { randomInt } from 'node:crypto';

export const SYMBOLS = ['7', '$', '★', '♦', '♣', '♥'] as const;
export type ReelSymbol = (typeof SYMBOLS)[number];

const TRIPLE_TENTHS: Record<ReelSymbol, number> = { '7': 400, $: 250, '★': 180, '♦': 120, '♣': 100, '♥': 80 };
const PAIR_TENTHS = 15;

export const drawReels = (): [ReelSymbol, ReelSymbol, ReelSymbol] => [
  SYMBOLS[randomInt(SYMBOLS.length)]!,
  SYMBOLS[randomInt(SYMBOLS.length)]!,
  SYMBOLS[randomInt(SYMBOLS.length)]!,
];

/** The payout in fen (stake included; 0 for a loss), rounded down. */
export function payoutFen(reels: readonly ReelSymbol[], stakeFen: number): number {
  const [a, b, c] = reels;
  const tenths = a === b && b === c ? TRIPLE_TENTHS[a!] : a === b || b === c ? PAIR_TENTHS : 0;
  return Math.floor((stakeFen * tenths) / 10);
}
