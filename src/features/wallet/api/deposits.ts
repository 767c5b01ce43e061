// Deposit methods and ranges, the site's receiving bank account, creating a deposit and its payment details.
import { queryOptions } from '@tanstack/react-query';
import { client, fetchData, unwrap } from '../../../api/client';
import type { components } from '../../../../core/schema';
import { requestPayBanks, requestPayRange, requestPayWays, type RangeType } from './depositRequests';
import { walletKeys } from './keys';

export type PayWays = components['schemas']['PayWays'];
export type { RangeType } from './depositRequests';
export type RechargeBody = components['schemas']['RechargeRequest'];
export type DepositInfo = components['schemas']['DepositInfo'];
export type ReceivingAccount = components['schemas']['ReceivingAccount'];

export const payWaysQuery = queryOptions({
  queryKey: walletKeys.payWays,
  queryFn: ({ signal }) => requestPayWays({ signal }),
});

export const payRangeQuery = (type: RangeType) =>
  queryOptions({
    queryKey: walletKeys.payRange(type),
    queryFn: ({ signal }) => requestPayRange(type, { signal }),
  });

export const payBanksQuery = queryOptions({
  queryKey: walletKeys.payBanks,
  queryFn: ({ signal }) => requestPayBanks({ signal }),
});

export const payInfoQuery = (depositNo: string) =>
  queryOptions({
    queryKey: walletKeys.payInfo(depositNo),
    queryFn: ({ signal }) => fetchData(client.POST('/api/payinfo', { body: { deposit_no: depositNo }, signal })),
  });

/** A new deposit, waiting for the back office: nothing moves yet. Its message is its number (spec section 7). */
export const recharge = (body: RechargeBody) => unwrap(client.POST('/api/recharge', { body }));
