import 'antd-mobile/es/global';
import { StrictMode } from 'react';
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
import { preloadOverlays } from './app/toast';

listenForInstallPrompt();
const queryClient = createQueryClient();
const router = createAppRouter();
bindAppSession(router, queryClient);
watchReachability(queryClient);
startFirstScreen(router.state.location.pathname, queryClient, { '/': prefetchHall });

// A member who chose another language than the brand's gets its words (one chunk) before the first paint.
void languageReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} brand={brand} />
    </StrictMode>,
  ),
);

// Once the first screen is up, fetch the toast and dialog code so they show at once when needed.
const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1_500));
whenIdle(() => void preloadOverlays().catch(() => undefined)); // a failed prefetch loads on first use instead
// The service worker (production only: in development it would serve stale modules) once the page has loaded.
if (import.meta.env.PROD) {
  window.addEventListener('load', () => void import('./app/pwa/serviceWorker').then((sw) => sw.registerServiceWorker()).catch(() => undefined), { once: true });
}
