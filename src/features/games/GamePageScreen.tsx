// /gamePage?name&type&code[&game]: a game in a sandboxed frame. dailiD=1 opens the agent login page, dailiD=2
// customer service, app=1 the iOS download page; a game itself needs a member (a visitor is told to log in).
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useHeaderTitle } from '../../kit/headerTitle';
import { OpenInBrowserPanel, useInstallsBlocked } from '../../kit/OpenInBrowser';
import { ScreenLoading } from '../../kit/ScreenLoading';
import { toast } from '../../kit/toast';
import { appInfoQuery } from '../../session/queries';
import { useIsLoggedIn } from '../../session/tokenStore';
import { agentLoginUrlQuery, gameUrlQuery, serviceUrlQuery } from './api';
import { FrameFailed, GameNotFound, LoginToPlay } from './FrameProblem';
import { FramePage } from '../../renderers/frame';
import { lineOrigin } from '../../api/lines/state';
import { resolveFrameUrl } from '../../lib/frameUrl';
import { VenueTopUp } from './VenueTopUp';
import type { components } from '../../../core/schema';
import './locale';

type GameCategory = components['schemas']['GameCategory'];

/** Shows the frame once the URL is known, a spinner before, a retry if the lookup failed. */
function FrameFrom({ query, url, title }: { query: Pick<UseQueryResult, 'isPending' | 'isFetching' | 'refetch' | 'error'>; url: string | null; title: string }) {
  if (query.isPending) return <ScreenLoading />;
  if (!url) return <FrameFailed error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return <FramePage url={url} title={title} />;
}

const CATEGORIES: readonly string[] = ['concise', 'sport', 'lottery', 'gaming', 'joker', 'realbet', 'fishing'] satisfies readonly GameCategory[];
const categoryOf = (type: string | null): GameCategory | undefined => (type && CATEGORIES.includes(type) ? (type as GameCategory) : undefined);

function GameFrame({ code, game, type, title }: { code: string; game: string | null; type: string | null; title: string }) {
  const category = categoryOf(type);
  const launch = useQuery(gameUrlQuery({ plat_name: code, ...(game ? { game_code: game } : {}), ...(category ? { category } : {}) }));
  return <FrameFrom query={launch} url={resolveFrameUrl(launch.data?.url, lineOrigin())} title={title} />;
}

function MemberGame({ code, game, type, title }: { code: string; game: string | null; type: string | null; title: string }) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  useEffect(() => {
    if (!loggedIn) toast.fail(t('errors:loginRequired'));
  }, [loggedIn, t]);
  if (!loggedIn) return <LoginToPlay />;
  return (
    <VenueTopUp venue={code}>
      <GameFrame code={code} game={game} type={type} title={title} />
    </VenueTopUp>
  );
}

function ServiceFrame({ title }: { title: string }) {
  const query = useQuery(serviceUrlQuery);
  return <FrameFrom query={query} url={resolveFrameUrl(query.data?.url, lineOrigin())} title={title} />;
}

function AgentFrame({ title }: { title: string }) {
  const query = useQuery(agentLoginUrlQuery);
  return <FrameFrom query={query} url={resolveFrameUrl(query.data?.url, lineOrigin())} title={title} />;
}

/** The install page; in WeChat, QQ and the like (whose frames start no install) the way out to the phone's browser. */
function DownloadFrame({ title }: { title: string }) {
  const query = useQuery(appInfoQuery);
  const blocked = useInstallsBlocked();
  if (blocked) return <OpenInBrowserPanel browser={blocked} />;
  return <FrameFrom query={query} url={resolveFrameUrl(query.data?.ios_download_url, lineOrigin())} title={title} />;
}

export default function GamePageScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const name = params.get('name');
  const agent = params.get('dailiD');
  const app = params.get('app') === '1';
  const title = name || (agent === '1' ? t('games:agentLogin') : agent === '2' ? t('games:service') : app ? t('games:appDownload') : t('nav:titles.gamePage'));
  useHeaderTitle(title);

  if (agent === '1') return <AgentFrame title={title} />;
  if (agent === '2') return <ServiceFrame title={title} />;
  if (app) return <DownloadFrame title={title} />;
  // An address naming no game: it was not found, for a visitor too (logging in would not find it either).
  const code = params.get('code');
  if (!code) return <GameNotFound />;
  return <MemberGame code={code} game={params.get('game')} type={params.get('type')} title={title} />;
}
