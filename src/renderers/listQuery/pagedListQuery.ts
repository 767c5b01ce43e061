// A list's query and its filters' values, apart from the hooks and components that use them: light enough for the
// entry's first-screen prefetch, which asks for a list's first page with the very key its screen then reads.
import { infiniteQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { DATE_CODE_DEFAULT, DATE_CODES } from '../../../core/constants';
import type { ListFilters, ListFilterValues, ListSource, Page } from './types';

type FilterParams = { date?: string | null; type?: string | null; platform?: string | null };

/** The filters a list shows for its URL's parameters; with none, its defaults (what a first visit fetches). */
export function filterValues<TType extends number | undefined, TPlatformKey extends QueryKey>(
  declared: ListFilters<TType, TPlatformKey> | undefined,
  params: FilterParams = {},
): ListFilterValues<TType> {
  const typeFilter = declared?.type;
  const type = typeFilter ? (typeFilter.options.find((o) => String(o.value) === params.type)?.value ?? typeFilter.default) : undefined;
  return {
    date: (declared?.date && DATE_CODES.find((code) => String(code) === params.date)) || DATE_CODE_DEFAULT,
    // Without a declared type filter TType is undefined; with one, the value comes from its own options.
    type: type as TType,
    platform: declared?.platform ? (params.platform ?? '') : '',
  };
}

/** The list's query for one filter set. A new filter set is a new key: it starts again from page 1. */
export function pagedListQuery<TPage extends Page<unknown>, TType extends number | undefined, TPlatformKey extends QueryKey>(
  declaration: ListSource<TPage, TType, TPlatformKey>,
  filters: ListFilterValues<TType>,
) {
  return infiniteQueryOptions({
    queryKey: [...declaration.queryKey, filters],
    queryFn: ({ pageParam, signal }) => declaration.fetchPage({ page: pageParam, filters, signal }),
    initialPageParam: 1,
    ...(declaration.staleTime === undefined ? {} : { staleTime: declaration.staleTime }),
    getNextPageParam: (last: TPage) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
  });
}

/**
 * A list's first page as a first visit shows it (default filters), fetched ahead of its screen unless the cache has it
 * (kept from the last visit: the screen's query refreshes it once on screen); resolves to it.
 */
export async function prefetchFirstPage<TPage extends Page<unknown>, TType extends number | undefined, TPlatformKey extends QueryKey>(
  queryClient: QueryClient,
  declaration: ListSource<TPage, TType, TPlatformKey>,
): Promise<TPage | undefined> {
  const data = await queryClient.ensureInfiniteQueryData(pagedListQuery(declaration, filterValues(declaration.filters)));
  return data.pages[0];
}
