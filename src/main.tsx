import 'antd-mobile/es/global';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { brand } from '../brand.config';
import { App, bindAppSession } from './shell/App';
import './shell/global.css';
import { createQueryClient } from './shell/queryClient';
import { languageReady } from './kit/i18n';
import { createAppRouter } from './shell/router';
import { firstPath } from './shell/firstPath';
import { startFirstScreen } from './shell/firstScreen';
import { prefetchHall } from './features/hall/prefetch';
import { prefetchActivities } from './features/promotions/prefetch';
import { listenForInstallPrompt } from './kit/installPrompt';
import { watchReachability } from './shell/pwa/reachability';
import { whenPageSettled } from './lib/whenNetworkQuiet';
import { reportMemberFrom, startFieldReports } from './shell/field/start';
import { sessionKeys } from './session/queries';
import { hasKeptAnswers } from './session/kept/keptAnswers';
import { markAppStarted } from './lib/appStarted';

/** The answers kept between visits: their code loads apart (a first visit paints without it). */
const keptAnswers = () => import('./session/kept/persist');

/** Lets the browser breathe (paint, input) between start-up steps, so on a slow phone none of them is a long task. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  markAppStarted(); // the page's upgrade gate stands aside from here (vite/gate)
  // First, so an error of the start-up is counted; the reporter itself loads once the page has settled.
  startFieldReports();
  listenForInstallPrompt();
  // WeChat's own font size setting held at its standard, the phone's font scale left to the player (docs/browsers.md,
  // "Big text"): its code is asked for in WeChat's browser only (WeCom's carries the same token; the module tells).
  if (/MicroMessenger\//i.test(navigator.userAgent)) void import('./shell/wechatFontPin').then((pin) => pin.pinWechatFontSize()).catch(() => undefined);
  const queryClient = createQueryClient();
  reportMemberFrom(() => queryClient.getQueryData(sessionKeys.user));
  // A returning player's screen from what the device kept (the settings, the hall, the balance), before anything asks
  // for it: the first screen paints it at once and refreshes it. Its code loads only then (from the worker's cache); a
  // first visit has nothing kept and waits for nothing.
  if (hasKeptAnswers()) await keptAnswers().then((kept) => kept.restoreKeptAnswers(queryClient)).catch(() => undefined);
  watchReachability(queryClient);
  // The modules' own evaluation ends here, a task of its own: the first screen's calls are out already (src/ahead.ts),
  // and the queries below only take their answers.
  await nextTask();
  // The network first: the first screen's code and data are on their way while the router and the words get ready.
  startFirstScreen(firstPath(), queryClient, {
    '/': prefetchHall,
    '/activity': prefetchActivities,
    // Its own small chunk: every other page's entry would otherwise carry the wallet's queries.
    '/recharge': (client) => void import('./features/wallet/prefetch').then((m) => m.prefetchRecharge(client)),
  });
  await nextTask();
  const router = createAppRouter();
  bindAppSession(router, queryClient);
  // A member who chose another language than the brand's gets its words (one chunk) before the first paint.
  await languageReady;
  await nextTask();
  // The first render is a transition so React renders it in slices that leave the main thread free between them (a
  // phone stays responsive while the hall builds), rather than in one long task.
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App router={router} queryClient={queryClient} brand={brand} />
      </StrictMode>,
    ),
  );
  // What is worth keeping for the next visit is written from when the page has settled (the first screen's main
  // thread is the first screen's), and whenever it changes after that.
  whenPageSettled(() => void keptAnswers().then((kept) => kept.keepAnswers(queryClient)).catch(() => undefined));
}

void start();

// The lines (src/api/lines): probed once the page has settled, a move told to the player (one that came before, too).
whenPageSettled(() => void import('./shell/lines').then((lines) => lines.watchLines()).catch(() => undefined));

// The service worker (production only: in development it would serve stale modules) once the page has settled: its
// code is not even asked for before, so the first screen's main thread and network are the first screen's.
if (import.meta.env.PROD) {
  whenPageSettled(() => void import('./shell/pwa/serviceWorker').then((sw) => sw.registerServiceWorker()).catch(() => undefined));
}
