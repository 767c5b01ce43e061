// The installable app: a web-app manifest made from the brand (brand.config.ts and its locale words) and a Workbox
// service worker that precaches the shell and the hashed files, so a reload without network still shows the app.
// The API and the chat socket always go to the network: an answer with money or a token is never stored.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { VitePWA } from 'vite-plugin-pwa';
import { brandDir } from './brands/load.ts';
import type { BrandConfig } from './brands/types';
import { localeWords } from './vite/brand.ts';
import { manifestIcons } from './vite/brandIcons.ts';
import { NOTICE_FILE } from './vite/upgradeGate.ts';

/** A word of the brand in its default language, by its 'ns:key' (as the app resolves it with i18next). */
function brandWord(brand: BrandConfig, key: string): string {
  const [ns, ...path] = key.split(':');
  const words = localeWords(brandDir(), brand.defaultLanguage, ns!);
  const word = path.join(':').split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], words);
  if (typeof word !== 'string') throw new Error(`vite.pwa.ts: no locale word for ${key}`);
  return word;
}

/** How many pictures the worker keeps for offline use, and for how long after they were last fetched. */
const PICTURES_KEPT = 120;
const PICTURES_KEPT_DAYS = 30;

/**
 * The worker's part for old engines, by an address that changes with its words: a new worker never gets an older copy
 * from a server or proxy that lets the browser keep a file without a hash in its name.
 */
const FLOOR_PART = `sw-floor.js?v=${createHash('sha256').update(readFileSync(new URL('./public/sw-floor.js', import.meta.url))).digest('hex').slice(0, 12)}`;

/** Paths the reference server answers itself: never the app shell, never from a cache. */
const SERVER_PATHS = /^\/(?:api|wss|files|healthz|admin)(?:\/|$)/;

export function pwa(brand: BrandConfig) {
  const name = brandWord(brand, brand.siteNameKey);
  return VitePWA({
    // Registered by src/shell/pwa/serviceWorker.ts (production builds only), which tells the player of a new version.
    injectRegister: false,
    registerType: 'prompt',
    manifest: {
      name,
      short_name: name,
      lang: brand.defaultLanguage,
      start_url: './',
      scope: './',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: brand.tokens.primary,
      background_color: brand.tokens.pageBackground,
      icons: manifestIcons(brand), // drawn by the build from the brand's logo (vite/brandIcons.ts)
    },
    workbox: {
      // The shell and every hashed file (the compressed copies are the server's business, not the cache's).
      globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
      // The login captcha's pictures are of no use offline; the operator's page (admin/) is no player's; the upgrade
      // notice is for engines that never run the worker (vite/upgradeGate.ts).
      globIgnores: ['captcha/**', 'admin/**', NOTICE_FILE],
      navigateFallback: 'index.html',
      // A phone whose engine could not run the shell it holds (one from before the browser floor) gets the new one at
      // once, not behind an offer it may never see (public/sw-floor.js).
      importScripts: [FLOOR_PART],
      navigateFallbackDenylist: [SERVER_PATHS],
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        ...(['GET', 'POST'] as const).map((method) => ({
          urlPattern: ({ url }: { url: URL }) => /^\/(?:api|wss)(?:\/|$)/.test(url.pathname),
          handler: 'NetworkOnly' as const,
          method,
        })),
        // Pictures (banners, game tiles, promotions) once seen: the hall that the tab keeps shows them offline instead
        // of broken images, and a new one replaces the kept copy at the next view. Only readable answers (200): a
        // picture of another site without CORS is opaque, and each would weigh megabytes against the quota.
        {
          urlPattern: ({ request }: { request: Request }) => request.destination === 'image',
          handler: 'StaleWhileRevalidate' as const,
          options: {
            cacheName: 'pictures',
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: PICTURES_KEPT, maxAgeSeconds: PICTURES_KEPT_DAYS * 24 * 3600, purgeOnQuotaError: true },
          },
        },
      ],
    },
  });
}
