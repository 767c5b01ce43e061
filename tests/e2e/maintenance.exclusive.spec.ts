// Runs alone, after the rest: closing the site through the admin API affects every page.
import { expect, test } from '@playwright/test';
import common from '../../locales/zh-CN/common.json' with { type: 'json' };
import { screens } from '../../screens.config';
import { admin } from './support';

test.afterAll(async ({ request }) => {
  await admin(request, '/admin/settings', { site_state: 1 });
});

test('with site_state 0 every route shows the maintenance title and the repair text, nothing else', async ({ page, request }) => {
  test.setTimeout(90_000);
  const tips = '系统升级维护中，预计 30 分钟后恢复，给您带来不便敬请谅解！';
  await admin(request, '/admin/settings', { site_state: 0, repair_tips: tips });
  for (const { path } of screens) {
    await page.goto('about:blank');
    await page.goto(`/#${path}`);
    await expect(page.getByText(tips), path).toBeVisible();
    // Nothing but the maintenance page: its title and the repair text.
    await expect(page.locator('#root'), path).toHaveText(common.maintenance.title + tips);
  }
  await page.screenshot({ path: 'test-results/screenshots/maintenance.png' });
});
