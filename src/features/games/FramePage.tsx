// A page of another site (or of ours) in a sandboxed iframe, filling the screen under the header, with a spinner
// until it has loaded.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sandboxFor } from './frameUrl';
import './games.css';

export function FramePage({ url, title, withTabBar = false }: { url: string; title: string; withTabBar?: boolean }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<string | null>(null);
  return (
    <div className={withTabBar ? 'games-frame games-frame-tabbar' : 'games-frame'}>
      {loaded !== url && (
        <div className="games-frame-loading" role="status">
          <span className="app-spinner" aria-hidden />
          <span>{t('games:frameLoading')}</span>
        </div>
      )}
      <iframe key={url} src={url} title={title} sandbox={sandboxFor(url)} referrerPolicy="no-referrer" allow="autoplay; fullscreen" onLoad={() => setLoaded(url)} />
    </div>
  );
}
