// The spec's VIP progress rule: paysum / recharge as a whole percent, rounded half up, capped at 100, 0 if either is
// 0. The hall passes the current level's recharge, the account screen the next level's. Integer fen throughout (BigInt
// for the ratio) so no float ever rounds a boundary the wrong way.
import type { TFunction } from 'i18next';
import { VIP_LEVELS, VIP_PROGRESS_CAP } from '../../core/constants';
import { parseFen } from '../../core/money';

export function vipProgress(paysum: string, recharge: string): number {
  const paid = parseFen(paysum) ?? 0;
  const needed = parseFen(recharge) ?? 0;
  if (paid <= 0 || needed <= 0) return 0;
  if (paid >= needed) return VIP_PROGRESS_CAP;
  const percent = (BigInt(paid) * 200n + BigInt(needed)) / (2n * BigInt(needed));
  return Math.min(VIP_PROGRESS_CAP, Number(percent));
}

/** Whose requirement a figure measures against: the member's level (the hall) or the next one (the account screen). */
export type VipProgressScope = 'current' | 'next';

const SCOPE_KEYS: Record<VipProgressScope, string> = { current: 'common:vipProgress.current', next: 'common:vipProgress.next' };

/**
 * The figure in words that say which level and which measure (deposits), so the hall's and the account screen's
 * figures never read as one contradicting the other (common:vipProgress: scope, then measure).
 */
export function vipProgressText(t: TFunction, scope: VipProgressScope, level: number, percent: number): string {
  return t('common:vipProgress.line', { scope: t(SCOPE_KEYS[scope], { level }), measure: t('common:vipProgress.deposits', { percent }) });
}

/**
 * The highest level there is: the back end's highest listed level where it lists any (an operator may have three, or
 * twelve), else the spec's VIP_LEVELS.max.
 */
export function topVipLevel(levels: readonly { level: number }[] | undefined): number {
  return levels?.length ? Math.max(...levels.map((l) => l.level)) : VIP_LEVELS.max;
}
