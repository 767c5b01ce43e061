// Content against the real server: every help, about and sponsorship article, the announcements, discover and the
// download page.
import { expect, test } from '@playwright/test';
import { createMember, fillLogin, hashOf } from './support';

const ARTICLES = [
  ['/boutBallBetInfo?type=7', '关于我们'],
  ['/boutBallBetInfo?type=1', '常见问题'],
  ['/boutBallBetInfo?type=2', '隐私政策'],
  ['/boutBallBetInfo?type=3', '免责声明'],
  ['/boutBallBetInfo?type=4', '联系我们'],
  ['/boutBallBetInfo?type=5', '代理加盟'],
  ['/boutBallBetInfo?type=8', '负责任博彩'],
  ['/abouts?type=5', '条款与规则'],
  ['/abouts?type=6', '隐私政策'],
  ['/zhanzhuye?type=1', '星城竞技足球俱乐部'],
  ['/zhanzhuye?type=2', '蓝海电竞战队'],
] as const;

test('every help, about and sponsorship page renders its article', async ({ page }) => {
  test.setTimeout(90_000);
  for (const [path, title] of ARTICLES) {
    await page.goto('about:blank');
    await page.goto(`/#${path}`);
    await expect(page.locator('.detail-screen-title'), path).toHaveText(title);
    await expect(page.locator('.detail-screen .safe-html p').first(), path).toBeVisible();
  }
  await page.screenshot({ path: 'test-results/screenshots/content-article.png', fullPage: true });
});

test('the help centre lists the seven pages and opens each', async ({ page }) => {
  await page.goto('/#/boutBallBet');
  const items = page.locator('.detail-screen-group .adm-list-item-content-main');
  await expect(items).toHaveText(['关于我们', '常见问题', '隐私政策', '免责声明', '联系我们', '代理加盟', '负责任博彩']);
  await items.nth(5).click();
  await expect.poll(() => hashOf(page)).toBe('#/boutBallBetInfo?type=5');
  await expect(page.locator('.app-header-title')).toHaveText('帮助详情');
  await expect(page.locator('.detail-screen-title')).toHaveText('代理加盟');
});

test('the sponsorship list opens each sponsorship page', async ({ page }) => {
  await page.goto('/#/zhanzhu');
  await page.getByRole('button', { name: '品牌赞助2' }).click();
  await expect.poll(() => hashOf(page)).toBe('#/zhanzhuye?type=2');
  await expect(page.locator('.detail-screen-title')).toHaveText('蓝海电竞战队');
  await expect(page.locator('.detail-screen img')).toBeVisible();
});

test('discover leads to the announcements: titles, content and times, paged, with the footer entries', async ({ page, request }) => {
  const member = await createMember(request);
  await page.goto('/#/login');
  await fillLogin(page, member.name, member.password);
  await expect.poll(() => hashOf(page)).toBe('#/');
  await page.locator('.app-tab', { hasText: '发现' }).click();
  await expect(page.locator('.app-header-title')).toHaveText('动态');
  await page.getByText('官方动态').click();
  await expect.poll(() => hashOf(page)).toBe('#/message');
  await expect(page.locator('.app-header-title')).toHaveText('消息');
  const notices = page.locator('.content-notice');
  await expect(notices.first().locator('h3')).toHaveText('系统升级维护公告');
  await expect(notices.first().locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await expect(notices).toHaveCount(10);
  await notices.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 3000);
  await expect(notices).toHaveCount(12);
  await expect(page.getByText('没有更多了')).toBeVisible();
  await page.getByRole('button', { name: '在线客服' }).click();
  await expect.poll(() => hashOf(page)).toBe('#/kefu');
});

test('the download page shows the carousel, the QR code and opens the iOS page', async ({ page, request }) => {
  const member = await createMember(request);
  await page.goto('/#/login?redirect=%2Fapp');
  await fillLogin(page, member.name, member.password);
  await expect.poll(() => hashOf(page)).toBe('#/app');
  await expect(page.getByAltText('APP下载二维码')).toBeVisible();
  const active = page.locator('.adm-swiper-track-inner .adm-swiper-slide-active img');
  await expect(active).toHaveAttribute('alt', 'APP介绍图1');
  await expect(active).toHaveAttribute('alt', 'APP介绍图2', { timeout: 6_000 });
  await page.getByRole('button', { name: 'iOS版下载' }).click();
  await expect.poll(() => hashOf(page)).toBe('#/gamePage?app=1');
  await expect(page.frameLocator('iframe').getByText('下载 App（演示）')).toBeVisible();
});
