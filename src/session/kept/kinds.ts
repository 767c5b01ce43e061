// Which answers are kept on the device for the next visit, and for how long: an allow-list by query key, so a query
// not named here is never written, whatever it holds. Public content (the settings, banners, notices, games,
// promotions, the VIP ladder) lasts a day; the member's own answers (the profile, the balance, the venues' balances)
// an hour, and only while the token is kept on the device (the auto-login tick). Never kept: a call whose answer
// moves money or is checked against (deposit methods and ranges, receiving accounts, the turnover owed), records,
// bound cards, game launch addresses, and any answer with a token in it.
import type { QueryKey } from '@tanstack/react-query';

const HOUR_MS = 60 * 60 * 1000;

export const KEPT_MAX_AGE_MS = { content: 24 * HOUR_MS, member: HOUR_MS } as const;
export type KeptKind = keyof typeof KEPT_MAX_AGE_MS;

/** The keys' first parts (each query whose key starts so), and their kind. Tests check each against the app's queries. */
export const KEPT_QUERIES: readonly (readonly [QueryKey, KeptKind])[] = [
  [['session', 'appInfo'], 'content'],
  [['hall', 'banners'], 'content'],
  [['hall', 'notices'], 'content'],
  [['hall', 'games'], 'content'],
  [['content', 'vipLevels'], 'content'],
  [['member', 'vipLevels'], 'content'],
  [['notices', 'total'], 'content'],
  [['promotions', 'types'], 'content'],
  [['promotions', 'list'], 'content'],
  [['session', 'user'], 'member'],
  [['hall', 'balance'], 'member'],
  [['wallet', 'venues'], 'member'],
];

/** The kept size at most (characters of JSON): the oldest answers make room. Read and parsed before the first paint. */
export const KEPT_MAX_CHARS = 200_000;

export function keptKindOf(key: QueryKey): KeptKind | undefined {
  return KEPT_QUERIES.find(([prefix]) => prefix.every((part, i) => key[i] === part))?.[1];
}

/** A field named like a token anywhere in the answer (an answer of the login call carries one): never kept. */
export function carriesToken(value: unknown, depth = 0): boolean {
  if (value === null || typeof value !== 'object' || depth > 6) return false;
  if (Array.isArray(value)) return value.some((item) => carriesToken(item, depth + 1));
  return Object.entries(value).some(([key, item]) => /token/i.test(key) || carriesToken(item, depth + 1));
}

export interface KeptAnswer {
  queryKey: QueryKey;
  state: { data?: unknown; dataUpdatedAt: number };
}

export interface KeepingNow {
  now: number;
  /** A member is logged in with the token kept on the device. */
  member: boolean;
}

/** Whether an answer may be kept (when saving) or used (when restoring): listed, young enough, the member's own. */
export function mayKeep(answer: KeptAnswer, { now, member }: KeepingNow): boolean {
  const kind = keptKindOf(answer.queryKey);
  if (!kind || answer.state.data === undefined || answer.state.dataUpdatedAt <= 0) return false;
  if (kind === 'member' && !member) return false;
  if (now - answer.state.dataUpdatedAt > KEPT_MAX_AGE_MS[kind]) return false;
  return !carriesToken(answer.state.data);
}
