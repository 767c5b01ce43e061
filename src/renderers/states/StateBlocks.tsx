// The failed and empty states' views, loaded when a screen first shows one (LoadFailed.tsx, EmptyState.tsx).
import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AppLink } from '../../kit/AppLink';
import { errorText, lineMayHelp, LINES_PATH, noConnection } from '../../kit/errorText';
import { useGoBack } from '../../kit/navigation';
import '../../kit/states.css';

/**
 * `error`: the query's failure, whose category's words the block says (src/kit/errorText.ts); null when none. `text`:
 * the screen's own words for it where the spec gives a screen its own (the red packet's), in place of the category's.
 */
export type LoadFailedProps = { error: unknown; onRetry: () => void; retrying: boolean; withBack?: boolean; text?: string | null };

/**
 * A first load that failed: the category's words (the same as the red toast's: offline, timeout, the server failed,
 * the server's own "no"), a retry button that shows it is working while the query runs again, and, where the page is
 * nothing without its item (an embedded page), the way back; when no answer came, the way to the line check page
 * (unless it is that page).
 */
export function LoadFailedBlock({ error, onRetry, retrying, withBack = false, text }: LoadFailedProps) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const onLinesPage = useLocation().pathname === LINES_PATH;
  const words = text ?? (error ? errorText(error, t) : null);
  return (
    <ErrorBlock
      className="renderer-state"
      status={noConnection(error) || !error ? 'disconnected' : 'default'}
      title={t('renderers:loadFailed.title')}
      description={<span className="renderer-failure">{words ?? t('errors:unknown')}</span>}
    >
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
      {lineMayHelp(error) && !onLinesPage && (
        <AppLink to={LINES_PATH} className="renderer-switch-line">
          {t('errors:switchLine')}
        </AppLink>
      )}
    </ErrorBlock>
  );
}

export type EmptyStateProps = { textKey?: string };

/** Nothing to show. antd-mobile's Empty is deprecated in favour of ErrorBlock's empty status, so that is used. */
export function EmptyBlock({ textKey = 'common:empty' }: EmptyStateProps) {
  const { t } = useTranslation();
  return <ErrorBlock className="renderer-state" status="empty" title={t(textKey)} description={null} />;
}
