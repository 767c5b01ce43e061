// A declared detail page: one query from the URL, then title, label/value rows, sanitized HTML and a footer.
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { SafeHtml } from '../SafeHtml';
import { EmptyState } from '../states/EmptyState';
import { LoadFailed } from '../states/LoadFailed';
import { LoadingSkeleton } from '../states/LoadingSkeleton';
import type { DetailDeclaration } from './types';
import './detail.css';

export function DetailScreen<T, TKey extends QueryKey>({ declaration }: { declaration: DetailDeclaration<T, TKey> }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const query = useQuery(declaration.query(search));

  if (query.isPending) return <LoadingSkeleton cards={1} />;
  const item = query.data;
  // Never loaded: the red toast came from the query cache; this offers the retry. (A failed background refetch
  // keeps showing the item it had.)
  if (item === undefined) return <LoadFailed onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (item === null) return <EmptyState textKey={declaration.emptyKey} />;

  const title = declaration.title?.(item);
  const html = declaration.html?.(item);
  return (
    <article className="detail-screen">
      <div className="detail-screen-card">
        {title && <h2 className="detail-screen-title">{title}</h2>}
        {declaration.fields && declaration.fields.length > 0 && (
          <dl className="detail-screen-fields">
            {declaration.fields.map((field) => (
              <div key={field.labelKey} className="detail-screen-row">
                <dt>{t(field.labelKey)}</dt>
                <dd>{field.value(item)}</dd>
              </div>
            ))}
          </dl>
        )}
        {html && <SafeHtml html={html} className="detail-screen-html" />}
      </div>
      {declaration.footer && <div className="detail-screen-footer">{declaration.footer(item)}</div>}
    </article>
  );
}
