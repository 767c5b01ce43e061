// The answers kept on the device between visits (src/session/kept): only the listed kinds, never a token, the
// member's own only while their token is on the device; each kind for its age; under the build's, brand's and
// language's name (another's is ignored and removed); within a size limit; forgotten when the token changes.
import { dehydrate, QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { brand } from '../../brand.config';
import { activityTypesQuery } from '../../src/features/promotions/api/activities';
import { ALL_PROMOTIONS, activitySource } from '../../src/features/promotions/activitySource';
import { bannersQuery, gameListQuery, hallBalanceQuery, homeNoticesQuery, vipLevelsQuery } from '../../src/features/hall/api';
import { vipLevelsQuery as memberVipLevelsQuery } from '../../src/features/member/api/account';
import { recordsKeys } from '../../src/features/records/api';
import { venueBalancesQuery } from '../../src/features/wallet/api/venues';
import { payWaysQuery } from '../../src/features/wallet/api/deposits';
import { betAmountQuery } from '../../src/features/wallet/api/withdrawals';
import { noticeTotalQuery } from '../../src/kit/unreadNotices';
import { filterValues, pagedListQuery } from '../../src/renderers/listQuery';
import { appInfoQuery, sessionKeys, userQuery } from '../../src/session/queries';
import { forgetKeptAnswers, KEPT_STORAGE_KEY, keptPicture } from '../../src/session/kept/keptAnswers';
import { KEPT_MAX_AGE_MS, KEPT_MAX_CHARS, KEPT_QUERIES, keptKindOf } from '../../src/session/kept/kinds';
import { keepAnswers, keptBuster, restoreKeptAnswers } from '../../src/session/kept/persist';
import '../../src/session/session';
import { tokenStore } from '../../src/session/tokenStore';
import { eventually } from '../shared/waits';

const SETTINGS = { title: 'site', site_state: 1 };
const PROFILE = { id: 7, username: 'member01', balance: '88.00' };
const HOUR = 60 * 60 * 1000;

type Stored = { buster: string; timestamp: number; clientState: { queries: { queryKey: QueryKey }[] } };
const stored = (): Stored | null => JSON.parse(localStorage.getItem(KEPT_STORAGE_KEY) ?? 'null') as Stored | null;
const keptKeys = () => (stored()?.clientState.queries ?? []).map((query) => JSON.stringify(query.queryKey));
const has = (key: QueryKey) => keptKeys().includes(JSON.stringify(key));

/** What an earlier visit left on the device: these answers, answered `ago` ms before now, under `buster`. */
function keptBefore(answers: [QueryKey, unknown, number][], buster = keptBuster()): void {
  const earlier = new QueryClient();
  for (const [key, data, ago] of answers) earlier.setQueryData(key, data, { updatedAt: Date.now() - ago });
  localStorage.setItem(KEPT_STORAGE_KEY, JSON.stringify({ buster, timestamp: Date.now(), clientState: dehydrate(earlier) }));
}

const member = () => tokenStore.set('member-token'); // kept on the device, as the auto-login tick leaves it

afterEach(() => {
  tokenStore.set(null);
  localStorage.clear();
});

describe('which answers are kept', () => {
  it('names queries the app has, and the money calls, records and deposit details are not among them', () => {
    const kept = [
      appInfoQuery.queryKey,
      userQuery.queryKey,
      bannersQuery.queryKey,
      homeNoticesQuery.queryKey,
      gameListQuery('concise').queryKey,
      vipLevelsQuery.queryKey,
      memberVipLevelsQuery.queryKey,
      noticeTotalQuery.queryKey,
      activityTypesQuery.queryKey,
      pagedListQuery(activitySource(ALL_PROMOTIONS), filterValues(undefined)).queryKey,
      hallBalanceQuery.queryKey,
      venueBalancesQuery(false).queryKey,
    ];
    for (const key of kept) expect(keptKindOf(key), JSON.stringify(key)).toBeDefined();
    // Every entry of the list is one of those: none is left naming a query that is gone.
    for (const [prefix] of KEPT_QUERIES) expect(kept.some((key) => prefix.every((part, i) => key[i] === part)), JSON.stringify(prefix)).toBe(true);
    for (const key of [payWaysQuery.queryKey, betAmountQuery.queryKey, recordsKeys.trans]) expect(keptKindOf(key), JSON.stringify(key)).toBeUndefined();
  });

  it('writes the listed answers only, never one carrying a token, and the member\'s only while they are logged in', async () => {
    member();
    const queryClient = new QueryClient();
    queryClient.setQueryData(sessionKeys.appInfo, SETTINGS);
    queryClient.setQueryData(sessionKeys.user, PROFILE);
    queryClient.setQueryData([...recordsKeys.trans, {}], { data: [{ amount: '5.00' }] });
    queryClient.setQueryData<unknown>(homeNoticesQuery.queryKey as QueryKey, [{ api_token: 'leaked' }]);
    const stop = keepAnswers(queryClient);
    await eventually(() => expect(has(sessionKeys.user)).toBe(true));
    expect(has(sessionKeys.appInfo)).toBe(true);
    expect(has([...recordsKeys.trans, {}])).toBe(false);
    expect(has(homeNoticesQuery.queryKey)).toBe(false);
    expect(localStorage.getItem(KEPT_STORAGE_KEY)).not.toContain('leaked');
    stop();
  });

  it('stays within its size limit: the oldest answers make room', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(homeNoticesQuery.queryKey, ['x'.repeat(KEPT_MAX_CHARS)], { updatedAt: Date.now() - 1_000 });
    queryClient.setQueryData(sessionKeys.appInfo, SETTINGS);
    const stop = keepAnswers(queryClient);
    await eventually(() => expect(has(sessionKeys.appInfo)).toBe(true));
    expect(has(homeNoticesQuery.queryKey)).toBe(false);
    expect(localStorage.getItem(KEPT_STORAGE_KEY)!.length).toBeLessThanOrEqual(KEPT_MAX_CHARS);
    stop();
  });
});

describe('a return visit', () => {
  it('starts from the kept answers, each asked again at its first use', async () => {
    member();
    keptBefore([
      [sessionKeys.appInfo, SETTINGS, HOUR / 2],
      [sessionKeys.user, PROFILE, HOUR / 2],
    ]);
    const queryClient = new QueryClient();
    await restoreKeptAnswers(queryClient);
    expect(queryClient.getQueryData(sessionKeys.appInfo)).toEqual(SETTINGS);
    expect(queryClient.getQueryData(sessionKeys.user)).toEqual(PROFILE);
    const state = queryClient.getQueryState(sessionKeys.user)!;
    expect(state.isInvalidated).toBe(true); // stale at once: its first use refreshes it
    expect(Date.now() - state.dataUpdatedAt).toBeGreaterThanOrEqual(HOUR / 2); // its age stays its own
  });

  it('uses each kind for its age only: the settings a day, the member\'s profile an hour', async () => {
    member();
    keptBefore([
      [sessionKeys.appInfo, SETTINGS, KEPT_MAX_AGE_MS.content - HOUR],
      [bannersQuery.queryKey, [{ src: '/old.png' }], KEPT_MAX_AGE_MS.content + HOUR],
      [sessionKeys.user, PROFILE, KEPT_MAX_AGE_MS.member + 60_000],
      [hallBalanceQuery.queryKey, { balance: '1.00' }, KEPT_MAX_AGE_MS.member - 60_000],
    ]);
    const queryClient = new QueryClient();
    await restoreKeptAnswers(queryClient);
    expect(queryClient.getQueryData(sessionKeys.appInfo)).toEqual(SETTINGS);
    expect(queryClient.getQueryData(bannersQuery.queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(sessionKeys.user)).toBeUndefined();
    expect(queryClient.getQueryData(hallBalanceQuery.queryKey)).toEqual({ balance: '1.00' });
  });

  it('shows no member\'s answers to a visitor (a browser-session login that ended with the browser)', async () => {
    keptBefore([
      [sessionKeys.appInfo, SETTINGS, 60_000],
      [sessionKeys.user, PROFILE, 60_000],
    ]);
    const queryClient = new QueryClient();
    await restoreKeptAnswers(queryClient);
    expect(queryClient.getQueryData(sessionKeys.appInfo)).toEqual(SETTINGS);
    expect(queryClient.getQueryData(sessionKeys.user)).toBeUndefined();
  });

  it('ignores, and removes, what another build, cache format, brand or language kept', async () => {
    const [format, build, brandId, language] = keptBuster().split('|');
    const others = [
      [Number(format) + 1, build, brandId, language],
      [format, `${build}-next`, brandId, language],
      [format, build, `${brand.id}-other`, language],
      [format, build, brandId, language === 'en' ? 'zh-CN' : 'en'],
    ];
    for (const other of others) {
      keptBefore([[sessionKeys.appInfo, SETTINGS, 60_000]], other.join('|'));
      const queryClient = new QueryClient();
      await restoreKeptAnswers(queryClient);
      expect(queryClient.getQueryData(sessionKeys.appInfo), other.join('|')).toBeUndefined();
      expect(localStorage.getItem(KEPT_STORAGE_KEY)).toBeNull();
    }
  });
});

describe('forgetting', () => {
  it('removes every kept answer when the token changes: a logout, an ended session, another member', () => {
    for (const next of [null, 'another-member']) {
      member();
      keptBefore([[sessionKeys.user, PROFILE, 60_000]]);
      tokenStore.set(next);
      expect(localStorage.getItem(KEPT_STORAGE_KEY)).toBeNull();
    }
  });
});

describe("the first screen's largest picture, asked for at once on a return visit", () => {
  it('is kept as last shown, and forgotten with the answers', () => {
    keptPicture.set('/files/content/banners/welcome.svg');
    expect(keptPicture.get()).toBe('/files/content/banners/welcome.svg');
    forgetKeptAnswers();
    expect(keptPicture.get()).toBeNull();
    expect(Object.keys(localStorage).filter((key) => key.startsWith(KEPT_STORAGE_KEY))).toEqual([]);
  });
});
