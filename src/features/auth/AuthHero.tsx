import './locale';
import { useTranslation } from 'react-i18next';
import { publicAsset, useBrand, useSiteName } from '../../kit/brand';
import { LanguageSwitch } from '../../kit/LanguageSwitch';
import './auth.css';

/** The brand band at the top of the login and registration screens. */
export function AuthHero({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const siteName = useSiteName();
  return (
    <div className={`auth-hero ${compact ? 'auth-hero-compact' : ''}`}>
      <img className="auth-logo" src={publicAsset(brand.logo)} alt="" width={56} height={56} />
      <div>
        <div className="auth-site-name">{siteName}</div>
        <div className="auth-slogan">{t('brand:slogan')}</div>
      </div>
      {!compact && (
        <div className="auth-language">
          <LanguageSwitch />
        </div>
      )}
    </div>
  );
}
