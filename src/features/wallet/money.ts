// Sums of money strings, in fen: the total assets are the central wallet plus every venue, never a float sum.
import { formatFen, parseFen, parseSignedFen } from '../../../core/money';

export function sumMoney(amounts: readonly (string | undefined)[]): string {
  return formatFen(amounts.reduce((sum, amount) => sum + (amount ? (parseSignedFen(amount) ?? 0) : 0), 0));
}

/** True for an amount above zero with at most two places. */
export const isPositiveMoney = (text: string) => (parseFen(text) ?? 0) > 0;

/** The digits and at most one point and two places a money input keeps of what is typed. */
export function moneyInput(text: string): string {
  const cleaned = text.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  if (!rest.length) return whole.slice(0, 9);
  return `${whole.slice(0, 9)}.${rest.join('').slice(0, 2)}`;
}
