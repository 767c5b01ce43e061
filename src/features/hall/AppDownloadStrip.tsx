// The app-download strip above the banner: the download page is one tap away.
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../app/navigation';
import { useIsRouteOn } from '../../app/routesOn';
import { Icon } from './Icon';

export function AppDownloadStrip() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const isRouteOn = useIsRouteOn();
  if (!isRouteOn('/app')) return null; // the brand turned the download page off
  return (
    <button type="button" className="hall-download" onClick={() => navigate('/app')}>
      <Icon name="download" size={20} />
      <span>
        <b>{t('hall:download.title')}</b>
        {t('hall:download.body')}
      </span>
      <em>{t('hall:download.action')}</em>
    </button>
  );
}
