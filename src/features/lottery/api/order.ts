// Placing a bet slip. The server's success sentence is the green toast; a refusal its red one. The slip key makes a repeat
// of the same slip (a retry after a lost answer) place it once. A success without the slip (`data: null`) is a failure.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrapWithData } from '../../../api/client';
import type { components } from '../../../../core/schema';
import { sessionKeys, type User } from '../../../session/queries';

export type OrderRequest = components['schemas']['LotteryOrderRequest'];
export type OrderResult = components['schemas']['LotteryOrderResult'];

/** Any query about a balance (the hall's, the wallet's), whatever feature owns it. */
const isBalanceQuery = (key: readonly unknown[]) => key.some((part) => typeof part === 'string' && /balance/i.test(part));

export function useLotteryOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderRequest) => unwrapWithData(client.POST('/api/lotteryOrder', { body })),
    onSuccess: ({ data }) => {
      // The answer carries the new balance: show it at once, then refresh everything that shows one.
      queryClient.setQueryData<User>(sessionKeys.user, (user) => (user ? { ...user, balance: data.balance } : user));
      void queryClient.invalidateQueries({ queryKey: sessionKeys.user });
      void queryClient.invalidateQueries({ predicate: (query) => isBalanceQuery(query.queryKey) });
    },
  });
}
