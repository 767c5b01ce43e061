// The wallet's query keys, and what a money move makes stale.
import type { QueryClient } from '@tanstack/react-query';
import { sessionKeys } from '../../../session/queries';

export const walletKeys = {
  all: ['wallet'] as const,
  venues: ['wallet', 'venues'] as const,
  payWays: ['wallet', 'payWays'] as const,
  payRange: (type: string) => ['wallet', 'payRange', type] as const,
  payBanks: ['wallet', 'payBanks'] as const,
  banks: ['wallet', 'banks'] as const,
  /** Every bound card of either kind (the /wallet list keys its tabs under this). */
  allCards: ['wallet', 'cards'] as const,
  cards: (type: 1 | 2) => ['wallet', 'cards', type] as const,
  betAmount: ['wallet', 'betAmount'] as const,
  payInfo: (depositNo: string) => ['wallet', 'payInfo', depositNo] as const,
};

/** The records screens' lists (feature records) key their pages under this; a money move makes them stale. */
export const RECORDS_KEY = ['records'] as const;

/** After money moved: balances, venues, turnover owed and every record list are asked again when next shown. */
export function afterMoneyMoved(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: sessionKeys.user });
  void queryClient.invalidateQueries({ queryKey: walletKeys.venues });
  void queryClient.invalidateQueries({ queryKey: walletKeys.betAmount });
  void queryClient.invalidateQueries({ queryKey: RECORDS_KEY });
}
