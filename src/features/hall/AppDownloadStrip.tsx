// The app-download strip above the banner: the download page is one tap away.
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import { AppLink } from '../../kit/AppLink';

export function AppDownloadStrip() {
  const { t } = useTranslation();
  return (
    <AppLink to="/app" className="hall-download">
      <Icon name="download" size={20} />
      <span>
        <b>{t('hall:download.title')}</b>
        {t('hall:download.body')}
      </span>
      <em>{t('hall:download.action')}</em>
    </AppLink>
  );
}
