// A declared detail page: one query from the URL (or none, for a static page), then the item as declared, or the
// embedded page it names.
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FramePage } from '../frame';
import { EmptyState } from '../states/EmptyState';
import { LoadFailed } from '../states/LoadFailed';
import { LoadingSkeleton } from '../states/LoadingSkeleton';
import { DetailBody } from './DetailBody';
import type { DetailDeclaration, DetailFrame } from './types';
import './detail.css';

function FrameOf<T>({ frame, item, retry }: { frame: DetailFrame<T>; item: T; retry: { onRetry: () => void; retrying: boolean } }) {
  const { t } = useTranslation();
  const url = frame.url(item);
  // No page to show (none configured, or not an http(s) one): a retry, and the way back for a page of its own.
  if (!url) return <LoadFailed {...retry} withBack />;
  return <FramePage url={url} title={t(frame.titleKey)} />;
}

function QueriedDetail<T, TKey extends QueryKey>({
  declaration,
  query: options,
}: {
  declaration: DetailDeclaration<T, TKey>;
  query: UseQueryOptions<T, Error, T, TKey>;
}) {
  const query = useQuery(options);
  if (query.isPending) return <LoadingSkeleton cards={1} />;
  const item = query.data === undefined && query.isError ? declaration.fallback?.() : query.data;
  const retry = { onRetry: () => void query.refetch(), retrying: query.isFetching };
  // Never loaded: the red toast came from the query cache; this offers the retry. (A failed background refetch
  // keeps showing the item it had.)
  if (item === undefined) return <LoadFailed {...retry} />;
  if (item === null) return <EmptyState textKey={declaration.emptyKey} />;
  if (declaration.frame) return <FrameOf frame={declaration.frame} item={item} retry={retry} />;
  return <DetailBody declaration={declaration} item={item} />;
}

/** The item of a declaration without a query: an empty one, so a static page's fields read nothing from it. */
const STATIC_ITEM = {};

export function DetailScreen<T, TKey extends QueryKey>({ declaration }: { declaration: DetailDeclaration<T, TKey> }) {
  const [search] = useSearchParams();
  if (!declaration.query) return <DetailBody declaration={declaration} item={STATIC_ITEM as NonNullable<T>} />;
  return <QueriedDetail declaration={declaration} query={declaration.query(search)} />;
}
