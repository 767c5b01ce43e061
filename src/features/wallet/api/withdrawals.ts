// The turnover still owed (the bet amount) and the withdrawal request.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { client, fetchData, unwrap } from '../../../api/client';
import type { components } from '../../../../core/schema';
import { afterMoneyMoved, walletKeys } from './keys';

type WithdrawBody = components['schemas']['WithdrawRequest'];

export const betAmountQuery = queryOptions({
  queryKey: walletKeys.betAmount,
  queryFn: ({ signal }) => fetchData(client.POST('/api/getBetAmount', { signal })),
  staleTime: 0,
});

/** Never retried (a money call); the green toast is the server's (submitted, awaiting review). */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WithdrawBody) => unwrap(client.POST('/api/withdraw', { body })),
    onSettled: () => afterMoneyMoved(queryClient),
  });
}
