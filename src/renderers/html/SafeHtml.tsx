// Renders server HTML only after sanitizeHtml: the one place the app uses dangerouslySetInnerHTML.
import { useMemo } from 'react';
import { sanitizeHtml } from './sanitizeHtml';
import './safeHtml.css';

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className ? `safe-html ${className}` : 'safe-html'} dangerouslySetInnerHTML={{ __html: clean }} />;
}
