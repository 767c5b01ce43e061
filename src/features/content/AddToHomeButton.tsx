// "Add to home screen" on the download page, shown only where the browser offers to install the site (Chromium's
// beforeinstallprompt); elsewhere (iOS Safari) the page's download link stays the way in.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useInstallPrompt } from '../../app/pwa/installPrompt';

export function AddToHomeButton() {
  const { t } = useTranslation();
  const install = useInstallPrompt();
  if (!install) return null;
  return (
    <Button className="content-download-home" block fill="outline" color="primary" shape="rounded" size="large" onClick={() => void install()}>
      {t('content:download.addToHome')}
    </Button>
  );
}
