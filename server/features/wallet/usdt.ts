// USDT withdrawals in integer arithmetic: equivalent = floor(amount / rate, 2 places); received = that − the chain's fee.
// The client shows the same numbers (src/features/wallet/usdt.ts; a test checks the two agree).
import type { SettingsRow } from '../../settings';

export interface Rate {
  /** The rate's digits without the point: "7.10" → 710n. */
  units: bigint;
  /** 10 to the number of decimals: "7.10" → 100n. */
  scale: bigint;
}

/** A positive decimal rate (yuan per USDT), or null. */
export function parseRate(text: string): Rate | null {
  const match = /^(\d{1,6})(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!match) return null;
  const decimals = match[2] ?? '';
  const units = BigInt(match[1]! + decimals);
  return units > 0n ? { units, scale: 10n ** BigInt(decimals.length) } : null;
}

/** USDT cents for an amount in fen: fen / 100 / rate × 100, rounded down. */
export const usdtCents = (amountFen: number, rate: Rate): number => Number((BigInt(amountFen) * rate.scale) / rate.units);

/** The fee of a chain in USDT cents: ERC20 pays withdrawcashfee, TRC20 (and anything else) withdrawfeeusdttrc. */
export const chainFeeCents = (chain: string, settings: Pick<SettingsRow, 'erc20_fee_fen' | 'trc20_fee_fen'>): number =>
  chain === 'ERC20' ? settings.erc20_fee_fen : settings.trc20_fee_fen;
