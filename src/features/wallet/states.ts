// State labels of the spec's section 4: deposits and withdrawals are reviewed, transfers settle.
export const STATE_LABELS = {
  /** Deposits and withdrawals: 1 pending review, 2 approved, 3 rejected. */
  review: { 0: 'wallet:states.unknown', 1: 'wallet:states.pending', 2: 'wallet:states.approved', 3: 'wallet:states.rejected' },
} as const satisfies Record<string, Record<number, string>>;
