// The VIP ladder and the VIP page's banner.
import { queryOptions } from '@tanstack/react-query';
import { client, fetchData } from '../../api/client';
import type { VipLevel as DomainVipLevel } from '../../api/wire/domain';

/** The contract's, but a back end may not send the deposit and turnover thresholds. */
export type VipLevel = DomainVipLevel;

/** Same key as the hall's copy, so either screen's answer serves the other. */
export const vipLevelsQuery = queryOptions({
  queryKey: ['content', 'vipLevels'],
  queryFn: ({ signal }): Promise<VipLevel[]> => fetchData(client.POST('/api/uservip', { signal })),
  staleTime: 10 * 60_000,
});

/** The VIP page's banner placement (BannerListRequest type 4). */
export const vipBannerQuery = queryOptions({
  queryKey: ['content', 'banners', 4],
  queryFn: ({ signal }) => fetchData(client.POST('/api/bannerList', { body: { type: 4 }, signal })),
  staleTime: 10 * 60_000,
});
