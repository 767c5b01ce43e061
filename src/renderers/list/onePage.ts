// A call that answers every row at once (banners, bound cards) as the list renderer's one and only page.
import type { FetchPageParams, Page } from './types';

export function onePage<T, TType extends number | undefined = undefined>(
  fetchAll: (params: FetchPageParams<TType>) => Promise<T[]>,
): (params: FetchPageParams<TType>) => Promise<Page<T>> {
  return async (params) => {
    const data = await fetchAll(params);
    return { data, total: data.length, last_page: 1, current_page: 1, per_page: data.length };
  };
}
