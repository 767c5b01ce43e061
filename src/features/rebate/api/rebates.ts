// The member's rebates with totals, and the claim of every pending one.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { client, fetchData, unwrap } from '../../../api/client';
import type { components } from '../../../../core/schema';
import type { FetchPageParams, ListOption } from '../../../renderers/list';
import { sessionKeys } from '../../../session/queries';

export type RebatePage = components['schemas']['RebatePage'];

/** /api/getfanshui's `type`: a game category in the hall's tab order (1 slots … 7 fishing), 0 for all. */
export type RebateCategory = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const REBATE_CATEGORIES: readonly RebateCategory[] = [0, 1, 2, 3, 4, 5, 6, 7];

export const rebateKeys = { list: ['rebate', 'list'] as const, platforms: ['rebate', 'platforms'] as const };

/** The platforms to filter by (`api_type`): the venues the member has wallets in. */
export const rebatePlatformsQuery = queryOptions({
  queryKey: rebateKeys.platforms,
  queryFn: async ({ signal }): Promise<ListOption[]> =>
    (await fetchData(client.POST('/api/balancelist', { signal }))).map((v) => ({ value: v.platname, label: v.name })),
  staleTime: 5 * 60_000,
  meta: { silent: true },
});

/** One page of rebates by date code, category (`type`, 0 for all) and platform (`api_type`, '' for all). */
export const fetchRebatePage = ({ page, filters, signal }: FetchPageParams<RebateCategory>) =>
  fetchData(client.POST('/api/getfanshui', { body: { page, date: filters.date, type: filters.type, api_type: filters.platform }, signal }));

/** The server's message ("claimed N yuan") is the green toast; then the list and the balance are asked again. */
export function useClaimRebates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(client.POST('/api/dofanshui')),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rebateKeys.list }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.user }),
      ]),
  });
}
