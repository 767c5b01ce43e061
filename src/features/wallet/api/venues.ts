// Venue balances (polled while a wallet screen shows), transfers, one-key recall and the auto-transfer switch.
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../api/client';
import type { components } from '../../../../core/schema';
import { sessionKeys, type User } from '../../../session/queries';
import { afterMoneyMoved, walletKeys } from './keys';
import { requestVenueBalances } from './withdrawalRequests';

export type VenueBalance = components['schemas']['VenueBalance'];
type TransferBody = components['schemas']['TransferRequest'];

/** Polled every `intervalMs` (the spec's 3.5 s) while mounted, or not at all (false); a failed poll stays quiet. */
export const venueBalancesQuery = (intervalMs: number | false) =>
  queryOptions({
    queryKey: walletKeys.venues,
    queryFn: ({ signal }) => requestVenueBalances({ signal }),
    refetchInterval: intervalMs,
    staleTime: 0,
    meta: { silent: true },
  });

/** Between the central wallet and a venue; the server's message is the toast. Whatever the answer, the balances are asked again. */
export const transfer = (body: TransferBody, queryClient: QueryClient) => unwrap(client.POST('/api/transfer', { body })).finally(() => afterMoneyMoved(queryClient));

/** One-key recall: every venue back into the central wallet; the server's message is the toast. */
export function useRecallAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(client.POST('/api/transall')),
    onSettled: () => afterMoneyMoved(queryClient),
  });
}

export function useAutoTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => unwrap(client.POST('/api/uptransferstatus', { body: { transferstatus: on ? 1 : 0 } })),
    // The switch shows the new state at once; the profile is asked again either way.
    // (As old as the profile it changes: a kept balance in it stays marked as kept.)
    onMutate: (on) =>
      queryClient.setQueryData<User>(sessionKeys.user, (user) => user && { ...user, transferstatus: on ? 1 : 0 }, {
        updatedAt: queryClient.getQueryState(sessionKeys.user)?.dataUpdatedAt,
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: sessionKeys.user }),
  });
}
