import 'antd-mobile/es/global';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { brand } from '../brand.config';
import { App, bindAppSession } from './app/App';
import './app/global.css';
import { createQueryClient } from './app/queryClient';
import { languageReady } from './app/i18n';
import { createAppRouter } from './app/router';
import { startFirstScreen } from './app/firstScreen';
import { prefetchHall } from './features/hall/prefetch';
import { listenForInstallPrompt } from './app/pwa/installPrompt';
import { watchReachability } from './app/pwa/reachability';

listenForInstallPrompt();
const queryClient = createQueryClient();
const router = createAppRouter();
bindAppSession(router, queryClient);
watchReachability(queryClient);
startFirstScreen(router.state.location.pathname, queryClient, {
  '/': prefetchHall,
  // A chunk of its own, fetched beside the screen's: the promotions' code stays out of the hall's first load.
  '/activity': (client) => void import('./features/promotions/prefetch').then((m) => m.prefetchActivities(client), () => undefined),
});

// A member who chose another language than the brand's gets its words (one chunk) before the first paint.
// The first render is a transition so React renders it in slices that leave the main thread free between them (a
// phone stays responsive while the hall builds), rather than in one long task.
void languageReady.then(() =>
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App router={router} queryClient={queryClient} brand={brand} />
      </StrictMode>,
    ),
  ),
);

// The service worker (production only: in development it would serve stale modules) once the page has loaded.
if (import.meta.env.PROD) {
  window.addEventListener('load', () => void import('./app/pwa/serviceWorker').then((sw) => sw.registerServiceWorker()).catch(() => undefined), { once: true });
}
