// The member's rebates with totals, and the claim of every pending one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, fetchData, unwrap } from '../../../api/client';
import type { components } from '../../../api/schema';
import type { DateCode } from '../../../lib/constants';
import { sessionKeys } from '../../../session/queries';

export type RebatePage = components['schemas']['RebatePage'];

export const rebateKeys = { list: ['rebate', 'list'] as const };

export const fetchRebatePage = (page: number, date: DateCode, signal: AbortSignal) =>
  fetchData(client.POST('/api/getfanshui', { body: { page, date }, signal }));

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
