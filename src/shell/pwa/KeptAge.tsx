// The offline bar's second line: how old what the screen shows is (common:keptAt, Beijing time), the oldest answer a
// mounted screen reads. On a return visit with no network that is the answer the device kept; offline mid-visit, the
// last one that came. Loaded when the bar first shows (from the worker's cache).
import { useQueryClient, type QueryCache } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';

/** When the oldest answer on screen came (ms since 1970), or 0 when the screen shows none. */
export function oldestShown(cache: QueryCache): number {
  let oldest = 0;
  for (const query of cache.getAll()) {
    const at = query.state.dataUpdatedAt;
    if (at > 0 && query.state.data !== undefined && query.getObserversCount() > 0 && (!oldest || at < oldest)) oldest = at;
  }
  return oldest;
}

export function KeptAge() {
  const { t, i18n } = useTranslation();
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((listener: () => void) => cache.subscribe(listener), [cache]);
  const oldest = useSyncExternalStore(subscribe, () => oldestShown(cache));
  if (!oldest) return null;
  return <span>{t('common:keptAt', { time: formatDateTime(Math.floor(oldest / 1000), i18n.language) })}</span>;
}
