// Content against the real server: every help, about and sponsorship article, the announcements, discover and the
// download page.
import { expect, test } from '@playwright/test';
import common from '../../locales/zh-CN/common.json' with { type: 'json' };
import content from '../../locales/zh-CN/content.json' with { type: 'json' };
import nav from '../../locales/zh-CN/nav.json' with { type: 'json' };
import { seedBrand } from '../../server/brandSeed';
import { articles } from '../../server/features/content/articles';
import { NOTICE_PAGE_SIZE } from '../../server/features/content/content';
import { seedNotices } from '../../server/features/content/seed';
import type { PostPath } from '../shared/contract';
import { fillIn } from '../shared/words';
import { createMember, fillLogin, hashOf } from './support';

/** The announcements' call, checked against the contract. */
const NOTICE_LIST: PostPath = '/api/noticeList';

/** A demo article's title as the server seeds it, by the article's type. */
const titleOf = (type: number) => articles(seedBrand().name).find((article) => article.type === type)!.title;

// Each page and the article type it shows (about pages are types 15-16, sponsorships 21-22).
const ARTICLES = [
  ['/boutBallBetInfo?type=7', 7],
  ['/boutBallBetInfo?type=1', 1],
  ['/boutBallBetInfo?type=2', 2],
  ['/boutBallBetInfo?type=3', 3],
  ['/boutBallBetInfo?type=4', 4],
  ['/boutBallBetInfo?type=5', 5],
  ['/boutBallBetInfo?type=8', 8],
  ['/abouts?type=5', 15],
  ['/abouts?type=6', 16],
  ['/zhanzhuye?type=1', 21],
  ['/zhanzhuye?type=2', 22],
] as const;

/** The help centre's entries in their order, as the front end names them. */
const HELP = (['7', '1', '2', '3', '4', '5', '8'] as const).map((type) => content.help[type]);

test('every help, about and sponsorship page renders its article', async ({ page }) => {
  test.setTimeout(90_000);
  for (const [path, type] of ARTICLES) {
    await page.goto('about:blank');
    await page.goto(`/#${path}`);
    await expect(page.locator('.detail-screen-title'), path).toHaveText(titleOf(type));
    await expect(page.locator('.detail-screen .safe-html p').first(), path).toBeVisible();
  }
  await page.screenshot({ path: 'test-results/screenshots/content-article.png', fullPage: true });
});

test('the help centre lists the seven pages and opens each', async ({ page }) => {
  await page.goto('/#/boutBallBet');
  const items = page.locator('.detail-screen-group .adm-list-item-content-main');
  await expect(items).toHaveText(HELP);
  await items.nth(5).click();
  await expect.poll(() => hashOf(page)).toBe('#/boutBallBetInfo?type=5');
  await expect(page.locator('.app-header-title')).toHaveText(nav.titles.boutBallBetInfo);
  await expect(page.locator('.detail-screen-title')).toHaveText(titleOf(5));
});

test('the sponsorship list opens each sponsorship page', async ({ page }) => {
  await page.goto('/#/zhanzhu');
  await page.getByRole('button', { name: fillIn(content.sponsorAlt, { n: 2 }) }).click();
  await expect.poll(() => hashOf(page)).toBe('#/zhanzhuye?type=2');
  await expect(page.locator('.detail-screen-title')).toHaveText(titleOf(22));
  await expect(page.locator('.detail-screen img')).toBeVisible();
});

test('discover leads to the announcements: titles, content and times, paged, with the footer entries', async ({ page, request }) => {
  const member = await createMember(request);
  const asked: unknown[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.endsWith(NOTICE_LIST)) asked.push((sent.postDataJSON() as { page?: unknown }).page);
  });
  await page.goto('/#/login');
  await fillLogin(page, member.name, member.password);
  await expect.poll(() => hashOf(page)).toBe('#/');
  await page.locator('.app-tab', { hasText: nav.tabs.discover }).click();
  await expect(page.locator('.app-header-title')).toHaveText(nav.titles.discover);
  await page.getByText(content.discover.official).click();
  await expect.poll(() => hashOf(page)).toBe('#/message');
  await expect(page.locator('.app-header-title')).toHaveText(nav.titles.message);
  const notices = page.locator('.content-notice');
  const seeded = seedNotices();
  // A notice's heading line: its title first, the newest on top.
  await expect(notices.first().locator('.list-row-heading .list-row-value').first()).toHaveText(seeded[0]![0]);
  await expect(notices.first().locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  // Paged: a first page of the server's size, the next one as the player nears its end (a tall screen may already
  // be near it), until the list says there is no more.
  await expect.poll(() => notices.count()).toBeGreaterThanOrEqual(Math.min(NOTICE_PAGE_SIZE, seeded.length));
  await expect(async () => {
    await notices.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 3000);
    await expect(page.getByText(common.noMore)).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(notices).toHaveCount(seeded.length);
  const pages = Array.from({ length: Math.ceil(seeded.length / NOTICE_PAGE_SIZE) }, (_, i) => i + 1);
  // Page 1 is asked by others too (the unread count reads its total); every page is asked, in order.
  expect([...new Set(asked)]).toEqual(pages);
  await page.getByRole('button', { name: content.message.service }).click();
  await expect.poll(() => hashOf(page)).toBe('#/kefu');
});

test('the download page shows the carousel, the QR code and opens the iOS page', async ({ page, request }) => {
  const member = await createMember(request);
  await page.goto('/#/login?redirect=%2Fapp');
  await fillLogin(page, member.name, member.password);
  await expect.poll(() => hashOf(page)).toBe('#/app');
  await expect(page.getByAltText(content.download.qrAlt)).toBeVisible();
  const active = page.locator('.adm-swiper-track-inner .adm-swiper-slide-active img');
  await expect(active).toHaveAttribute('alt', fillIn(content.download.slideAlt, { n: 1 }));
  await expect(active).toHaveAttribute('alt', fillIn(content.download.slideAlt, { n: 2 }), { timeout: 6_000 });
  await page.getByRole('button', { name: content.download.ios }).click();
  await expect.poll(() => hashOf(page)).toBe('#/gamePage?app=1');
  await expect(page.frameLocator('iframe').getByText('下载 App（演示）')).toBeVisible();
});
