// What a frame page shows instead of the frame: a visitor's log-in prompt, an address that names no game, or a failed
// lookup with a retry, each in words that fit it.
import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { errorText } from '../../kit/errorText';
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

/** The address names no game (no `code`): nothing was asked of the network, so nothing to retry; the way back. */
export function GameNotFound() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <ErrorBlock className="games-problem" status="empty" title={t('games:notFound')} description={t('games:notFoundHint')}>
      <div className="games-problem-actions">
        <Button color="primary" shape="rounded" onClick={goBack}>
          {t('common:back')}
        </Button>
      </div>
    </ErrorBlock>
  );
}

/** The page's address could not be had: the lookup's failure in its category's words (or the server's), or, when the
 * server answered no address, that the page cannot open now; a retry and the way back. */
export function FrameFailed({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const words = error ? errorText(error, t) : null;
  return (
    <ErrorBlock className="games-problem" status="disconnected" title={t('games:openFailed')} description={words ?? t('games:openFailedHint')}>
      <div className="games-problem-actions">
        <Button shape="rounded" onClick={goBack}>
          {t('common:back')}
        </Button>
        <Button color="primary" shape="rounded" loading={retrying} onClick={onRetry}>
          {t('common:retry')}
        </Button>
      </div>
    </ErrorBlock>
  );
}
