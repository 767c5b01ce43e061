// A declared detail page: one query from the URL (or none, for a static page), then the item as declared, or the
// embedded page it names.
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAppNavigate } from '../../kit/navigation';
import { isLinkOn } from '../../kit/routesOn';
import { useIsLoggedIn } from '../../session/tokenStore';
import { AnsweredAt } from '../fields';
import { FramePage } from '../frame';
import { EmptyState, LoadFailed, LoadingSkeleton } from '../states';
import { onFirstShow } from '../../kit/onFirstShow';
import { DetailBody } from './DetailBody';
import type { DetailDeclaration, DetailFrame, DetailLink } from './types';
import './detail.css';

// The visitor's prompt (antd-mobile's ErrorBlock, ~9 KB with its pictures), loaded when a visitor first meets one: a
// member, and every page open to all, never needs it.
const LoginFirst = onFirstShow(() => import('./LoginFirst').then((m) => m.LoginFirst));

function FrameOf<T>({ frame, item, retry, emptyKey }: { frame: DetailFrame<T>; item: T; retry?: { error: unknown; onRetry: () => void; retrying: boolean }; emptyKey?: string }) {
  const { t } = useTranslation();
  const url = frame.url(item);
  // No page to show (none configured, or not an http(s) one): a retry, and the way back for a page of its own; an
  // item read from the URL has nothing to retry.
  if (!url) return retry ? <LoadFailed {...retry} error={null} withBack /> : <EmptyState textKey={emptyKey} />;
  return <FramePage url={url} title={t(frame.titleKey)} />;
}

function QueriedDetail<T, TKey extends QueryKey>({
  declaration,
  query: options,
  search,
}: {
  declaration: DetailDeclaration<T, TKey>;
  query: UseQueryOptions<T, Error, T, TKey>;
  search: URLSearchParams;
}) {
  const query = useQuery(options);
  if (declaration.missing?.(search, query.error)) return <EmptyState textKey={declaration.emptyKey} />;
  if (query.isPending) return <LoadingSkeleton cards={1} />;
  const item = query.data === undefined && query.isError ? declaration.fallback?.() : query.data;
  const retry = { error: query.error, onRetry: () => void query.refetch(), retrying: query.isFetching };
  // Never loaded: the red toast came from the query cache; this offers the retry. (A failed background refetch
  // keeps showing the item it had.)
  if (item === undefined) return <LoadFailed {...retry} />;
  if (item === null) return <EmptyState textKey={declaration.emptyKey} />;
  if (declaration.frame) return <FrameOf frame={declaration.frame} item={item} retry={retry} />;
  // A countdown among the fields counts from when this answer came, not from when the screen was drawn.
  return (
    <AnsweredAt.Provider value={query.dataUpdatedAt || null}>
      <DetailBody declaration={declaration} item={item} />
    </AnsweredAt.Provider>
  );
}

function DetailLinks({ links }: { links: readonly DetailLink[] }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  return (
    <div className="detail-screen-links">
      {links.filter((link) => isLinkOn(link.to)).map((link) => (
        <Button key={link.to} block shape="rounded" size="large" color={link.primary ? 'primary' : 'default'} data-to={link.to} onClick={() => navigate(link.to)}>
          {t(link.labelKey)}
        </Button>
      ))}
    </div>
  );
}

/** The item of a declaration without a query: an empty one, so a static page's fields read nothing from it. */
const STATIC_ITEM = {};

/** A page whose item is not asked of the server: read from the URL, or none. */
function UnqueriedDetail<T, TKey extends QueryKey>({ declaration, search }: { declaration: DetailDeclaration<T, TKey>; search: URLSearchParams }) {
  const item = declaration.item ? declaration.item(search) : (STATIC_ITEM as T);
  if (item === null || item === undefined) return <EmptyState textKey={declaration.emptyKey} />;
  if (declaration.frame) return <FrameOf frame={declaration.frame} item={item} emptyKey={declaration.emptyKey} />;
  return <DetailBody declaration={declaration} item={item} />;
}

export function DetailScreen<T, TKey extends QueryKey>({ declaration }: { declaration: DetailDeclaration<T, TKey> }) {
  const [search] = useSearchParams();
  const loggedIn = useIsLoggedIn();
  if (declaration.instead?.when()) {
    const Instead = declaration.instead.screen;
    return <Instead />;
  }
  if (declaration.visitor && !loggedIn) return <LoginFirst {...declaration.visitor} />;
  const options = declaration.query?.(search);
  const body = options ? (
    <QueriedDetail declaration={declaration} query={options} search={search} />
  ) : (
    <UnqueriedDetail declaration={declaration} search={search} />
  );
  if (!declaration.links) return body;
  return (
    <div className="detail-screen-page">
      {body}
      <DetailLinks links={declaration.links} />
    </div>
  );
}
