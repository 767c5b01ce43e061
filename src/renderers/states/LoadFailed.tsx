import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import './states.css';

/**
 * A first load that failed. The red toast already came from the query cache, so this only offers the way out:
 * a retry button that shows it is working while the query runs again.
 */
export function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <ErrorBlock className="renderer-state" status="disconnected" title={t('renderers:loadFailed.title')} description={t('renderers:loadFailed.description')}>
      <Button color="primary" shape="rounded" className="renderer-retry" loading={retrying} onClick={onRetry}>
        {t('common:retry')}
      </Button>
    </ErrorBlock>
  );
}
