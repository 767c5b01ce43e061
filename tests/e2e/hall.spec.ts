// The hall in a real browser: a member's tap runs the demo game in its sandboxed frame, the scroll-to-top button
// follows the page's scrolling, and the banner carousel moves on by itself (on the page's clock, not the machine's).
// What the hall draws from the server's data (banners, notices, every category's tiles, hidden platforms, a visitor's
// and a member's wallet row) and the balance poll's rhythm are checked below the browser
// (tests/component/hall-on-server.test.tsx).
import { expect, test, type Page } from '@playwright/test';
import { BANNER_AUTOPLAY_MS, SCROLL_TOP_BUTTON_AFTER_PX } from '../../core/constants';
import common from '../../locales/zh-CN/common.json' with { type: 'json' };
import hall from '../../locales/zh-CN/hall.json' with { type: 'json' };
import { PLATFORMS } from '../../server/seed';
import { fillIn } from '../shared/words';
import { createMember, hashOf } from './support';

/** The live-dealer venue the game tests open (hqzr). */
const LIVE = PLATFORMS.find((platform) => platform.name === 'hqzr')!.title;

/** Two frames on: a scroll has been reported to the page's listeners and what they set drawn. */
const nextFrames = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

test('a member\'s tap opens the demo game in the sandboxed frame', async ({ page, request }) => {
  const member = await createMember(request);
  await page.addInitScript((token) => localStorage.setItem('app.token', token), member.token);
  await page.goto('/#/');
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

test(`the scroll-to-top button shows after ${SCROLL_TOP_BUTTON_AFTER_PX} px and takes the page back up`, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 560 });
  await page.goto('/#/');
  await expect(page.locator('.hall-tile img').first()).toBeVisible();
  const button = page.getByRole('button', { name: common.scrollTop });
  const scrollTo = async (y: number) => {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
    await nextFrames(page);
  };
  await scrollTo(SCROLL_TOP_BUTTON_AFTER_PX - 50);
  await expect(button).toHaveCount(0);
  await scrollTo(SCROLL_TOP_BUTTON_AFTER_PX + 60);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

test('the banner carousel moves on by itself', async ({ page }) => {
  // The page's own clock: the carousel's timer is run on, not waited for.
  await page.clock.install();
  await page.goto('/#/');
  const strip = page.locator('.hall-banner-strip');
  await expect(page.getByAltText(fillIn(hall.bannerAlt, { n: 1 }))).toBeVisible();
  const slide = () => strip.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth));
  const first = await slide();
  await page.clock.runFor(BANNER_AUTOPLAY_MS);
  // The strip's smooth scroll is the browser's own animation, in real time.
  await expect.poll(slide).not.toBe(first);
});
