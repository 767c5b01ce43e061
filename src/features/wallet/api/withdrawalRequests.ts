// The calls /withdrawal paints its balances and the turnover note from, apart from their queries: the queries send
// them with a query's signal, and the entry ahead of the app (../ahead) sends them before React has arrived. No import
// of React or TanStack here.
import { client, fetchData, type CallInit } from '../../../api/client';

export const requestVenueBalances = (init: CallInit) => fetchData(client.POST('/api/balancelist', init));

export const requestBetAmount = (init: CallInit) => fetchData(client.POST('/api/getBetAmount', init));
