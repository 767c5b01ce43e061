// The member's choice of language, among the brand's: each named in itself, kept across visits.
import { useTranslation } from 'react-i18next';
import { LANGUAGES, languageName, setLanguage } from './i18n';
import './kit.css';

/** Nothing when the brand offers one language. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  if (LANGUAGES.length < 2) return null;
  return (
    <div className="app-language" role="group" aria-label={t('common:language')}>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          className="app-language-option"
          aria-pressed={i18n.language === lang}
          onClick={() => void setLanguage(lang)}
        >
          {languageName(lang)}
        </button>
      ))}
    </div>
  );
}
