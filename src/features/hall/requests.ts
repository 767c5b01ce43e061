// The calls the hall paints first, apart from their queries: the queries (./api) send them with a query's signal, and
// the entry ahead of the app (./ahead) sends them before React has arrived. No import of React or TanStack here.
import { client, fetchData, type CallInit } from '../../api/client';
import type { GameCategory } from './games';

export const requestBanners = (init: CallInit) => fetchData(client.POST('/api/bannerList', { body: { type: 2 }, ...init }));

export const requestGameList = (category: GameCategory, init: CallInit) =>
  fetchData(client.GET('/api/game/list', { params: { query: { category } }, ...init }));

export const requestHomeNotices = (init: CallInit) => fetchData(client.POST('/api/homenotice', init));
