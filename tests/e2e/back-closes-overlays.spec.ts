// The phone's back button closes an overlay drawn by a component of ours as it closes antd-mobile's: the old hall's
// side menu and the lottery room's result drop-down close and the page stays; the next back is a plain back.
// (antd-mobile's dialogs and sheets: tests/e2e/wallet.spec.ts.)
import { expect, test, type Page } from '@playwright/test';
import hall from '../../locales/zh-CN/hall.json' with { type: 'json' };
import lottery from '../../locales/zh-CN/lottery.json' with { type: 'json' };
import nav from '../../locales/zh-CN/nav.json' with { type: 'json' };
import { createMember, hashOf } from './support';

const SHOTS = `${process.env.E2E_OUTPUT ?? 'test-results/e2e'}/screenshots`;
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/back-${name}.png` });

test("back closes the old hall's side menu and stays on the page; a link in it still leads on", async ({ page }) => {
  await page.goto('/#/');
  await expect(page.locator('.hall-notice')).toBeVisible();
  await page.goto('/#/index_old');
  const menuButton = page.getByRole('button', { name: hall.menu.open });
  const menu = page.getByRole('navigation', { name: hall.menu.title });
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('button', { name: nav.titles.vip })).toBeInViewport();
  await shot(page, 'side-menu-open');

  await page.goBack();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).not.toBeInViewport(); // slid out
  expect(hashOf(page)).toBe('#/index_old');
  await shot(page, 'side-menu-after-back');
  // A second back is a plain back: to the screen before.
  await page.goBack();
  await expect.poll(() => hashOf(page)).toBe('#/');

  // Open again and follow a link: the new screen, and back from it is the old hall with its menu closed.
  await page.goto('/#/index_old');
  await menuButton.click();
  await menu.getByRole('button', { name: nav.titles.vip }).click();
  await expect.poll(() => hashOf(page)).toBe('#/vip');
  await page.goBack();
  await expect.poll(() => hashOf(page)).toBe('#/index_old');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
});

test("back closes the lottery room's result history and stays in the room", async ({ page, request }) => {
  const member = await createMember(request);
  await page.addInitScript((token) => localStorage.setItem('app.token', token), member.token);
  await page.goto('/#/');
  await expect(page.locator('.hall-notice')).toBeVisible();
  await page.goto('/#/lottery?room_id=1');
  await expect(page.getByRole('status').filter({ hasText: lottery.socket.open })).toBeVisible({ timeout: 10_000 });
  const toggle = page.getByRole('button', { name: lottery.room.history });
  const history = page.getByRole('region', { name: lottery.room.history });
  await toggle.click();
  await expect(history).toBeVisible();
  await shot(page, 'room-history-open');

  await page.goBack();
  await expect(history).toHaveCount(0);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(hashOf(page)).toBe('#/lottery?room_id=1');
  await shot(page, 'room-history-after-back');
  await page.goBack();
  await expect.poll(() => hashOf(page)).toBe('#/');
});
