// A list's query without its components: where its rows come from, its filters' values, its pages as TanStack's
// infinite query, and its first page fetched ahead of its screen. The list renderer builds on it; the app's entry
// prefetches /activity's first page with it (src/features/promotions/prefetch.ts), so it stays light: whatever this
// entry names, every chunk importing it loads.
export { filterValues, pagedListQuery, prefetchFirstPage } from './pagedListQuery';
export type { FetchPageParams, ListFilters, ListFilterValues, ListOption, ListSource, Page, TypeOption } from './types';
