// Small pieces the wallet's calls share: order numbers, the date-code window, pages, the pay-password check.
import { randomInt } from 'node:crypto';
import { checkSecret, memberSecretRules, minutesOf } from '../../auth/secrets';
import type { Deps } from '../../http/deps';
import { refused, tooMany } from '../../base/errors';
import type { UserRow } from '../../users/repo';
import { beijingDayStart, beijingParts } from '../../../core/beijingTime';
import { DATE_CODE_DAYS, type DateCode } from '../../../core/constants';
import { walletMsg } from './messages';

const DAY_MS = 24 * 60 * 60 * 1000;

/** "D" + Beijing yyyyMMddHHmmss + 6 random digits: sortable, unguessable enough, within ^[A-Z0-9]{1,32}$. */
export function orderNo(prefix: 'D' | 'W', now: Date): string {
  const p = beijingParts(now);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${prefix}${p.year}${two(p.month)}${two(p.day)}${two(p.hour)}${two(p.minute)}${two(p.second)}${randomInt(100_000, 1_000_000)}`;
}

/** The first instant a date code covers: today (1) or the last 7, 15, 30 Beijing days, today included. */
export const dateCodeStart = (code: DateCode, now: Date): number => beijingDayStart(now).getTime() - (DATE_CODE_DAYS[code] - 1) * DAY_MS;

export const PER_PAGE = 15;

/** Two requests alike within this time are one double tap or retry, not two wishes. */
export const DUPLICATE_WINDOW_MS = 15_000;

/** Refuses a wrong pay password (and a member who has guessed too often). Awaits: call before reading balances. */
export async function checkPayPassword(deps: Deps, member: UserRow, password: string): Promise<void> {
  const outcome = await checkSecret(deps, memberSecretRules(deps.config, member.id, 'pay'), password, member.pay_password_hash);
  if (!outcome.ok) throw outcome.waitMs > 0 ? tooMany(walletMsg.payPasswordLocked(minutesOf(outcome.waitMs))) : refused(walletMsg.payPasswordWrong);
}
