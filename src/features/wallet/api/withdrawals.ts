// The turnover still owed (the bet amount) and the withdrawal request.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../api/client';
import { newIdempotencyKey } from '../../../lib/idempotencyKey';
import type { components } from '../../../../core/schema';
import { afterMoneyMoved, walletKeys } from './keys';
import { requestBetAmount } from './withdrawalRequests';

type WithdrawBody = components['schemas']['WithdrawRequest'];

export const betAmountQuery = queryOptions({
  queryKey: walletKeys.betAmount,
  queryFn: ({ signal }) => requestBetAmount({ signal }),
  staleTime: 0,
});

/**
 * Never retried by the query (a money call); the green toast is the server's (submitted, awaiting review). Each submit
 * has its own idempotency key: sent again on another line (src/api/lines), it is held once. Whatever the answer, the
 * balances, venues, turnover and records are asked again.
 */
export const withdraw = (body: Omit<WithdrawBody, 'order_key'>, queryClient: QueryClient) =>
  unwrap(client.POST('/api/withdraw', { body: { ...body, order_key: newIdempotencyKey() } })).finally(() => afterMoneyMoved(queryClient));
