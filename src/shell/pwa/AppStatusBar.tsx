// A thin bar above every screen when the app has something to say about itself: the network is gone (the shell
// still works from the service worker's cache), or a new version is ready to reload into.
import { useTranslation } from 'react-i18next';
import { useOnline, useUpdateReady } from './appStatus';
import './appStatus.css';

export function AppStatusBar() {
  const { t } = useTranslation();
  const online = useOnline();
  const applyUpdate = useUpdateReady();
  if (!online) {
    return (
      <div className="app-status app-status-offline" role="status">
        {t('common:offline')}
      </div>
    );
  }
  if (!applyUpdate) return null;
  return (
    <div className="app-status app-status-update" role="status">
      <span>{t('common:updateReady')}</span>
      <button type="button" onClick={applyUpdate}>
        {t('common:updateNow')}
      </button>
    </div>
  );
}
