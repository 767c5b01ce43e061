// Placeholders while the first answer is on its way: the page keeps its shape instead of jumping, and no spinner.
// Our own blocks rather than the kit's Skeleton: the hall's first paint is drawn with them too (its JS budget has no
// room for the kit), the colours are the theme's, and the shimmer stops for players who ask for reduced motion.
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

/** Placeholder cards (a title and two lines each), the shape of a list's or a detail's first answer. */
export function LoadingSkeleton({ cards = 3 }: { cards?: number }) {
  return (
    <SkeletonRegion className="renderer-skeleton">
      {Array.from({ length: cards }, (_, i) => (
        <div key={i} className="renderer-card">
          <SkeletonBlock className="renderer-skeleton-title" />
          <SkeletonBlock className="renderer-skeleton-line" />
          <SkeletonBlock className="renderer-skeleton-line renderer-skeleton-line-last" />
        </div>
      ))}
    </SkeletonRegion>
  );
}
