// What a frame page shows instead of the frame: a visitor's log-in prompt, or a failed lookup with a retry.
import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAppNavigate, useGoBack } from '../../kit/navigation';
import { loginPathFor } from '../../session/session';

export function LoginToPlay() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const location = useLocation();
  return (
    <ErrorBlock className="games-problem" status="default" title={t('errors:loginRequired')} description={t('games:loginToPlay')}>
      <Button color="primary" shape="rounded" onClick={() => navigate(loginPathFor(location.pathname + location.search))}>
        {t('games:goLogin')}
      </Button>
    </ErrorBlock>
  );
}

export function FrameFailed({ onRetry, retrying }: { onRetry?: () => void; retrying?: boolean }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <ErrorBlock className="games-problem" status="disconnected" title={t('games:openFailed')} description={t('games:openFailedHint')}>
      <div className="games-problem-actions">
        <Button shape="rounded" onClick={goBack}>
          {t('common:back')}
        </Button>
        {onRetry && (
          <Button color="primary" shape="rounded" loading={retrying} onClick={onRetry}>
            {t('common:retry')}
          </Button>
        )}
      </div>
    </ErrorBlock>
  );
}
