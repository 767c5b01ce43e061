import 'antd-mobile/es/global';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { brand } from '../brand.config';
import { App, bindAppSession } from './app/App';
import './app/global.css';
import { createQueryClient } from './app/queryClient';
import { languageReady } from './app/i18n';
import { createAppRouter } from './app/router';
import { preloadOverlays } from './app/toast';

const queryClient = createQueryClient();
const router = createAppRouter();
bindAppSession(router, queryClient);

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
