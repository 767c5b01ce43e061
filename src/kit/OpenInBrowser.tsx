// The guide an in-app browser needs (WeChat, QQ, Alipay, Weibo, DingTalk: ../lib/inAppBrowser.ts): such a browser
// ignores a package download, an install or another app's link, so a tap there would do nothing. Instead the player
// reads, in the brand's words, where the app's own menu is (••• at the top right) and what to choose in it ("open in
// browser", on iOS "open in Safari"), with the page's address to copy. As an overlay over the page (a tap that would
// install) or as a screen's whole content (the install page that cannot work here).
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentInAppBrowser, type InAppBrowser } from '../lib/inAppBrowser';
import { copyOrShow } from './copy';
import { registerLocale } from './i18n';
import words from 'virtual:locale/openInBrowser';
import './openInBrowser.css';

// Its words come with its code (locales/<lang>/openInBrowser.json), not with every page's.
registerLocale('openInBrowser', words);

/** The in-app browser this page runs in when it refuses installs, else null (a browser of the phone's own). */
export function useInstallsBlocked(): InAppBrowser | null {
  return useMemo(() => {
    const browser = currentInAppBrowser();
    return browser?.blocksInstalls ? browser : null;
  }, []);
}

function GuideSteps({ browser, titleId }: { browser: InAppBrowser; titleId?: string }) {
  const { t } = useTranslation();
  const address = window.location.href;
  const app = t(`openInBrowser:apps.${browser.id}`);
  return (
    <>
      <h2 className="app-open-title" id={titleId}>{t('openInBrowser:title')}</h2>
      <p className="app-open-why">{t('openInBrowser:why', { app })}</p>
      <ol className="app-open-steps">
        <li>{t('openInBrowser:menu')}</li>
        <li>{t(browser.ios ? 'openInBrowser:chooseSafari' : 'openInBrowser:chooseBrowser')}</li>
      </ol>
      <p className="app-open-or">{t('openInBrowser:orCopy')}</p>
      <div className="app-open-address">
        <span className="app-open-url">{address}</span>
        <button type="button" className="app-open-copy" onClick={() => void copyOrShow(address, t('openInBrowser:copied'))}>
          {t('openInBrowser:copy')}
        </button>
      </div>
    </>
  );
}

/** Over the page, pointing at the in-app browser's menu; closed by its button or a tap outside the card. */
export function OpenInBrowserGuide({ browser, onClose }: { browser: InAppBrowser; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="app-open-guide" role="dialog" aria-modal="true" aria-labelledby="app-open-guide-title" onClick={onClose}>
      <span className="app-open-arrow" aria-hidden="true" />
      <section className="app-open-card" onClick={(event) => event.stopPropagation()}>
        <GuideSteps browser={browser} titleId="app-open-guide-title" />
        <button type="button" className="app-open-close" onClick={onClose}>
          {t('openInBrowser:close')}
        </button>
      </section>
    </div>
  );
}

/** The same guide as a screen's content, where the screen itself cannot work in this browser. */
export function OpenInBrowserPanel({ browser }: { browser: InAppBrowser }) {
  return (
    <section className="app-open-panel">
      <GuideSteps browser={browser} />
    </section>
  );
}

/** For a screen with install taps: whether to show the guide instead, and the guide to draw while it is wanted. */
export function useOpenInBrowserGuide() {
  const browser = useInstallsBlocked();
  const [shown, setShown] = useState(false);
  return {
    /** Shows the guide and answers true where installs are refused here; false (do the install) elsewhere. */
    instead: () => {
      if (!browser) return false;
      setShown(true);
      return true;
    },
    guide: browser && shown ? <OpenInBrowserGuide browser={browser} onClose={() => setShown(false)} /> : null,
  };
}
