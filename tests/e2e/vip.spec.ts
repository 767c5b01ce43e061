// The VIP pages against the real server: tabs and states follow the member's vip set through the admin API.
import { expect, test, type Locator, type Page } from '@playwright/test';
import vip from '../../locales/zh-CN/vip.json' with { type: 'json' };
import { admin, createMember, fillLogin, hashOf } from './support';

/** A finger swipe from right to left across the element (real touch events, as a phone sends them). */
async function swipeLeft(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  const y = box.y + 120;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', box.x + box.width * 0.85);
  for (let step = 1; step <= 10; step += 1) await touch('touchMove', box.x + box.width * (0.85 - step * 0.07));
  await touch('touchEnd', box.x + box.width * 0.15);
}

const activeTab = '.vip-tabs .adm-tabs-tab-active';
const card = (level: number) => `.vip-card[aria-label="VIP${level}"]`;

/**
 * Waits until the carousel rests on a level: its slide's left edge on the carousel's. A drag begun mid-animation is
 * measured from where the carousel then is, and a screenshot would catch the card mid-slide.
 */
async function restsOn(page: Page, level: number) {
  const slide = page.locator('.adm-swiper-item', { has: page.locator(card(level)) });
  const offset = async () => {
    const [inner, outer] = await Promise.all([slide.boundingBox(), page.locator('.vip-swiper').boundingBox()]);
    return inner && outer ? Math.round(inner.x - outer.x) : NaN;
  };
  await expect.poll(offset).toBe(0);
}

test('a member at VIP4 starts on VIP4: reached up to it, not above, with requirements and rebates', async ({ page, request }) => {
  const member = await createMember(request);
  await admin(request, '/admin/user', { username: member.name, vip: 4 });
  await page.goto('/#/login?redirect=%2Fvip');
  await fillLogin(page, member.name, member.password);
  await expect.poll(() => hashOf(page)).toBe('#/vip');

  await expect(page.locator(activeTab)).toHaveText('VIP4');
  await expect(page.locator('.vip-tabs .adm-tabs-tab')).toHaveText(Array.from({ length: 10 }, (_, i) => `VIP${i + 1}`));
  await expect(page.locator(card(4)).locator('.vip-state')).toHaveText(vip.reached);
  await expect(page.locator(card(4))).toContainText('20000.00');
  await expect(page.locator(card(4))).toContainText('100000.00');
  for (const label of (['realperson', 'sport', 'e_sport', 'joker', 'electron', 'lottery'] as const).map((game) => vip.rebate[game])) await expect(page.locator(card(4))).toContainText(label);
  await expect(page.locator(card(3)).locator('.vip-state')).toHaveText(vip.reached);
  await expect(page.locator(card(5)).locator('.vip-state')).toHaveText(vip.notReached);

  // tabs and carousel move together
  await page.locator('.vip-tabs .adm-tabs-tab', { hasText: 'VIP7' }).click();
  await expect(page.locator(activeTab)).toHaveText('VIP7');
  await expect(page.locator(card(7))).toBeInViewport();
  await restsOn(page, 7);
  // and a swipe of the carousel moves the tabs
  await swipeLeft(page, page.locator('.vip-swiper'));
  await expect(page.locator(activeTab)).toHaveText('VIP8');
  await expect(page.getByText(vip.rules.title)).toBeVisible();
  await restsOn(page, 8);
  await page.screenshot({ path: 'test-results/screenshots/vip.png', fullPage: true });
});

test('/vip2 follows a change of level', async ({ page, request }) => {
  const member = await createMember(request);
  await admin(request, '/admin/user', { username: member.name, vip: 9 });
  await page.goto('/#/login?redirect=%2Fvip2');
  await fillLogin(page, member.name, member.password);
  await expect(page.locator(activeTab)).toHaveText('VIP9');
  await expect(page.locator(card(9)).locator('.vip-state')).toHaveText(vip.reached);
  await expect(page.locator(card(10)).locator('.vip-state')).toHaveText(vip.notReached);
});

test('a visitor starts on VIP1 with nothing reached', async ({ page }) => {
  await page.goto('/#/vip');
  await expect(page.locator(activeTab)).toHaveText('VIP1');
  await expect(page.locator('.vip-state', { hasText: vip.reached })).toHaveCount(0);
  await expect(page.locator('.vip-state', { hasText: vip.notReached })).toHaveCount(10);
});
