// The list below its filter bar: skeleton, failed first load, empty, or the rows with the infinite scroller.
import type { QueryKey } from '@tanstack/react-query';
import { InfiniteScroll } from 'antd-mobile';
import { LIST_LOAD_OFFSET_PX } from '../../lib/constants';
import { EmptyState } from '../states/EmptyState';
import { LoadFailed } from '../states/LoadFailed';
import { LoadingSkeleton } from '../states/LoadingSkeleton';
import { ListFooter } from './ListFooter';
import type { ItemOf, ListDeclaration, Page } from './types';
import type { usePagedList } from './usePagedList';

interface ListBodyProps<TPage extends Page<unknown>, TType extends number | undefined, TPlatformKey extends QueryKey> {
  declaration: ListDeclaration<TPage, TType, TPlatformKey>;
  list: ReturnType<typeof usePagedList<TPage, TType, TPlatformKey>>;
  /** Changes with the filters and on refresh: a fresh scroller, with no failed page remembered. */
  scrollerKey: string;
}

export function ListBody<TPage extends Page<unknown>, TType extends number | undefined, TPlatformKey extends QueryKey>({
  declaration,
  list,
  scrollerKey,
}: ListBodyProps<TPage, TType, TPlatformKey>) {
  const { query, loadMore } = list;
  if (query.isPending) return <LoadingSkeleton />;
  // An error with no rows is the first page failing; a later page failing keeps the rows (see ListFooter).
  if (!query.data) return <LoadFailed onRetry={() => void query.refetch()} retrying={query.isFetching} />;

  const pages = query.data.pages;
  const first = pages[0];
  // TPage['data'] is ItemOf<TPage>[]; TypeScript can't see through the indexed access on a generic.
  const items = pages.flatMap((page) => page.data as ItemOf<TPage>[]);
  const summary = first && declaration.summary?.(first);
  if (!first || first.total === 0 || items.length === 0) {
    return (
      <>
        {summary}
        <EmptyState textKey={declaration.emptyKey} />
      </>
    );
  }
  return (
    <>
      {summary}
      <ul className="list-screen-items">
        {items.map((item) => (
          <li key={declaration.itemKey(item)} className="list-screen-item">
            {declaration.renderItem(item)}
          </li>
        ))}
      </ul>
      <InfiniteScroll key={scrollerKey} loadMore={loadMore} hasMore={query.hasNextPage} threshold={LIST_LOAD_OFFSET_PX} className="list-screen-footer">
        {(hasMore, failed, retry) => <ListFooter hasMore={hasMore} failed={failed} retry={retry} />}
      </InfiniteScroll>
    </>
  );
}
