// The e2e walks over every route (accessibility, styles, brands, pictures) wait on the screen itself, never on time:
// the route's screen in place of the last one, its placeholders gone, no request in flight, the overlays gone or
// still, and for a picture its fonts, images and animations done.
import { expect, type Page, type Request } from '@playwright/test';

/** Stand-ins for what is on its way: our placeholders and antd-mobile's, the route's spinner, a frame's, a busy region. */
export const PLACEHOLDERS = '[class*="skeleton"], .adm-spin-loading, .app-screen-loading, .frame-page-loading, [aria-busy="true"]';

/** How long a wait for the screen may take: an expectation's time (playwright.config.ts). */
const WAIT_MS = 10_000;

/** The page's requests in flight, from now on (the page's frames' too). */
export interface Requests {
  /** How many have started so far: a settle that saw none start has seen the screen's last. */
  started(): number;
  /** Resolves once none is in flight; fails naming those still in flight after `timeout`. */
  idle(timeout?: number): Promise<void>;
}

/** Each watched page's forgetting of the requests in flight, for when its document goes. */
const forgetters = new WeakMap<Page, () => void>();

export function watchRequests(page: Page): Requests {
  const inFlight = new Set<Request>();
  let started = 0;
  let waiters: (() => void)[] = [];
  const wake = () => {
    if (inFlight.size === 0) for (const waiter of waiters.splice(0)) waiter();
  };
  const end = (request: Request) => {
    inFlight.delete(request);
    wake();
  };
  // A document's requests left in flight when it goes are not always told to have ended.
  forgetters.set(page, () => {
    inFlight.clear();
    wake();
  });
  page.on('request', (request) => {
    inFlight.add(request);
    started += 1;
  });
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    started: () => started,
    idle: async (timeout = WAIT_MS) => {
      if (inFlight.size === 0) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      await new Promise<void>((resolve, reject) => {
        waiters.push(resolve);
        timer = setTimeout(() => {
          waiters = waiters.filter((wake) => wake !== resolve);
          reject(new Error(`requests still in flight after ${timeout} ms: ${[...inFlight].map((r) => r.url()).join(', ')}`));
        }, timeout);
      }).finally(() => clearTimeout(timer));
    },
  };
}

/** Two frames of the page: what an answer that just came in starts (a render, the next call) has started. */
const twoFrames = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/**
 * Moves the app to `path` as a link does (a hash change, the app and its chunks staying loaded), and waits until the
 * route's screen has taken the last one's place: routes are changed in a transition, so the last screen stays on view
 * while the next one's code loads. The screen on view with another query (a redirect's, a filter's) is opened anew
 * instead: the same screen stays, and nothing tells when it has taken the new query in.
 */
export async function moveTo(page: Page, path: string): Promise<void> {
  await expect(page.locator('.app-screen').first(), 'a screen to move from').toBeAttached(); // as a player taps a drawn one
  const move = await page.evaluate((hash) => {
    if (window.location.hash === hash) return 'here';
    const screenOf = (h: string) => h.replace(/^#/, '').split('?')[0];
    if (screenOf(window.location.hash) === screenOf(hash)) return 'same screen';
    // The screen's own elements (what a route draws under its frame's header), which leave when the route changes.
    (window as unknown as { leaving: Element[] }).leaving = [...document.querySelectorAll('.app-screen > :not(.app-header)')];
    window.location.hash = hash;
    return 'moved';
  }, `#${path}`);
  if (move === 'same screen') return openAnew(page, new URL(`#${path}`, page.url()).href);
  if (move === 'moved') {
    await page
      .waitForFunction(() => (window as unknown as { leaving: Element[] }).leaving.every((element) => !element.isConnected), null, { timeout: WAIT_MS })
      .catch((error: Error) => {
        throw new Error(`${path}: the last screen is still on view (${error.message})`);
      });
  }
  await expect(page.locator('.app-screen').first()).toBeAttached();
}

/** Opens `path` as a new document (by way of a blank page: nothing a route before loaded is left), its screen drawn. */
export async function openAnew(page: Page, path: string): Promise<void> {
  await page.goto('about:blank');
  forgetters.get(page)?.();
  await page.goto(path.startsWith('http') ? path : `/#${path}`);
  await expect(page.locator('.app-screen').first()).toBeAttached();
}

/**
 * Waits until the screen has drawn what it loads: no placeholder on view, no request in flight, and none started
 * since, two frames later (an answer may start the next call, or a toast's code); with `overlays`, no toast left (a
 * toast is the moment's message, and one fading is measured half-blended) and every mask still, open or closed
 * (antd-mobile's masks fade their opacity in and out).
 */
export async function settled(page: Page, requests: Requests, { overlays = true }: { overlays?: boolean } = {}): Promise<void> {
  const placeholders = page.locator(PLACEHOLDERS).filter({ visible: true });
  const toasts = page.locator('.adm-toast-mask');
  for (let round = 1; ; round += 1) {
    // A screen asking for something new at every look never settles: say so rather than wait out the test.
    if (round > 20) throw new Error(`${page.url()}: still asking for more after ${round - 1} looks`);
    const before = requests.started();
    await expect(placeholders, 'the screen has drawn what it loads').toHaveCount(0);
    await requests.idle();
    await twoFrames(page);
    if (overlays) {
      await expect(toasts, 'no toast is left').toHaveCount(0);
      await page.waitForFunction(() => [...document.querySelectorAll('.adm-mask')].every((el) => ['0', '1'].includes(getComputedStyle(el).opacity)), null, { timeout: WAIT_MS });
    }
    const still = requests.started() === before && (await placeholders.count()) === 0 && (!overlays || (await toasts.count()) === 0);
    if (still) return;
  }
}

/**
 * For a picture: the page's fonts loaded, every picture it asked for in (those loading lazily below the fold aside),
 * and every animation that ends ended (a shimmer or a marquee runs for good).
 */
export async function stillForPicture(page: Page): Promise<void> {
  await page.waitForFunction(
    async () => {
      await document.fonts.ready;
      const pictures = [...document.images].filter((img) => img.loading !== 'lazy' && !img.complete);
      await Promise.all(
        pictures.map(
          (img) =>
            new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
            }),
        ),
      );
      const ending = document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
      await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
      return true;
    },
    null,
    { timeout: WAIT_MS },
  );
}
