// The list below its filter bar: skeleton, failed first load, empty, or the rows with the infinite scroller.
import type { QueryKey } from '@tanstack/react-query';
import { InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LIST_LOAD_OFFSET_PX } from '../../../core/constants';
import { EmptyState, LoadFailed, LoadingSkeleton, useDeferredPending } from '../states';
import { AddEntry, SummaryFields } from './ListExtras';
import { ListFooter } from './ListFooter';
import { ListRows } from './ListRows';
import type { ItemOf, ListDeclaration, ListFilterValues, Page } from './types';
import type { usePagedList } from './usePagedList';

interface ListBodyProps<TPage extends Page<unknown>, TType extends number | undefined, TPlatformKey extends QueryKey> {
  declaration: ListDeclaration<TPage, TType, TPlatformKey>;
  list: ReturnType<typeof usePagedList<TPage, TType, TPlatformKey>>;
  filters: ListFilterValues<TType>;
  /** Changes with the filters and on refresh: a fresh scroller, with no failed page remembered. */
  scrollerKey: string;
}

export function ListBody<TPage extends Page<unknown>, TType extends number | undefined, TPlatformKey extends QueryKey>({
  declaration,
  list,
  filters,
  scrollerKey,
}: ListBodyProps<TPage, TType, TPlatformKey>) {
  const { t } = useTranslation();
  const { query, loadMore } = list;
  if (useDeferredPending(query.isPending)) return <LoadingSkeleton />;
  // An error with no rows is the first page failing; a later page failing keeps the rows (see ListFooter).
  if (!query.data) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;

  const pages = query.data.pages;
  const first = pages[0];
  // TPage['data'] is ItemOf<TPage>[]; TypeScript can't see through the indexed access on a generic.
  const items = pages.flatMap((page) => page.data as ItemOf<TPage>[]);
  const Summary = declaration.summary;
  const summary = first && (
    <>
      {Summary && <Summary page={first} />}
      <SummaryFields declaration={declaration} page={first} />
      {declaration.heading && <h2 className="list-heading">{t(declaration.heading)}</h2>}
    </>
  );
  const add = declaration.add && <AddEntry add={declaration.add} filters={filters} count={items.length} />;
  if (!first || first.total === 0 || items.length === 0) {
    const emptyKey = typeof declaration.emptyKey === 'function' ? declaration.emptyKey(filters) : declaration.emptyKey;
    return (
      <>
        {summary}
        <EmptyState textKey={emptyKey} />
        {add}
      </>
    );
  }
  return (
    <>
      {summary}
      <ListRows declaration={declaration} items={items} />
      {add}
      {!declaration.allAtOnce && (
        <InfiniteScroll key={scrollerKey} loadMore={loadMore} hasMore={query.hasNextPage} threshold={LIST_LOAD_OFFSET_PX} className="list-screen-footer">
          {(hasMore, failed, retry) => <ListFooter hasMore={hasMore} failed={failed} retry={retry} />}
        </InfiniteScroll>
      )}
    </>
  );
}
