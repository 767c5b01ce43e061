import { useTranslation } from 'react-i18next';
import './kit.css';

export function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <div className="app-screen-loading" role="status" aria-label={t('common:loading')}>
      <span className="app-spinner" aria-hidden />
    </div>
  );
}
