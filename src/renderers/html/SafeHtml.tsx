// Renders server HTML only after sanitizeHtml: the one place the app uses dangerouslySetInnerHTML. A link in it to an
// app package, tapped in an in-app browser that ignores installs (WeChat, QQ...), shows how to open the page elsewhere
// (the guide's code loads then: the hall's notices carry none of it).
import { lazy, Suspense, useMemo, useState, type MouseEvent } from 'react';
import { downloadKind } from '../../lib/downloadLink';
import { currentInAppBrowser, type InAppBrowser } from '../../lib/inAppBrowser';
import { sanitizeHtml } from './sanitizeHtml';
import './safeHtml.css';

const OpenInBrowserGuide = lazy(() => import('../../kit/OpenInBrowser').then((module) => ({ default: module.OpenInBrowserGuide })));

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const [guideFor, setGuideFor] = useState<InAppBrowser | null>(null);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a[href]');
    const browser = link && currentInAppBrowser();
    if (!browser?.blocksInstalls || downloadKind(link?.getAttribute('href'), window.location.href) !== 'install') return;
    event.preventDefault();
    setGuideFor(browser);
  };
  return (
    <>
      <div className={className ? `safe-html ${className}` : 'safe-html'} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />
      {guideFor && (
        <Suspense fallback={null}>
          <OpenInBrowserGuide browser={guideFor} onClose={() => setGuideFor(null)} />
        </Suspense>
      )}
    </>
  );
}
