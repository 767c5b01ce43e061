// /concise?type=obgdy|fgdz|pp|ae: slot games by provider (default obgdy). A visitor's tap asks them to log in; a member's
// opens the game in /gamePage.
import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAppNavigate } from '../../app/navigation';
import { isLinkOn } from '../../app/registry';
import { toast } from '../../app/toast';
import { SLOT_PROVIDER_DEFAULT, SLOT_PROVIDERS } from '../../lib/constants';
import { EmptyState } from '../../renderers/states/EmptyState';
import { LoadFailed } from '../../renderers/states/LoadFailed';
import { PullRefresh } from '../../renderers/states/PullRefresh';
import { useIsLoggedIn } from '../../session/tokenStore';
import { slotGamesQuery, slotProvidersQuery, type SlotGame } from './api';
import { slotGamePath } from './slotGames';
import './locale';
import './games.css';

type Provider = (typeof SLOT_PROVIDERS)[number];
const isProvider = (value: string | null): value is Provider => SLOT_PROVIDERS.some((p) => p === value);

function SlotGrid({ provider }: { provider: Provider }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const loggedIn = useIsLoggedIn();
  const games = useQuery(slotGamesQuery(provider));
  const open = (game: SlotGame) => (loggedIn ? navigate(slotGamePath(game)) : toast.fail(t('errors:loginRequired')));

  if (games.isPending) {
    return <div className="games-slots">{Array.from({ length: 6 }, (_, i) => <span key={i} className="games-slot games-slot-skeleton" />)}</div>;
  }
  if (games.isError) return <LoadFailed onRetry={() => void games.refetch()} retrying={games.isFetching} />;
  if (!games.data.length) return <EmptyState textKey="games:noSlotGames" />;
  return (
    <div className="games-slots">
      {games.data.filter((game) => isLinkOn(slotGamePath(game))).map((game, i) => (
        <button key={game.gamecode} type="button" className="games-slot" onClick={() => open(game)} data-to={slotGamePath(game)}>
          <img src={game.gamepic} alt="" width={200} height={200} loading={i < 6 ? 'eager' : 'lazy'} decoding="async" />
          <span>{game.gamename}</span>
        </button>
      ))}
    </div>
  );
}

export default function ConciseScreen() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('type');
  const provider: Provider = isProvider(raw) ? raw : SLOT_PROVIDER_DEFAULT;
  const names = useQuery(slotProvidersQuery).data;
  const games = useQuery(slotGamesQuery(provider));
  const titleOf = (p: Provider) => names?.find((n) => n.platform_name === p)?.name ?? p.toUpperCase();

  return (
    <div className="games-concise">
      <Tabs className="games-tabs" activeKey={provider} onChange={(key) => setParams({ type: key }, { replace: true })}>
        {SLOT_PROVIDERS.map((p) => (
          <Tabs.Tab key={p} title={titleOf(p)} />
        ))}
      </Tabs>
      <PullRefresh onRefresh={() => games.refetch()}>
        <SlotGrid provider={provider} />
      </PullRefresh>
    </div>
  );
}
