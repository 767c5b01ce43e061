// The hall's first paint while the site settings or the hall's code are on their way: grey blocks in the real parts'
// own boxes (their classes give the sizes), so nothing moves when the content arrives (CLS 0). It is in the entry
// bundle (src/shell/screenPlaceholders.tsx): plain elements and no antd-mobile components. One query: the banners (their
// query is in the entry already, for the prefetch), so the first banner's picture, the hall's largest paint, shows
// as soon as it has come and the site is known open, instead of after the hall's code has loaded and rendered.
import { useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import { SettingsPending } from '../../kit/settingsPending';
import { SkeletonBlock, SkeletonRegion } from '../../kit/Skeleton';
import { useIsRouteOn } from '../../kit/routesOn';
import { useIsLoggedIn } from '../../session/tokenStore';
import { bannersQuery } from './api';
import { HALL_CATEGORIES } from './games';
import './hall.css';
import './banner.css';
import './wallet.css';
import './tiles.css';

/** The first category's tiles: as many as a phone shows above the fold. */
const TILES = 4;

/**
 * The first banner's picture once its address is known (the same query as the carousel's, asked for once), and once
 * the site settings say the site is open: a closed site never flashes a banner before its maintenance page.
 */
function FirstBanner() {
  const settingsPending = useContext(SettingsPending);
  const { data: src } = useQuery({ ...bannersQuery, select: (banners) => banners[0]?.src });
  if (!src || settingsPending) return <BannerSkeleton />;
  // Unnamed: the carousel that takes its place a moment later names it; until then the region says "loading".
  return (
    <div className="hall-banner">
      <img className="hall-banner-first" src={src} alt="" width={750} height={300} fetchPriority="high" decoding="async" draggable={false} />
    </div>
  );
}

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
  const isRouteOn = useIsRouteOn();
  return (
    <SkeletonRegion className="hall hall-first-paint">
      {isRouteOn('/app') && (
        <div className="hall-download">
          <SkeletonBlock className="hall-skeleton-line" />
        </div>
      )}
      <FirstBanner />
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
