// What a USDT withdrawal pays, shown before it is sent, in integer arithmetic (never a float: 100.10 / 7.3 must give
// 13.71 exactly): equivalent = floor(amount / rate, 2 places); received = equivalent − the fee of the address's chain.
// The server fixes the same numbers when the request arrives (server/features/wallet/usdt.ts).
import { formatFen, parseFen } from '../../../core/money';

export interface UsdtQuote {
  /** USDT the amount is worth at the rate, rounded down to cents. */
  equivalent: string;
  fee: string;
  /** equivalent − fee; negative when the fee is more than the amount is worth. */
  received: string;
}

/** A positive decimal rate as digits and a power of ten: "7.10" → 710 / 100. */
function parseRate(text: string): { units: bigint; scale: bigint } | null {
  const match = /^(\d{1,6})(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!match) return null;
  const decimals = match[2] ?? '';
  const units = BigInt(match[1]! + decimals);
  return units > 0n ? { units, scale: 10n ** BigInt(decimals.length) } : null;
}

/** The chain's fee: ERC20 pays withdrawcashfee, TRC20 withdrawfeeusdttrc (the spec's user fields). */
export function chainFee(chain: string, fees: { withdrawcashfee: string; withdrawfeeusdttrc: string }): string {
  return chain === 'ERC20' ? fees.withdrawcashfee : fees.withdrawfeeusdttrc;
}

/** Null until the amount, the rate and the fee are all valid: the quote shows only with an amount. */
export function quoteUsdt(amount: string, rate: string, fee: string): UsdtQuote | null {
  const amountFen = parseFen(amount);
  const parsedRate = parseRate(rate);
  const feeCents = parseFen(fee);
  if (!amountFen || !parsedRate || feeCents === null) return null;
  const cents = Number((BigInt(amountFen) * parsedRate.scale) / parsedRate.units);
  return { equivalent: formatFen(cents), fee: formatFen(feeCents), received: formatFen(cents - feeCents) };
}
