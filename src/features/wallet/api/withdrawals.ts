// The turnover still owed (the bet amount) and the withdrawal request.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../api/client';
import type { components } from '../../../../core/schema';
import { afterMoneyMoved, walletKeys } from './keys';
import { requestBetAmount } from './withdrawalRequests';

type WithdrawBody = components['schemas']['WithdrawRequest'];

export const betAmountQuery = queryOptions({
  queryKey: walletKeys.betAmount,
  queryFn: ({ signal }) => requestBetAmount({ signal }),
  staleTime: 0,
});

/** Never retried (a money call); the green toast is the server's (submitted, awaiting review). Whatever the answer, the balances, venues, turnover and records are asked again. */
export const withdraw = (body: WithdrawBody, queryClient: QueryClient) => unwrap(client.POST('/api/withdraw', { body })).finally(() => afterMoneyMoved(queryClient));
