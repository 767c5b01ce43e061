import { useTranslation } from 'react-i18next';
import { useGoBack } from '../../kit/navigation';
import './layouts.css';

/** The top bar: title, and a back arrow on pages that have one. */
export function AppHeader({ title, back }: { title: string; back: boolean }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <header className="app-header">
      {back && (
        <button type="button" className="app-header-back" onClick={goBack} aria-label={t('common:back')}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden>
            <path d="M15.5 4.5 8 12l7.5 7.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span>{t('common:back')}</span>
        </button>
      )}
      <h1 className="app-header-title">{title}</h1>
    </header>
  );
}
