// The first visit could not get the site settings (after the query's few retries): the screens open anyway (as the
// spec's shell does), and a bar over the top says why in the failure's words, with a retry. The settings are not
// asked again on their own meanwhile beyond their minute's poll, so a failing server is never stormed.
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../kit/AppLink';
import { errorText, lineMayHelp, LINES_PATH } from '../../kit/errorText';
import '../../kit/appStatus.css';

export function SettingsFailedBar({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="app-status app-status-failed" role="alert">
      <span className="renderer-failure">{errorText(error, t) ?? t('errors:unknown')}</span>
      <button type="button" className="renderer-retry" disabled={retrying} onClick={onRetry}>
        {t('common:retry')}
      </button>
      {lineMayHelp(error) && <AppLink to={LINES_PATH}>{t('errors:switchLine')}</AppLink>}
    </div>
  );
}
