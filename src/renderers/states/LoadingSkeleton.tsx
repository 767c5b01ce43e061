// A list's or a detail's placeholder cards while its first answer is on its way, drawn with the skeleton blocks of src/kit.
import { SkeletonBlock, SkeletonRegion } from '../../kit/Skeleton';
import '../../kit/states.css';

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
