// The list's server state: one infinite query per filter set, page 1 first, the next page while current < last.
import { useInfiniteQuery, useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { pagedListQuery, type ListFilterValues, type Page } from '../listQuery';
import type { ListDeclaration } from './types';

export function usePagedList<TPage extends Page<unknown>, TType extends number | undefined, TPlatformKey extends QueryKey>(
  declaration: ListDeclaration<TPage, TType, TPlatformKey>,
  filters: ListFilterValues<TType>,
  /** false: the rows are not shown (their route is off), so nothing is asked. */
  enabled = true,
) {
  const queryClient = useQueryClient();
  const options = useMemo(() => pagedListQuery(declaration, filters), [declaration, filters]);
  const { queryKey } = options;
  const query = useInfiniteQuery({ ...options, enabled });
  const { fetchNextPage, refetch } = query;
  // Bumped by a refresh so the infinite scroller forgets a failed page along with the pages it had.
  const [generation, setGeneration] = useState(0);

  /** For InfiniteScroll: rejects when the page failed, which makes it stop and offer its retry. */
  const loadMore = useCallback(async () => {
    // cancelRefetch false: a refresh in flight is awaited, not cancelled, and no second request goes out.
    const result = await fetchNextPage({ cancelRefetch: false });
    if (result.isFetchNextPageError) throw result.error;
  }, [fetchNextPage]);

  /** Pull to refresh: back to page 1 only (not every page loaded so far). Never rejects: the cache toasts failures. */
  const refresh = useCallback(async () => {
    queryClient.setQueryData<InfiniteData<TPage, number>>(queryKey, (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    await refetch();
    setGeneration((n) => n + 1);
  }, [queryClient, queryKey, refetch]);

  return { query, loadMore, refresh, generation };
}
