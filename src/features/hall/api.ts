// The hall's server state. Banners and each category's platforms are read once a visit (the device keeps them for the
// next one: src/session/kept, the spec's client storage); the balance is polled only while the hall is on screen.
import { queryOptions } from '@tanstack/react-query';
import { client, fetchData } from '../../api/client';
import type { components } from '../../../core/schema';
import type { VipLevel as DomainVipLevel } from '../../api/wire/domain';
import { POLL_MS } from '../../../core/constants';
import { requestBanners, requestGameList, requestHomeNotices } from './requests';
import type { GameCategory, GameItem } from './games';

export type Banner = components['schemas']['Banner'];
/** The contract's, but a back end may not send the deposit and turnover thresholds. */
export type VipLevel = DomainVipLevel;

/** Fetched once a visit (a kept answer is asked again at its first use), never stale until the page goes. */
const onceAVisit = { staleTime: Infinity, gcTime: Infinity } as const;

export const bannersQuery = queryOptions({
  queryKey: ['hall', 'banners'],
  queryFn: ({ signal }): Promise<Banner[]> => requestBanners({ signal }),
  ...onceAVisit,
});

export const gameListQuery = (category: GameCategory) =>
  queryOptions({
    queryKey: ['hall', 'games', category],
    queryFn: ({ signal }): Promise<GameItem[]> => requestGameList(category, { signal }),
    ...onceAVisit,
  });

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
