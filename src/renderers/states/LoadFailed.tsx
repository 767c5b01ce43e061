import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useGoBack } from '../../app/navigation';
import './states.css';

/**
 * A first load that failed. The red toast already came from the query cache, so this only offers the way out:
 * a retry button that shows it is working while the query runs again, and, where the page is nothing without its
 * item (an embedded page), the way back.
 */
export function LoadFailed({ onRetry, retrying, withBack = false }: { onRetry: () => void; retrying: boolean; withBack?: boolean }) {
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
