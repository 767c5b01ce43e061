/// <reference types="vite-plugin-pwa/client" />
// The service worker (written by vite.pwa.ts at build time): registered in production builds only, once the page has
// loaded and its network has then been quiet a while, so precaching the whole shell (hundreds of files) never competes
// with the first screen. The page's load event alone comes too early for that: the screen's own chunks, data and
// pictures are asked for after it. When a new version has been downloaded, the shell offers to reload into it.
import { registerSW } from 'virtual:pwa-register';
import { whenNetworkQuiet } from '../../lib/whenNetworkQuiet';
import { announceUpdate } from './appStatus';

/** How long no file may have arrived before precaching starts, and the longest wait whatever the page does. */
const QUIET_MS = 2_000;
const MAX_WAIT_MS = 15_000;

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    const update = registerSW({ immediate: true, onNeedRefresh: () => announceUpdate(() => void update(true)) });
  };
  const start = () => whenNetworkQuiet(register, QUIET_MS, MAX_WAIT_MS);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
