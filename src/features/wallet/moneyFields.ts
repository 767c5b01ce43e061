// The withdrawal's and the transfer's values and the spec's order of their checks, apart from their rules (./rules.ts).

/** The USDT tab (name 1) pays to an address (card type 2), the bank tab (name 2) to a bank card (type 1). */
export const WITHDRAW_TABS = ['usdt', 'bank'] as const;
export type WithdrawTab = (typeof WITHDRAW_TABS)[number];
export interface WithdrawalValues {
  tab: WithdrawTab;
  /** The chosen card's (or address's) id. */
  bank: number | null;
  amount: string;
  password: string;
}
/** The spec's order: the account chosen, the amount at least the minimum, the pay password given. */
export const WITHDRAWAL_ORDER = ['bank', 'amount', 'password'] as const;

export interface TransferValues {
  amount: string;
  source: string;
  target: string;
}
/** The spec's order: the amount first, then the wallets. */
export const TRANSFER_ORDER = ['amount', 'source', 'target'] as const;
