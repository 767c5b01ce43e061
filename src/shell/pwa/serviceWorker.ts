/// <reference types="vite-plugin-pwa/client" />
// The service worker (written by vite.pwa.ts at build time): registered in production builds only, and only once the
// page has settled (src/main.tsx loads this file then: see whenPageSettled), so precaching the whole shell (hundreds
// of files) never competes with the first screen. When a new version has been downloaded, the shell offers to reload
// into it.
import { registerSW } from 'virtual:pwa-register';
import { announceUpdate } from '../../kit/appStatus';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const update = registerSW({ immediate: true, onNeedRefresh: () => announceUpdate(() => void update(true)) });
}
