// The Laravel build (its project serves it; answers routed from tests/fixtures/laravel) when the back end fails: the
// deposit screen's pay-way call answered HTTP 500 with an HTML page (as the real back end did) says the server
// failed and offers a retry that brings the ways back.
import { expect, test } from '@playwright/test';
import common from '../../locales/zh-CN/common.json' with { type: 'json' };
import errors from '../../locales/zh-CN/errors.json' with { type: 'json' };
import wallet from '../../locales/zh-CN/wallet.json' with { type: 'json' };
import { MEMBER } from '../fixtures/laravel';
import { serveLaravel } from './laravel-routes';

test.describe.configure({ timeout: 90_000 });

test('/recharge with the pay-way call failing says the server failed, with a retry that brings the ways back', async ({ page }) => {
  let failing = true;
  await serveLaravel(page, { path: '/api/get_pay_way', failing: () => failing });
  await page.addInitScript((token) => localStorage.setItem('app.token', token), MEMBER.token);
  await page.goto('/#/recharge');
  const block = page.locator('.renderer-state');
  await expect(block.locator('.renderer-failure')).toHaveText(errors.server, { timeout: 30_000 });
  await expect(page.getByText(errors.network)).toHaveCount(0);
  failing = false;
  await block.getByRole('button', { name: common.retry }).click();
  await expect(page.getByText(wallet.recharge.submit).first()).toBeVisible({ timeout: 20_000 });
  await expect(block).toHaveCount(0);
});
