// /concise?type=<provider>: slot games by provider. The tabs are the providers the back end's game list names
// (category concise), the default the spec's where listed, else the first. A visitor's tap asks them to log in; a
// member's opens the game in /gamePage.
import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'antd-mobile';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAppNavigate } from '../../kit/navigation';
import { isLinkOn } from '../../kit/routesOn';
import { toast } from '../../kit/toast';
import { PullRefresh } from '../../renderers/pullRefresh';
import { EmptyState, LoadFailed } from '../../renderers/states';
import { useIsLoggedIn } from '../../session/tokenStore';
import { slotGamesQuery, slotProvidersQuery, type SlotGame } from './api';
import { slotGamePath } from './slotGames';
import { pickProvider, slotProvidersOf, type SlotProvider } from './slotProviders';
import './locale';
import './games.css';

const Skeleton = () => <div className="games-slots">{Array.from({ length: 6 }, (_, i) => <span key={i} className="games-slot games-slot-skeleton" />)}</div>;

function SlotGrid({ provider }: { provider: SlotProvider }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const loggedIn = useIsLoggedIn();
  const games = useQuery(slotGamesQuery(provider.key));
  const open = (game: SlotGame) => (loggedIn ? navigate(slotGamePath(game)) : toast.fail(t('errors:loginRequired')));

  if (games.isPending) return <Skeleton />;
  if (games.isError) return <LoadFailed error={games.error} onRetry={() => void games.refetch()} retrying={games.isFetching} />;
  // A back end whose games call names none (Laravel's answers other providers' fishing games) may list them itself.
  const shown = games.data.length ? games.data : provider.listed;
  if (!shown.length) return <EmptyState textKey="games:noSlotGames" />;
  return (
    <div className="games-slots">
      {shown.filter((game) => isLinkOn(slotGamePath(game))).map((game, i) => (
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
  const list = useQuery(slotProvidersQuery);
  const providers = useMemo(() => slotProvidersOf(list.data ?? []), [list.data]);
  const provider = pickProvider(providers, params.get('type'));
  const games = useQuery({ ...slotGamesQuery(provider?.key ?? ''), enabled: !!provider });

  if (list.isPending) return <Skeleton />;
  if (list.isError) return <LoadFailed error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  if (!provider) return <EmptyState textKey="games:noSlotGames" />;
  return (
    <div className="games-concise">
      <Tabs className="games-tabs" activeKey={provider.key} onChange={(key) => setParams({ type: key }, { replace: true })}>
        {providers.map((p) => (
          <Tabs.Tab key={p.key} title={p.title} />
        ))}
      </Tabs>
      <PullRefresh onRefresh={() => Promise.all([list.refetch(), games.refetch()])}>
        <SlotGrid provider={provider} />
      </PullRefresh>
    </div>
  );
}
