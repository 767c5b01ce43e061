// "Add to home screen" on the download page: a button where the browser offers to install the site (Chromium's
// beforeinstallprompt); on an iPhone or iPad, whose browsers are all WebKit and never offer it to a page, the steps
// Safari allows, in words; elsewhere nothing (the page's download link stays the way in).
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useInstallPrompt } from '../../kit/installPrompt';

/**
 * iOS Safari alone has navigator.standalone (false in a tab, true once opened from the home screen); iPadOS says it
 * is a Mac, with touch.
 */
export function canAddToHomeByHand(nav: Navigator & { standalone?: boolean } = navigator): boolean {
  if (nav.standalone === true) return false;
  const ios = /iPhone|iPad|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);
  return ios || nav.standalone === false;
}

export function AddToHomeButton() {
  const { t } = useTranslation();
  const install = useInstallPrompt();
  if (!install) return canAddToHomeByHand() ? <p className="content-download-steps">{t('content:download.addToHomeSteps')}</p> : null;
  return (
    <Button className="content-download-home" block fill="outline" color="primary" shape="rounded" size="large" onClick={() => void install()}>
      {t('content:download.addToHome')}
    </Button>
  );
}
