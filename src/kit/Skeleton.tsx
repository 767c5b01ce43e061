// Placeholders while the first answer is on its way: the page keeps its shape instead of jumping, and no spinner.
// Our own blocks rather than antd-mobile's Skeleton: the hall's first paint is drawn with them too (its JS budget has
// no room for antd-mobile's), the colours are the theme's, and the shimmer stops for players who ask for reduced motion.
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './states.css';

/** One shimmering block. Its size comes from the class of the real element it stands in for, or from `style`. */
export function SkeletonBlock({ className, style }: { className?: string; style?: CSSProperties }) {
  return <span className={className ? `app-skeleton ${className}` : 'app-skeleton'} style={style} aria-hidden />;
}

/** Around a screen's placeholders: one "loading" for screen readers, however many blocks are drawn. */
export function SkeletonRegion({ className, children }: { className?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={className} role="status" aria-busy aria-label={t('common:loading')}>
      {children}
    </div>
  );
}
