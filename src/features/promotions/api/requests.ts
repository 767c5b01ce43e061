// The calls /activity paints first, apart from their queries: the queries send them with a query's signal, and the
// entry ahead of the app (../ahead) sends them before React has arrived. No import of React or TanStack here.
import { client, fetchData, type CallInit } from '../../../api/client';

/** The type that lists every promotion: /activity's first tab. */
export const ALL_PROMOTIONS = 0;

export const requestActivityTypes = (init: CallInit) => fetchData(client.POST('/api/activitytype', init));

/** A page of promotions: of one type, or all of them (ALL_PROMOTIONS). */
export const requestActivityPage = (type: number, page: number, init: CallInit) =>
  fetchData(client.POST('/api/activitylist', { body: { type, page }, ...init }));
