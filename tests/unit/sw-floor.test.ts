// @vitest-environment node
// The service worker's part for old engines (public/sw-floor.js): a worker replacing one that kept a shell from before
// the browser floor, in an engine that could not run that shell (no AbortSignal.any), takes over at once and reloads
// the pages; anywhere else it waits for the player's word. The real old engine is walked in `npm run test:engines`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { eventually } from '../shared/waits';

const source = readFileSync(path.resolve(import.meta.dirname, '../../public/sw-floor.js'), 'utf8');
const FLOOR_PAGE = '<html><script id="platform-shims-loader">…</script></html>';
const OLD_PAGE = '<html><script type="module" src="./assets/index-1.js"></script></html>';

/** A worker's global with the pages the precache keeps, in an engine with or without AbortSignal.any. */
function worker(pages: string[], { hasAny, reloadEnds = true }: { hasAny: boolean; reloadEnds?: boolean }) {
  const handlers: Record<string, (event: { waitUntil(p: Promise<unknown>): void }) => void> = {};
  const navigated: string[] = [];
  const requests = pages.map((_, i) => ({ url: `https://site.example/index.html?__WB_REVISION__=${i}` }));
  const cache = {
    keys: async () => [...requests, { url: 'https://site.example/assets/index-1.js' }],
    match: async (request: { url: string }) => ({ text: async () => pages[requests.indexOf(request as never)] ?? '' }),
  };
  const self = {
    addEventListener: (type: string, handler: (typeof handlers)[string]) => (handlers[type] = handler),
    skipWaiting: vi.fn(async () => undefined),
    clients: {
      claim: vi.fn(async () => undefined),
      // A reload ends once the new worker answers for the page, which it does only when activated.
      matchAll: async () => [{ url: 'https://site.example/#/mine', navigate: (url: string) => (navigated.push(url), reloadEnds ? Promise.resolve() : new Promise(() => undefined)) }],
    },
  };
  const caches = { keys: async () => ['workbox-precache-v2-https://site.example/', 'pictures'], open: async () => cache };
  vm.runInNewContext(source, { self, caches, AbortSignal: hasAny ? { any: () => null } : {}, Promise });
  const fire = async (type: string) => {
    const waits: Promise<unknown>[] = [];
    handlers[type]?.({ waitUntil: (p) => waits.push(p) });
    await Promise.all(waits);
  };
  return { self, navigated, fire };
}

describe("the worker's takeover of a shell an old engine cannot run", () => {
  it('takes over at once and reloads the pages where the kept shell is from before the floor and the engine lacks AbortSignal.any', async () => {
    const w = worker([OLD_PAGE, FLOOR_PAGE], { hasAny: false });
    await w.fire('install');
    expect(w.self.skipWaiting).toHaveBeenCalled();
    await w.fire('activate');
    expect(w.self.clients.claim).toHaveBeenCalled();
    await eventually(() => expect(w.navigated).toEqual(['https://site.example/#/mine']));
  });

  it('ends its activation without waiting for the reloads, which need it activated', async () => {
    const w = worker([OLD_PAGE], { hasAny: false, reloadEnds: false });
    await w.fire('install');
    const activated = await Promise.race([w.fire('activate').then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 1_000))]);
    expect(activated).toBe(true);
    await eventually(() => expect(w.navigated).toEqual(['https://site.example/#/mine']));
  });

  it('waits for the player where the engine ran every shell', async () => {
    const w = worker([OLD_PAGE], { hasAny: true });
    await w.fire('install');
    await w.fire('activate');
    expect(w.self.skipWaiting).not.toHaveBeenCalled();
    expect(w.navigated).toEqual([]);
  });

  it('waits for the player where the kept shell is already one of the floor, or there is none', async () => {
    for (const pages of [[FLOOR_PAGE], []]) {
      const w = worker(pages, { hasAny: false });
      await w.fire('install');
      await w.fire('activate');
      expect(w.self.skipWaiting).not.toHaveBeenCalled();
      expect(w.navigated).toEqual([]);
    }
  });
});
