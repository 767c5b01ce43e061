// The hall against the real server: what a visitor sees, the hidden platforms, a visitor's and a member's tap, the
// balance poll's rhythm and the scroll-to-top button.
import { expect, test, type Page } from '@playwright/test';
import common from '../../locales/zh-CN/common.json' with { type: 'json' };
import content from '../../locales/zh-CN/content.json' with { type: 'json' };
import errors from '../../locales/zh-CN/errors.json' with { type: 'json' };
import hall from '../../locales/zh-CN/hall.json' with { type: 'json' };
import memberWords from '../../locales/zh-CN/member.json' with { type: 'json' };
import nav from '../../locales/zh-CN/nav.json' with { type: 'json' };
import { seedBrand } from '../../server/brandSeed';
import { PLATFORMS } from '../../server/seed';
import { homeNotices } from '../../server/features/content/seed';
import { fillIn, vipProgressLine } from '../shared/words';
import { createMember, fillLogin, hashOf, toastWith } from './support';

/** The hall's tabs in their order. */
const CATEGORIES = (['concise', 'sport', 'lottery', 'gaming', 'joker', 'realbet', 'fishing'] as const).map((category) => hall.categories[category]);
// The platforms the server seeds: those switched off (app_state 0) never show in the hall.
const SHOWN = PLATFORMS.filter((platform) => platform.app_state === 1).map((platform) => platform.title);
const HIDDEN = PLATFORMS.filter((platform) => platform.app_state === 0).map((platform) => platform.title);
/** The live-dealer venue the game tests open (hqzr). */
const LIVE = PLATFORMS.find((platform) => platform.name === 'hqzr')!.title;

async function loginAt(page: Page, name: string, password: string) {
  await page.goto('/#/login');
  await fillLogin(page, name, password);
  await expect.poll(() => hashOf(page)).toBe('#/');
}

/** Counts /api/balance requests from now on. */
function countBalanceCalls(page: Page) {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/balance') count += 1;
  });
  return () => count;
}

test('a visitor sees banners, notices, the log-in prompt and every category\'s tiles, never a hidden platform', async ({ page }) => {
  test.setTimeout(60_000); // seven tabs, each waiting for every tile's picture to load
  await page.goto('/#/');
  await expect(page.getByAltText(fillIn(hall.bannerAlt, { n: 1 }))).toBeVisible();
  await expect(page.locator('.hall-banner-slide img')).toHaveCount(3);
  await expect(page.locator('.hall-notice-track')).toContainText(homeNotices(seedBrand().name)[0]!);
  await expect(page.getByRole('button', { name: hall.login, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: hall.register, exact: true })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(CATEGORIES);

  const seen: string[] = [];
  for (const category of CATEGORIES) {
    await page.getByRole('tab', { name: category }).click();
    const tiles = page.getByRole('tabpanel').locator('.hall-tile:not(.hall-skeleton)');
    await expect(tiles.first()).toBeVisible();
    seen.push(...(await tiles.locator('span').allTextContents()));
    // every tile's picture is a real image that loaded
    for (const img of await tiles.locator('img').all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
  }
  expect([...seen].sort()).toEqual([...SHOWN].sort());
  expect(seen).toHaveLength(16);
  for (const hidden of HIDDEN) expect(seen).not.toContain(hidden);
  await expect(page.getByText(HIDDEN[0]!)).toHaveCount(0);
});

test('a visitor\'s tap on a tile asks to log in and stays on the hall', async ({ page }) => {
  await page.goto('/#/');
  await page.getByRole('tab', { name: hall.categories.realbet }).click();
  await page.getByRole('button', { name: LIVE }).click();
  await expect(toastWith(page, errors.loginRequired)).toBeVisible();
  expect(hashOf(page)).toBe('#/');
});

test('a member\'s tap opens the demo game in the sandboxed frame', async ({ page, request }) => {
  const member = await createMember(request);
  await loginAt(page, member.name, member.password);
  await page.getByRole('tab', { name: hall.categories.realbet }).click();
  await page.getByRole('button', { name: LIVE }).click();
  await expect.poll(() => hashOf(page)).toBe(`#/gamePage?name=${LIVE}&type=realbet&code=hqzr`);
  await expect(page.getByRole('heading', { name: LIVE }).first()).toBeVisible();
  const iframe = page.locator('iframe');
  await expect(iframe).toHaveAttribute('sandbox', /allow-scripts/);
  await expect(iframe).not.toHaveAttribute('sandbox', /allow-same-origin/);
  const game = page.frameLocator('iframe');
  await expect(game.locator('#title')).toHaveText(LIVE);
  await game.getByRole('button', { name: '开始' }).click();
  await expect(game.locator('#result')).not.toBeEmpty();
  // the frame's scripts cannot reach the player's session
  const leaked = await page.frames()[1]!.evaluate(() => {
    try {
      return window.parent.localStorage.getItem('app.token');
    } catch {
      return 'blocked';
    }
  });
  expect(leaked).toBe('blocked');
  await page.getByRole('button', { name: common.back }).click();
  await expect.poll(() => hashOf(page)).toBe('#/');
});

test('a member sees their name, balance and VIP progress', async ({ page, request }) => {
  const member = await createMember(request);
  await loginAt(page, member.name, member.password);
  await expect(page.locator('.hall-wallet-name')).toContainText(member.name);
  await expect(page.locator('.hall-wallet-name')).toContainText('VIP1');
  await expect(page.getByTestId('hall-balance')).toHaveText('0.00');
  await expect(page.getByText(vipProgressLine(common.vipProgress, 'current', 1, 0))).toBeVisible();
  // The notice bar's unread badge says what it counts, on screen.
  await expect(page.locator('.hall-notice .app-badge')).toHaveText(new RegExp(fillIn(common.unreadCount, { number: '\\d+' })));
  await page.screenshot({ path: 'test-results/screenshots/spec28-hall-member.png' });
  // /mine's figure is the next level's, and says so.
  await page.goto('/#/mine');
  await expect(page.locator('.member-vip-next')).toHaveText(vipProgressLine(common.vipProgress, 'next', 2, 0));
  await page.screenshot({ path: 'test-results/screenshots/spec28-mine.png' });
});

test('the hall asks for the balance about every 2.5 s, and never after leaving it or logging out', async ({ page, request }) => {
  test.setTimeout(60_000);
  const member = await createMember(request);
  const calls = countBalanceCalls(page);
  await loginAt(page, member.name, member.password);
  await expect.poll(calls).toBeGreaterThan(0);

  const start = calls();
  await page.waitForTimeout(10_000);
  const onHall = calls() - start;
  expect(onHall).toBeGreaterThanOrEqual(3);
  expect(onHall).toBeLessThanOrEqual(5);

  await page.locator('.app-tab', { hasText: nav.tabs.discover }).click();
  await expect(page.getByText(content.discover.official)).toBeVisible();
  const left = calls();
  await page.waitForTimeout(6_000);
  expect(calls()).toBe(left);

  await page.locator('.app-tab', { hasText: nav.tabs.hall }).click();
  await expect.poll(calls).toBeGreaterThan(left);
  await page.goto('/#/userCent');
  await page.getByRole('button', { name: memberWords.settings.logout }).click();
  await page.getByRole('button', { name: common.confirm }).click();
  await expect.poll(() => hashOf(page)).toBe('#/login');
  await page.goto('/#/');
  await expect(page.getByRole('button', { name: hall.login, exact: true })).toBeVisible();
  const loggedOut = calls();
  await page.waitForTimeout(6_000);
  expect(calls()).toBe(loggedOut);
});

test('the scroll-to-top button shows after 200 px and takes the page back up', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 560 });
  await page.goto('/#/');
  await expect(page.locator('.hall-tile img').first()).toBeVisible();
  const button = page.getByRole('button', { name: common.scrollTop });
  await page.evaluate(() => window.scrollTo(0, 150));
  await page.waitForTimeout(200);
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 260));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

test('the banner carousel moves on by itself', async ({ page }) => {
  await page.goto('/#/');
  const strip = page.locator('.hall-banner-strip');
  await expect(page.getByAltText(fillIn(hall.bannerAlt, { n: 1 }))).toBeVisible();
  // Whichever slide shows once the pictures are in (a slow machine may be past the first), the next one comes.
  const slide = () => strip.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth));
  const first = await slide();
  await expect.poll(slide, { timeout: 8_000 }).not.toBe(first);
});
