// The records' calls: a page of wallet records or bets, and the venues the platform filter offers.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, fetchData } from '../../api/client';
import type { components } from '../../../core/schema';
import type { BetRecord as DomainBetRecord, BetRecordPage as DomainBetRecordPage } from '../../api/wire/domain';
import type { FetchPageParams, ListOption } from '../../renderers/list';

export type TransRecordPage = components['schemas']['TransRecordPage'];
export type TransRecord = components['schemas']['TransRecord'];
/** The contract's, but a back end may not say what was bet on. */
export type BetRecordPage = DomainBetRecordPage;
export type BetRecord = DomainBetRecord;
export type RecordType = TransRecord['type'];

/** The base of every records list key: the wallet makes it stale after money moves (see wallet/api/keys.ts). */
export const recordsKeys = {
  trans: ['records', 'trans'] as const,
  bets: ['records', 'bets'] as const,
  venues: ['records', 'venues'] as const,
};

/** The venues, named as the server names them, for the platform filter and for the rows. */
export const venueOptionsQuery = queryOptions({
  queryKey: recordsKeys.venues,
  queryFn: async ({ signal }): Promise<ListOption[]> =>
    (await fetchData(client.POST('/api/balancelist', { signal }))).map((v) => ({ value: v.platname, label: v.name })),
  staleTime: 5 * 60_000,
  meta: { silent: true },
});

/** A venue's name by its platform name (the platform name itself until the list arrives). */
export function useVenueName(platname: string): string {
  const { data } = useQuery(venueOptionsQuery);
  return data?.find((o) => o.value === platname)?.label ?? platname;
}

export const fetchTransPage = ({ page, filters, signal }: FetchPageParams<RecordType>) =>
  fetchData(client.POST('/api/gettransrecord', { body: { page, date: filters.date, type: filters.type, api_type: filters.platform }, signal }));

export const fetchBetPage = ({ page, filters, signal }: FetchPageParams<undefined>): Promise<BetRecordPage> =>
  fetchData(client.POST('/api/betrecord', { body: { page, date: filters.date, api_type: filters.platform }, signal }));
