// The VIP page's carousel in a real browser: the tabs and the cards move together, by a tap or a finger's swipe. What
// each card says, and the level a member starts on, are checked below the browser (tests/component/vip-on-server.test.tsx).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { admin, createMember } from './support';

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

test('the tabs move the carousel, and a swipe of the carousel moves the tabs', async ({ page, request }) => {
  const member = await createMember(request);
  await admin(request, '/admin/user', { username: member.name, vip: 4 });
  await page.addInitScript((token) => localStorage.setItem('app.token', token), member.token);
  await page.goto('/#/vip');
  await expect(page.locator(activeTab)).toHaveText('VIP4');

  // tabs and carousel move together
  await page.locator('.vip-tabs .adm-tabs-tab', { hasText: 'VIP7' }).click();
  await expect(page.locator(activeTab)).toHaveText('VIP7');
  await expect(page.locator(card(7))).toBeInViewport();
  await restsOn(page, 7);
  // and a swipe of the carousel moves the tabs
  await swipeLeft(page, page.locator('.vip-swiper'));
  await expect(page.locator(activeTab)).toHaveText('VIP8');
  await restsOn(page, 8);
  await page.screenshot({ path: 'test-results/screenshots/vip.png', fullPage: true });
});
