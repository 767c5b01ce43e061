// A page of another site (or of ours) in a sandboxed iframe, filling the screen under the header (and above the tab
// bar, in the main layout: frame.css), with a spinner until it has loaded.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sandboxFor } from './sandbox';
import './frame.css';

export function FramePage({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<string | null>(null);
  return (
    <div className="frame-page">
      {loaded !== url && (
        <div className="frame-page-loading" role="status">
          <span className="app-spinner" aria-hidden />
          <span>{t('renderers:frame.loading')}</span>
        </div>
      )}
      <iframe key={url} src={url} title={title} sandbox={sandboxFor(url)} referrerPolicy="no-referrer" allow="autoplay; fullscreen" onLoad={() => setLoaded(url)} />
    </div>
  );
}
