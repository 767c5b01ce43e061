// The betting panel's rules (spec section 5): at least one pick; a stake above 0 with at most two decimals.
// Messages are locale keys.
import { z } from '../../../lib/zod';
import { parseFen } from '../../../../core/money';

export const betSchema = z.object({
  picks: z.array(z.string()).min(1, 'lottery:bet.pickOne'),
  stake: z
    .string()
    .trim()
    .refine((value) => (parseFen(value) ?? 0) > 0 && /^\d{1,9}(\.\d{1,2})?$/.test(value), 'lottery:bet.stakeInvalid'),
});

export type BetValues = z.infer<typeof betSchema>;

/** The spec's order: a pick first, then the stake. */
export const BET_ORDER = ['picks', 'stake'] as const;
