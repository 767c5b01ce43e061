// The site settings' call apart from its query (./queries): the entry ahead of the app (src/ahead.ts) sends it before
// React has arrived, since every first screen waits on it (the maintenance gate, the title).
import { client, fetchData, type CallInit } from '../api/client';

export const requestAppInfo = (init: CallInit) => fetchData(client.POST('/api/app', init));
