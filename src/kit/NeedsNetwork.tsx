// Said at the top of a form that sends something, while the app is offline (./appStatus's useOnline: the browser's
// word, or a worker's page that has not reached the network): before the player fills it in, not after they send.
import { useTranslation } from 'react-i18next';
import { useOnline } from './appStatus';
import './appStatus.css';

export function NeedsNetwork() {
  const { t } = useTranslation();
  if (useOnline()) return null;
  return (
    <p className="app-needs-network" role="note">
      {t('common:needsNetwork')}
    </p>
  );
}
