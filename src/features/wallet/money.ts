// Sums of money strings, in fen: the total assets are the central wallet plus every venue, never a float sum.
import { formatFen, parseFen, parseSignedFen } from '../../../core/money';

export function sumMoney(amounts: readonly (string | undefined)[]): string {
  return formatFen(amounts.reduce((sum, amount) => sum + (amount ? (parseSignedFen(amount) ?? 0) : 0), 0));
}

/** True for an amount above zero with at most two places. */
export const isPositiveMoney = (text: string) => (parseFen(text) ?? 0) > 0;
