// The calls /recharge paints from, apart from their queries: the queries (./deposits) send them with a query's signal,
// and the entry ahead of the app (../ahead) sends them before React has arrived. No import of React or TanStack here.
import { client, fetchData, type CallInit } from '../../../api/client';
import type { components } from '../../../../core/schema';

export type RangeType = components['schemas']['PayRangeRequest']['type'];

export const requestPayWays = (init: CallInit) => fetchData(client.GET('/api/get_pay_way', init));

export const requestPayRange = (type: RangeType, init: CallInit) => fetchData(client.POST('/api/getPayRange', { body: { type }, ...init }));

export const requestPayBanks = (init: CallInit) => fetchData(client.POST('/api/getpaybank', init));
