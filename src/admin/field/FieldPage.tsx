// The page: the admin token once (kept in this tab), then the summary of the chosen period.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PERIODS } from './periods';
import { SummaryView } from './SummaryView';
import { TokenForm } from './TokenForm';
import { useSummary } from './useSummary';

const TOKEN_KEY = 'field.adminToken';
export function FieldPage() {
  const { t, i18n } = useTranslation();
  const [token, setToken] = useState(() => sessionStorage.getItem(TOKEN_KEY));
  const [hours, setHours] = useState<number>(PERIODS[0].hours);
  const summary = useSummary(token, hours);
  const keep = (next: string | null) => {
    if (next) sessionStorage.setItem(TOKEN_KEY, next);
    else sessionStorage.removeItem(TOKEN_KEY);
    setToken(next);
  };
  const otherLanguage = i18n.language === 'en' ? 'zh-CN' : 'en';
  return (
    <div className="field-page">
      <header className="field-header">
        <div>
          <h1>{t('field:title')}</h1>
          <p className="field-subtitle">{t('field:subtitle')}</p>
        </div>
        <div className="field-header-actions">
          {/* Named in its own words: a reader who cannot read this one looks for their own. */}
          <button type="button" className="field-link" lang={otherLanguage} onClick={() => void i18n.changeLanguage(otherLanguage)}>
            {i18n.getFixedT(otherLanguage)('field:languageName')}
          </button>
          {token && (
            <button type="button" className="field-link" onClick={() => keep(null)}>
              {t('field:token.forget')}
            </button>
          )}
        </div>
      </header>
      {!token || summary.status === 'refused' ? (
        <TokenForm refused={!token ? null : summary.status === 'refused' && summary.throttled ? 'throttled' : 'denied'} onToken={keep} />
      ) : (
        <SummaryView summary={summary} hours={hours} onHours={setHours} />
      )}
    </div>
  );
}
