// A declared paged list: filter bar, pull to refresh, rows loading as the player scrolls, and every state between.
import type { QueryKey } from '@tanstack/react-query';
import { PullRefresh } from '../states/PullRefresh';
import { ListBody } from './ListBody';
import { ListFilterBar } from './ListFilterBar';
import type { ListDeclaration, ListFilterValues, Page } from './types';
import { useListFilters } from './useListFilters';
import { usePagedList } from './usePagedList';
import './list.css';

export function ListScreen<TPage extends Page<unknown>, TType extends number | undefined, TPlatformKey extends QueryKey>({
  declaration,
}: {
  declaration: ListDeclaration<TPage, TType, TPlatformKey>;
}) {
  const [filters, setFilters] = useListFilters(declaration.filters);
  const list = usePagedList(declaration, filters);

  const changeFilters = (patch: Partial<ListFilterValues<TType>>) => {
    const changed = (Object.keys(patch) as (keyof ListFilterValues<TType>)[]).some((key) => patch[key] !== filters[key]);
    if (!changed) return;
    setFilters(patch);
    // The new rows start at page 1: show them from the top, not from where the old ones were scrolled to.
    window.scrollTo(0, 0);
  };

  const Footer = declaration.footer;
  return (
    <div className="list-screen">
      {declaration.filters && <ListFilterBar filters={declaration.filters} values={filters} onChange={changeFilters} />}
      <PullRefresh onRefresh={list.refresh}>
        <div className="list-screen-body">
          <ListBody declaration={declaration} list={list} scrollerKey={`${JSON.stringify(filters)}#${list.generation}`} />
        </div>
      </PullRefresh>
      {Footer && <Footer />}
    </div>
  );
}
