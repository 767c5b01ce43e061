// The app as delivered: under its Content-Security-Policy with no violation, installable from its manifest, and
// still there with the network cut (the service worker's shell, the screens the device kept with their age, and an
// offline notice), recovering when it returns.
import { expect, test, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import auth from '../../locales/zh-CN/auth.json' with { type: 'json' };
import brandWords from '../../locales/zh-CN/brand.json' with { type: 'json' };
import common from '../../locales/zh-CN/common.json' with { type: 'json' };
import content from '../../locales/zh-CN/content.json' with { type: 'json' };
import { BANNER_AUTOPLAY_MS } from '../../core/constants';
import { KEPT_STORAGE_KEY } from '../../src/session/kept/keptAnswers';
import { createMember, hashOf, watchCsp } from './support';

// This spec is the one place the service worker runs (playwright.config.ts blocks it for the rest of the suite).
test.use({ serviceWorkers: 'allow' });

async function noticeLine(page: Page): Promise<string> {
  const answer = await page.request.post('/api/homenotice', { data: {} });
  const lines = ((await answer.json()) as { data: string[] }).data;
  expect(lines.length).toBeGreaterThan(0);
  return lines[0]!;
}

test('every page comes with the CSP and the app runs under it without a single violation', async ({ page }) => {
  test.setTimeout(120_000); // eight screens, each waited on until its network is quiet
  const violations = watchCsp(page);
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.getByText(await noticeLine(page))).toBeVisible({ timeout: 15_000 });

  // The login form's screen, then a member's way through screens that use frames, sockets, canvases and uploaded
  // pictures (logged in by the token put in storage: the form's own tests send it).
  await page.goto('/#/login');
  await expect(page.getByPlaceholder(auth.login.usernamePlaceholder)).toBeVisible();
  const { token } = await createMember(page.request);
  await page.addInitScript((value) => localStorage.setItem('app.token', value), token);
  await page.reload(); // the session starts from the token the page finds (the form sends a member on from /login)
  await expect.poll(() => hashOf(page)).not.toMatch(/^#\/login/);
  for (const route of ['/activity', '/mine', '/inviter', '/app', '/service', '/lottery', '/money', '/vip']) {
    await page.goto(`/#${route}`);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

test('the manifest installs the brand: its name, colours and icons, and iOS has its own icon', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = (await (await page.request.get(new URL(href!, page.url()).href)).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({ name: brandWords.siteName, display: 'standalone', start_url: './' });
  expect(manifest.theme_color).toMatch(/^#/);
  // Install wants PNG icons of 192 and 512 px (one maskable); iOS its own apple-touch-icon, a PNG too.
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  const pngs = icons.filter((icon) => icon.type === 'image/png');
  expect(pngs.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(pngs.some((icon) => icon.purpose === 'maskable')).toBe(true);
  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  for (const src of [...icons.map((icon) => icon.src), apple!]) {
    const answer = await page.request.get(new URL(src, page.url()).href);
    expect(answer.ok(), src).toBe(true);
    expect(answer.headers()['content-type'], src).toMatch(/^image\//);
  }
  expect((await page.request.get(new URL(apple!, page.url()).href)).headers()['content-type']).toBe('image/png');
});

/**
 * Cuts (or gives back) the network as a phone loses it: the browser says offline and nothing answers. Playwright's
 * context.setOffline alone did not carry over to a page the service worker reloaded in Chromium 150 (navigator.onLine
 * read true there, with no offline event), so the page's own network conditions are set again over CDP after a reload.
 */
async function network(context: BrowserContext, page: Page, on: boolean): Promise<void> {
  await context.setOffline(!on);
  // The session stays open: its conditions end with it.
  const cdp = sessions.get(page) ?? (await context.newCDPSession(page));
  sessions.set(page, cdp);
  await cdp.send('Network.emulateNetworkConditions', { offline: !on, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
}
const sessions = new WeakMap<Page, CDPSession>();

/** "Updated at" as the offline bar says it, whatever the time. */
const keptAtWords = common.keptAt.split('{{')[0]!.trim();

/** From the page's next load on, every red toast it shows is kept by its words, for `redToastsShown`. */
const recordRedToasts = (page: Page) =>
  page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { __redToasts: string[] }).__redToasts = shown;
    new MutationObserver(() =>
      document.querySelectorAll('.app-toast-fail .adm-toast-main').forEach((main) => {
        if (shown[shown.length - 1] !== main.textContent) shown.push(main.textContent ?? '');
      }),
    ).observe(document, { subtree: true, childList: true, characterData: true });
  });
const redToastsShown = (page: Page) => page.evaluate(() => (window as unknown as { __redToasts?: string[] }).__redToasts ?? []);

/** Waits until the device keeps the hall's answers (written once the page has settled: src/session/kept). */
const keptOnDevice = (page: Page) =>
  expect.poll(() => page.evaluate((key) => localStorage.getItem(key)?.includes('"hall","notices"') ?? false, KEPT_STORAGE_KEY), { timeout: 30_000 }).toBe(true);

/** The page's pictures from the network that have loaded: which show, and how many show the broken-image mark. */
const pictures = (page: Page) =>
  page.evaluate(() => {
    const fetched = [...document.images].filter((img) => /^https?:/.test(img.currentSrc));
    const done = fetched.filter((img) => img.complete);
    const failed = done.filter((img) => img.naturalWidth === 0);
    return {
      pending: fetched.filter((img) => !img.complete && img.loading !== 'lazy').length, // a lazy one may wait for good
      shown: done.filter((img) => img.naturalWidth > 0).map((img) => img.currentSrc),
      brokenMarks: failed.filter((img) => getComputedStyle(img).opacity !== '0').length,
    };
  });

test('with the network cut after a first visit, a reload shows the app and an offline notice; back online it recovers', async ({ page, context }) => {
  test.setTimeout(240_000); // the worker downloads the whole shell once before it is ready (slow on a busy machine)
  const notice = await noticeLine(page);
  await page.goto('/');
  await expect(page.getByText(notice)).toBeVisible({ timeout: 15_000 });
  // The worker has precached the shell once it is active.
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await keptOnDevice(page);

  await recordRedToasts(page);
  await network(context, page, false);
  await page.reload();
  await network(context, page, false); // as it stays on a phone: the browser says offline on the reloaded page too
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  await expect(page.getByRole('status').filter({ hasText: common.offline })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('navigation').first()).toBeVisible(); // the shell, from the worker's cache
  // The first visit's pictures came before the worker: offline they fail, and leave their placeholders.
  await expect.poll(async () => (await pictures(page)).pending, { timeout: 15_000 }).toBe(0);
  await expect.poll(async () => (await pictures(page)).brokenMarks).toBe(0); // (marked as the failure is told)
  await page.screenshot({ path: 'test-results/screenshots/pwa-offline.png' });
  // The worker never keeps the API's answers; the app kept the hall's on the device (src/session/kept), with their age.
  await expect(page.getByText(notice)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: keptAtWords })).toBeVisible();
  // The bar alone says offline: the screens' refreshes that found no network toast nothing under it.
  expect(await redToastsShown(page)).toEqual([]);

  await network(context, page, true);
  await expect(page.getByText(common.offline)).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText(notice)).toBeVisible({ timeout: 15_000 }); // fetched again on reconnect, without a reload
});

test('where the browser still says online but nothing answers, a reload from the worker says offline, and recovers by itself', async ({ page, context }) => {
  test.setTimeout(240_000);
  const notice = await noticeLine(page);
  await page.goto('/');
  await expect(page.getByText(notice)).toBeVisible({ timeout: 15_000 });
  const tile = await page.locator('.hall-tiles > .hall-tile:not(.hall-skeleton)').first().innerText();
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await keptOnDevice(page);

  // A phone on a network with no way out (or Chromium 150's reload under emulation): no call gets an answer.
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await recordRedToasts(page);
  await page.reload();
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  const bar = page.getByRole('status').filter({ hasText: common.offline });
  await expect(bar).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('navigation').first()).toBeVisible();
  // The hall as the last visit left it (what the device kept): banners, notices, games, and how old they are.
  await expect(page.locator('.hall-banner-slide img').first()).toBeVisible();
  await expect(page.getByText(notice)).toBeVisible();
  await expect(page.locator('.hall-tiles > .hall-tile:not(.hall-skeleton)').first()).toHaveText(tile);
  await expect(bar).toContainText(keptAtWords);
  expect(await redToastsShown(page)).toEqual([]); // the bar says it: the refreshes toast nothing under it
  await page.screenshot({ path: 'test-results/screenshots/pwa-unreached.png' });
  // A form that needs the network says so before anything is typed into it.
  await page.goto('/#/login');
  await expect(page.getByText(common.needsNetwork)).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: 'test-results/screenshots/pwa-unreached-login.png' });
  await page.goto('/#/');

  // No online event will come: the app asks again by itself, and is back without a reload.
  await context.unroute('**/api/**');
  await expect(page.getByText(common.offline)).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText(notice)).toBeVisible({ timeout: 15_000 });
});

test('pictures seen online still show offline, and none shows a broken mark', async ({ page, context }) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  // The worker serves the pages opened once it is in place: the next visit's pictures go through it and are kept.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // The banner and the first category's tiles.
  await expect.poll(async () => (await pictures(page)).shown.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  const seen = new Set((await pictures(page)).shown);

  await network(context, page, false);
  // The page's own clock from this load on, so the carousel's timer is carried past instead of waited for.
  await page.clock.install();
  await page.reload();
  await network(context, page, false);
  await expect(page.getByRole('status').filter({ hasText: common.offline })).toBeVisible({ timeout: 15_000 });
  // Those seen show again; one never fetched (the carousel's next slide) leaves its placeholder, not a broken mark.
  await expect.poll(async () => (await pictures(page)).shown.filter((src) => seen.has(src)).length, { timeout: 15_000 }).toBe(seen.size);
  await page.clock.fastForward(BANNER_AUTOPLAY_MS); // the carousel turns to the next slide
  await expect(page.locator('.hall-banner-dots i').nth(1)).toHaveClass('on');
  const next = page.locator('.hall-banner-slide img').nth(1);
  await expect.poll(() => next.evaluate((img: HTMLImageElement) => /^https?:/.test(img.currentSrc) && img.complete), { timeout: 15_000 }).toBe(true);
  await expect.poll(async () => (await pictures(page)).brokenMarks).toBe(0);
  await page.screenshot({ path: 'test-results/screenshots/pwa-offline-pictures.png' });
  await network(context, page, true);
});

test('the download page offers "add to home screen" only when the browser allows it', async ({ page }) => {
  test.setTimeout(90_000); // a member made through the API first
  const { token } = await createMember(page.request);
  await page.addInitScript((value) => localStorage.setItem('app.token', value), token);
  await page.goto('/#/app');
  await expect(page.getByRole('button', { name: content.download.ios })).toBeVisible();
  await expect(page.getByRole('button', { name: content.download.addToHome })).toHaveCount(0);
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
  });
  const add = page.getByRole('button', { name: content.download.addToHome });
  await expect(add).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/pwa-add-to-home.png' });
  await add.click();
  await expect(add).toHaveCount(0); // a prompt is offered once
});
