// A thin bar above every screen when the app has something to say about itself: the network is gone (the shell
// still works from the service worker's cache, the screens show what the device kept, and how old it is), or a new
// version is ready to reload into.
import { useTranslation } from 'react-i18next';
import { onFirstShow } from '../../kit/onFirstShow';
import { useOnline, useUpdateReady } from '../../kit/appStatus';
import '../../kit/appStatus.css';

// Loaded the first time the bar shows (the worker has it cached); where it cannot load, the bar says offline alone.
const KeptAge = onFirstShow(() => import('./KeptAge').then((m) => m.KeptAge, () => () => null));

export function AppStatusBar() {
  const { t } = useTranslation();
  const online = useOnline();
  const applyUpdate = useUpdateReady();
  if (!online) {
    return (
      <div className="app-status app-status-offline" role="status">
        <span>{t('common:offline')}</span>
        <KeptAge />
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
