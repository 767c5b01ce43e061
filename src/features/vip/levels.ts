// The VIP page's rules: which tab it starts on and whether a level is reached. Pure, unit-tested.
import { VIP_LEVELS } from '../../../core/constants';

/** The member's current level's tab (index 0 is VIP1); a visitor starts at VIP1. */
export function startIndex(vip: number | undefined, levels: number): number {
  if (!vip || levels <= 0) return 0;
  return Math.min(Math.max(vip, VIP_LEVELS.min), levels) - 1;
}

/** Reached (vip:reached) when the member's vip is at least the tab's level. A visitor has reached none. */
export const isReached = (vip: number | undefined, level: number) => vip !== undefined && vip >= level;

/** The six rebate columns in the spec's order, with their locale keys. */
export const REBATE_COLUMNS = [
  ['realperson', 'vip:rebate.realperson'],
  ['sport', 'vip:rebate.sport'],
  ['e_sport', 'vip:rebate.e_sport'],
  ['joker', 'vip:rebate.joker'],
  ['electron', 'vip:rebate.electron'],
  ['lottery', 'vip:rebate.lottery'],
] as const;
