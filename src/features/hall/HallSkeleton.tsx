// The hall's first paint while the site settings or the hall's code are on their way: grey blocks in the real parts'
// own boxes (their classes give the sizes), so nothing moves when the content arrives (CLS 0). It is in the entry
// bundle (src/app/screenPlaceholders.ts): plain elements only, no queries, no kit components.
import { isRouteOn } from '../../app/registry';
import { SkeletonBlock, SkeletonRegion } from '../../renderers/states/LoadingSkeleton';
import { useIsLoggedIn } from '../../session/tokenStore';
import { HALL_CATEGORIES } from './games';
import './hall.css';
import './banner.css';
import './wallet.css';
import './tiles.css';

/** The first category's tiles: as many as a phone shows above the fold. */
const TILES = 4;

export const BannerSkeleton = () => <SkeletonBlock className="hall-banner hall-skeleton" />;

export function TileSkeletons() {
  return (
    <div className="hall-tiles">
      {Array.from({ length: TILES }, (_, i) => (
        <SkeletonBlock key={i} className="hall-tile hall-skeleton" />
      ))}
    </div>
  );
}

export function HallSkeleton() {
  const loggedIn = useIsLoggedIn();
  return (
    <SkeletonRegion className="hall hall-first-paint">
      {isRouteOn('/app') && (
        <div className="hall-download">
          <SkeletonBlock className="hall-skeleton-line" />
        </div>
      )}
      <BannerSkeleton />
      <div className="hall-notice">
        <SkeletonBlock className="hall-skeleton-line" />
      </div>
      {/* A member's summary (name, balance, progress) is taller than a visitor's prompt: each keeps its own height. */}
      <div className="hall-wallet">
        <SkeletonBlock className={loggedIn ? 'hall-skeleton-who-member' : 'hall-skeleton-who-visitor'} />
        <SkeletonBlock className="hall-skeleton-quick" />
      </div>
      <div className="hall-games">
        <div className="hall-sidebar">
          {HALL_CATEGORIES.map((category) => (
            <SkeletonBlock key={category} className="hall-skeleton-category" />
          ))}
        </div>
        <div className="hall-panel">
          <TileSkeletons />
        </div>
      </div>
    </SkeletonRegion>
  );
}
