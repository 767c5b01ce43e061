// Runs alone: switching index_modal on through the admin API changes the site for everyone.
import { expect, test } from '@playwright/test';
import hall from '../../locales/zh-CN/hall.json' with { type: 'json' };
import { seedBrand } from '../../server/brandSeed';
import { admin } from './support';

/** The welcome text the brand's seed gives the site (settings.webcontent), without its markup. */
const welcome = seedBrand().settings.webcontent.replace(/<[^>]*>/g, '');

test.afterAll(async ({ request }) => {
  await admin(request, '/admin/settings', { index_modal: 0 });
});

test('/index_old shows the welcome modal when index_modal is on, once per session', async ({ page, request }) => {
  await admin(request, '/admin/settings', { index_modal: 1 });
  await page.goto('/#/index_old');
  const modal = page.locator('.adm-modal');
  await expect(modal).toContainText(welcome);
  await page.screenshot({ path: 'test-results/screenshots/index-old-welcome.png' });
  await modal.getByRole('button', { name: hall.welcomeClose }).click();
  await expect(modal).toBeHidden();
  await page.reload();
  await expect(page.getByRole('tab', { name: hall.categories.realbet })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.locator('.adm-modal')).toBeHidden();
});
