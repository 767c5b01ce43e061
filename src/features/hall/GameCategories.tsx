// The category sidebar beside two-column platform tiles. Each category's list is fetched once per session; only
// platforms switched on show; the chosen category is remembered for the session. A visitor's tap asks them to log
// in (errors:loginRequired); a member's opens the game.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../kit/navigation';
import { isLinkOn } from '../../kit/routesOn';
import { usePaintSettled } from '../../lib/usePaintSettled';
import { useTabList } from '../../lib/useTabList';
import { toast } from '../../kit/toast';
import { sessionStore } from '../../session/storage';
import { useIsLoggedIn } from '../../session/tokenStore';
import { gameListQuery } from './api';
import { TileSkeletons } from './HallSkeleton';
import { CATEGORY_LABEL, gamePathOf, shownGames, type GameCategory, type GameItem } from './games';
import { Icon } from './Icon';
import './tiles.css';

function Tiles({ category }: { category: GameCategory }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const loggedIn = useIsLoggedIn();
  const games = useQuery(gameListQuery(category));
  // The platforms' pictures once the hall's paint has settled: each is an SVG, a document of its own that the main thread
  // parses and lays out, and a return visit's tiles (kept) are drawn with the first banner, the hall's largest paint.
  const settled = usePaintSettled();
  const open = (item: GameItem) => {
    if (!loggedIn) toast.fail(t('errors:loginRequired'));
    else navigate(gamePathOf(item));
  };

  if (games.isPending) return <TileSkeletons />;
  // A list kept from the last visit stays when its refresh fails (offline): only a list never had is a failure.
  if (games.data === undefined) {
    return (
      <button type="button" className="hall-empty" onClick={() => void games.refetch()}>
        {t('common:loadMoreFailed')} · {t('common:retry')}
      </button>
    );
  }
  const shown = shownGames(games.data).filter((item) => isLinkOn(gamePathOf(item))); // a game whose page is off has no tile
  if (!shown.length) return <p className="hall-empty">{t('hall:noGames')}</p>;
  return (
    <div className="hall-tiles">
      {shown.map((item) => (
        <button key={item.platform_name} type="button" className="hall-tile" onClick={() => open(item)} data-platform={item.platform_name} data-to={gamePathOf(item)}>
          <img src={settled ? item.img : undefined} alt="" width={320} height={200} loading="lazy" decoding="async" />
          <span>{item.name}</span>
        </button>
      ))}
    </div>
  );
}

/** The category last chosen, kept for the session so coming back from a game shows the same tiles. */
const ACTIVE_CATEGORY = 'hall.category';

export function GameCategories({ categories }: { categories: readonly GameCategory[] }) {
  const { t } = useTranslation();
  const [active, setActive] = useState<GameCategory>(() => {
    const kept = sessionStore.get(ACTIVE_CATEGORY);
    return categories.find((c) => c === kept) ?? categories[0]!;
  });
  const choose = (category: GameCategory) => {
    sessionStore.set(ACTIVE_CATEGORY, category);
    setActive(category);
  };
  const id = useId();
  // The tabs pattern: only the chosen category is in the Tab order; the arrows, Home and End move and choose.
  const { onKeyDown, tabRef } = useTabList(categories, categories.indexOf(active), choose);
  return (
    <section className="hall-games">
      <div className="hall-sidebar" role="tablist" aria-label={t('hall:categoriesLabel')} aria-orientation="vertical" onKeyDown={onKeyDown}>
        {categories.map((category, i) => (
          <button
            key={category}
            ref={tabRef(i)}
            type="button"
            role="tab"
            id={`${id}-${category}`}
            aria-selected={category === active}
            tabIndex={category === active ? 0 : -1}
            aria-controls={`${id}-panel`}
            onClick={() => choose(category)}
          >
            <Icon name={category} size={22} />
            {t(CATEGORY_LABEL[category])}
          </button>
        ))}
      </div>
      <div className="hall-panel" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${active}`}>
        <Tiles category={active} />
      </div>
    </section>
  );
}
