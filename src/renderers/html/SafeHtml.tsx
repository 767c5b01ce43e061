// Renders server HTML only after sanitizeHtml: the one place the app uses dangerouslySetInnerHTML. A link in it to an
// app package, tapped in an in-app browser that ignores installs (WeChat, QQ...), shows how to open the page elsewhere.
import { useMemo, type MouseEvent } from 'react';
import { useOpenInBrowserGuide } from '../../kit/OpenInBrowser';
import { downloadKind } from '../../lib/downloadLink';
import { sanitizeHtml } from './sanitizeHtml';
import './safeHtml.css';

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const openInBrowser = useOpenInBrowserGuide();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a[href]');
    if (link && downloadKind(link.getAttribute('href'), window.location.href) === 'install' && openInBrowser.instead()) event.preventDefault();
  };
  return (
    <>
      <div className={className ? `safe-html ${className}` : 'safe-html'} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />
      {openInBrowser.guide}
    </>
  );
}
