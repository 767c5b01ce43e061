// The screens of issue 4 worth a human look, saved under test-results/screenshots at the phone size.
import { expect, test, type Page } from '@playwright/test';
import { createMember, fillLogin, hashOf } from './support';

/** Lets lazy pictures and fonts finish (the hall polls the balance, so the network is never idle for long). */
async function settle(page: Page) {
  await page.waitForFunction(() => [...document.images].filter((img) => img.loading !== 'lazy').every((img) => img.complete));
  await page.waitForTimeout(500);
}

test('screenshot: hall (visitor)', async ({ page }) => {
  await page.goto('/#/');
  await expect(page.locator('.hall-tile img').first()).toBeVisible();
  await settle(page);
  await page.screenshot({ path: 'test-results/screenshots/hall-visitor.png' });
});

test('screenshot: hall (member), concise and a game', async ({ page, request }) => {
  const member = await createMember(request);
  await page.goto('/#/login');
  await fillLogin(page, member.name, member.password);
  await expect.poll(() => hashOf(page)).toBe('#/');
  await expect(page.getByTestId('hall-balance')).toHaveText('0.00');
  await settle(page);
  await page.screenshot({ path: 'test-results/screenshots/hall-member.png' });

  await page.goto('/#/concise');
  await expect(page.locator('.games-slot img').first()).toBeVisible();
  await settle(page);
  await page.screenshot({ path: 'test-results/screenshots/concise.png' });

  await page.goto('/#/gamePage?name=%E9%9B%B7%E7%94%B5%E4%BD%93%E8%82%B2&type=sport&code=ldty');
  await expect(page.frameLocator('iframe').locator('#title')).toHaveText('雷电体育');
  await settle(page);
  await page.screenshot({ path: 'test-results/screenshots/game-page.png' });
});
