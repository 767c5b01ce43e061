// Where a list's rows come from, apart from how they are drawn: the page the contract answers, the filters a list
// offers and their values, the call for one page. All a first screen's prefetch needs (src/features/promotions).
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { DateCode } from '../../../core/constants';

/** The contract's paged `data`: one page of rows and where it stands. A call may add fields (rebate totals). */
export interface Page<T> {
  data: T[];
  total: number;
  last_page: number;
  current_page: number;
  per_page: number;
}

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
  type?: {
    options: readonly TypeOption<NonNullable<TType>>[];
    default: NoInfer<NonNullable<TType>>;
    /** Shown as tabs above the list (not in the drop-down bar), kept in the URL under this name instead of `type`. */
    tabs?: { param: string };
  };
  /** Game platforms from a query (queryOptions resolving to ListOption[]); "all platforms" ('') comes first. */
  platform?: { query: UseQueryOptions<ListOption[], Error, ListOption[], TPlatformKey> };
}

export interface FetchPageParams<TType extends number | undefined> {
  page: number;
  filters: ListFilterValues<TType>;
  signal: AbortSignal;
}

/** Where a list's rows come from: its query's key, the call for a page, how long a page stays fresh, its filters. */
export interface ListSource<TPage extends Page<unknown>, TType extends number | undefined = undefined, TPlatformKey extends QueryKey = QueryKey> {
  /** Base query key; the filter values are appended, so invalidating this key refreshes every filtered view. */
  queryKey: QueryKey;
  fetchPage(params: FetchPageParams<TType>): Promise<TPage>;
  /** How long shown rows count as fresh (ms; the app's default otherwise). 0 for rows the server changes by itself. */
  staleTime?: number;
  filters?: ListFilters<TType, TPlatformKey>;
}
