// What a screen declares to get a paged list: how to fetch a page, how to draw a row, which filters it offers.
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import type { DateCode } from '../../lib/constants';

/** The contract's paged `data`: one page of rows and where it stands. A call may add fields (rebate totals). */
export interface Page<T> {
  data: T[];
  total: number;
  last_page: number;
  current_page: number;
  per_page: number;
}

/** A row of the page type. */
export type ItemOf<TPage extends Page<unknown>> = TPage['data'][number];

/** A choice the server names itself (a platform), so its label is shown as is. */
export interface ListOption {
  value: string;
  label: string;
}

/** A record type the screen knows (deposit, withdrawal...), labelled by a locale key. */
export interface TypeOption<TType extends number> {
  value: TType;
  labelKey: string;
}

/**
 * The filters as fetchPage receives them. A filter the screen does not declare still has its neutral value:
 * date DATE_CODE_DEFAULT, platform '' (all), type undefined.
 */
export interface ListFilterValues<TType extends number | undefined = undefined> {
  date: DateCode;
  type: TType;
  platform: string;
}

export interface ListFilters<TType extends number | undefined, TPlatformKey extends QueryKey> {
  /** The spec's date codes 1-4, default DATE_CODE_DEFAULT. */
  date?: true;
  /** Record types, e.g. 1 deposit, 2 withdrawal, 3 transfer in, 4 transfer out. */
  type?: { options: readonly TypeOption<NonNullable<TType>>[]; default: NoInfer<NonNullable<TType>> };
  /** Game platforms from a query (queryOptions resolving to ListOption[]); "all platforms" ('') comes first. */
  platform?: { query: UseQueryOptions<ListOption[], Error, ListOption[], TPlatformKey> };
}

export interface FetchPageParams<TType extends number | undefined> {
  page: number;
  filters: ListFilterValues<TType>;
  signal: AbortSignal;
}

export interface ListDeclaration<
  TPage extends Page<unknown>,
  TType extends number | undefined = undefined,
  TPlatformKey extends QueryKey = QueryKey,
> {
  /** Base query key; the filter values are appended, so invalidating this key refreshes every filtered view. */
  queryKey: QueryKey;
  fetchPage(params: FetchPageParams<TType>): Promise<TPage>;
  /** How long shown rows count as fresh (ms; the app's default otherwise). 0 for rows the server changes by itself. */
  staleTime?: number;
  renderItem(item: ItemOf<TPage>): ReactNode;
  itemKey(item: ItemOf<TPage>): string | number;
  filters?: ListFilters<TType, TPlatformKey>;
  /** Shown above the rows (and above the empty state), from the first page: totals the call adds to it. */
  summary?(firstPage: TPage): ReactNode;
  /** Locale key of the empty text; default common:empty. */
  emptyKey?: string;
  /** Drawn below the list, outside the pull-to-refresh area (a fixed bar of entries, say). */
  footer?: ComponentType;
}
