// The hall's server state. Banners and each category's platforms are kept for the browser session (sessionStorage,
// as the spec's client storage has it); the balance is polled only while the hall is on screen.
import { queryOptions } from '@tanstack/react-query';
import { client, fetchData } from '../../api/client';
import type { components } from '../../../core/schema';
import type { VipLevel as DomainVipLevel } from '../../api/wire/domain';
import { POLL_MS } from '../../../core/constants';
import { sessionStore } from '../../session/storage';
import { HALL_STORAGE_KEYS, requestBanners, requestGameList, requestHomeNotices } from './requests';
import type { GameCategory, GameItem } from './games';

export type Banner = components['schemas']['Banner'];
/** The contract's, but a back end may not send the deposit and turnover thresholds. */
export type VipLevel = DomainVipLevel;

/** Cached for the session: read from sessionStorage first, fetched once, never stale until the tab closes. */
function sessionCached<T>(key: readonly string[], storageKey: string, fetch: (signal: AbortSignal) => Promise<T>) {
  return queryOptions({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const value = await fetch(signal);
      sessionStore.setJson(storageKey, value);
      return value;
    },
    initialData: () => sessionStore.getJson<T>(storageKey),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export const bannersQuery = sessionCached<Banner[]>(['hall', 'banners'], HALL_STORAGE_KEYS.banners, (signal) =>
  requestBanners({ signal }),
);

export const gameListQuery = (category: GameCategory) =>
  sessionCached<GameItem[]>(['hall', 'games', category], HALL_STORAGE_KEYS.games(category), (signal) =>
    requestGameList(category, { signal }),
  );

export const homeNoticesQuery = queryOptions({
  queryKey: ['hall', 'notices'],
  queryFn: ({ signal }) => requestHomeNotices({ signal }),
  staleTime: 5 * 60_000,
  meta: { silent: true },
});

/** The VIP ladder (same key as the VIP pages, so either screen's copy serves the other). */
export const vipLevelsQuery = queryOptions({
  queryKey: ['content', 'vipLevels'],
  queryFn: ({ signal }): Promise<VipLevel[]> => fetchData(client.POST('/api/uservip', { signal })),
  staleTime: 10 * 60_000,
});

/** The central balance every 2.5 s; only mounted on the hall and only for a member. Paused while the tab is hidden. */
export const hallBalanceQuery = queryOptions({
  queryKey: ['hall', 'balance'],
  queryFn: ({ signal }) => fetchData(client.POST('/api/balance', { signal })),
  refetchInterval: POLL_MS.hallBalance,
  refetchIntervalInBackground: false,
  staleTime: 0,
  meta: { silent: true },
});
