// The list's filters live in the URL (?date=&type=&platform=): the back button, a reload or a shared link shows the
// same view. Changes replace the history entry, so back leaves the list instead of stepping through filter taps.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { QueryKey } from '@tanstack/react-query';
import { filterValues, type ListFilters, type ListFilterValues } from '../listQuery';

export function useListFilters<TType extends number | undefined, TPlatformKey extends QueryKey>(
  declared: ListFilters<TType, TPlatformKey> | undefined,
): [ListFilterValues<TType>, (patch: Partial<ListFilterValues<TType>>) => void] {
  const [search, setSearch] = useSearchParams();
  const dateParam = search.get('date');
  // A type filter shown as tabs may keep its value under a name of its own (the spec's ?tab=).
  const typeName = declared?.type?.tabs?.param ?? 'type';
  const typeParam = search.get(typeName);
  const platformParam = search.get('platform');

  const values = useMemo(
    () => filterValues(declared, { date: dateParam, type: typeParam, platform: platformParam }),
    [declared, dateParam, typeParam, platformParam],
  );

  const update = useCallback(
    (patch: Partial<ListFilterValues<TType>>) => {
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(patch)) {
            const name = key === 'type' ? typeName : key;
            if (value === undefined || value === '') next.delete(name);
            else next.set(name, String(value));
          }
          return next;
        },
        { replace: true },
      );
    },
    [setSearch, typeName],
  );

  return [values, update];
}
