// A declared paged list: filter bar, pull to refresh, rows loading as the player scrolls, and every state between.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIsRouteOn } from '../../kit/routesOn';
import { afterNextPaint } from '../../lib/afterNextPaint';
import { PullRefresh } from '../pullRefresh';
import { useDeferredPending } from '../states';
import { ListBody } from './ListBody';
import type { ListFilterBar as FilterBar } from './ListFilterBar';
import { ListTabs } from './ListTabs';
import type { ListDeclaration, ListFilters, ListFilterValues, Page } from './types';
import { useListFilters } from './useListFilters';
import { usePagedList } from './usePagedList';
import './list.css';

// The drop-down bar's code (antd-mobile's Dropdown, Popup and CheckList: a dozen small chunks) loads only for lists
// that have one: /activity and the other bar-less lists paint without waiting for it. And only once the first page (or
// its failure) has been painted: the rows are what the player came for, and over HTTP/1.1 the bar's chunks would share
// the six connections and the main thread with them (asked for as the page came, its ~40 KB of popup, springs and
// gestures still held /fanshui's first paint back). Until it arrives an empty bar of the same height holds its place
// (list.css), so the rows do not move when it comes.
const ListFilterBar = lazy(() => import('./ListFilterBar').then((m) => ({ default: m.ListFilterBar }))) as unknown as typeof FilterBar;

const pendingBar = <div className="list-filter-bar list-filter-bar-pending" aria-hidden />;

/** The drop-down bar is there for a date or platform filter, or a type filter not shown as tabs. */
const hasBar = <TType extends number | undefined, TPlatformKey extends QueryKey>(
  filters: ListFilters<TType, TPlatformKey> | undefined,
): filters is ListFilters<TType, TPlatformKey> => !!filters && !!(filters.date || filters.platform || (filters.type && !filters.type.tabs));

export function ListScreen<TPage extends Page<unknown>, TType extends number | undefined, TPlatformKey extends QueryKey>({
  declaration,
}: {
  declaration: ListDeclaration<TPage, TType, TPlatformKey>;
}) {
  const [filters, setFilters] = useListFilters(declaration.filters);
  const isRouteOn = useIsRouteOn();
  // Rows of a feature the brand turned off: not asked for, not shown (only the header and footer stay).
  const rowsShown = !declaration.rowsOf || isRouteOn(declaration.rowsOf);
  const list = usePagedList(declaration, filters, rowsShown);
  const [barWanted, wantBar] = useState(false);
  // As ListBody shows it: the rows come in a deferred render after the page has come.
  const firstPageShown = !useDeferredPending(list.query.isPending);
  useEffect(() => {
    if (barWanted || !firstPageShown) return;
    return afterNextPaint(() => wantBar(true)); // once: a later filter's page does not take the bar away
  }, [barWanted, firstPageShown]);
  // The platforms' names, which rows may show too (format `named`), are asked for at once, not when the bar comes.
  const queryClient = useQueryClient();
  const platforms = declaration.filters?.platform?.query;
  useEffect(() => {
    if (platforms) void queryClient.prefetchQuery(platforms);
  }, [queryClient, platforms]);

  const changeFilters = (patch: Partial<ListFilterValues<TType>>) => {
    const changed = (Object.keys(patch) as (keyof ListFilterValues<TType>)[]).some((key) => patch[key] !== filters[key]);
    if (!changed) return;
    setFilters(patch);
    // The new rows start at page 1: show them from the top, not from where the old ones were scrolled to.
    window.scrollTo(0, 0);
  };

  const { header: Header, footer: Footer } = declaration;
  if (!rowsShown) {
    return (
      <div className="list-screen">
        {Header && <Header />}
        {Footer && <Footer />}
      </div>
    );
  }
  return (
    <div className="list-screen">
      {Header && <Header />}
      {declaration.filters?.type?.tabs && <ListTabs filter={declaration.filters.type} value={filters.type} onChange={(type) => changeFilters({ type } as Partial<ListFilterValues<TType>>)} />}
      {hasBar(declaration.filters) &&
        (barWanted ? (
          <Suspense fallback={pendingBar}>
            <ListFilterBar filters={declaration.filters} values={filters} onChange={changeFilters} />
          </Suspense>
        ) : (
          pendingBar
        ))}
      <PullRefresh onRefresh={list.refresh}>
        <div className="list-screen-body">
          <ListBody declaration={declaration} list={list} filters={filters} scrollerKey={`${JSON.stringify(filters)}#${list.generation}`} />
        </div>
      </PullRefresh>
      {Footer && <Footer />}
    </div>
  );
}
