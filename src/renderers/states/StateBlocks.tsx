// The failed and empty states' views, loaded when a screen first shows one (LoadFailed.tsx, EmptyState.tsx).
import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useGoBack } from '../../app/navigation';
import './states.css';

export type LoadFailedProps = { onRetry: () => void; retrying: boolean; withBack?: boolean };

/**
 * A first load that failed. The red toast already came from the query cache, so this only offers the way out:
 * a retry button that shows it is working while the query runs again, and, where the page is nothing without its
 * item (an embedded page), the way back.
 */
export function LoadFailedBlock({ onRetry, retrying, withBack = false }: LoadFailedProps) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <ErrorBlock className="renderer-state" status="disconnected" title={t('renderers:loadFailed.title')} description={t('renderers:loadFailed.description')}>
      <div className="renderer-actions">
        {withBack && (
          <Button shape="rounded" className="renderer-retry" onClick={goBack}>
            {t('common:back')}
          </Button>
        )}
        <Button color="primary" shape="rounded" className="renderer-retry" loading={retrying} onClick={onRetry}>
          {t('common:retry')}
        </Button>
      </div>
    </ErrorBlock>
  );
}

export type EmptyStateProps = { textKey?: string };

/** Nothing to show. antd-mobile's Empty is deprecated in favour of ErrorBlock's empty status, so that is used. */
export function EmptyBlock({ textKey = 'common:empty' }: EmptyStateProps) {
  const { t } = useTranslation();
  return <ErrorBlock className="renderer-state" status="empty" title={t(textKey)} description={null} />;
}
