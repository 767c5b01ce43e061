// The rebate centre on a server of this worker's own (see promotions-server.ts): bets settled in its database,
// rebates settled through the admin API, then claimed on the page, once.
import rebate from '../../locales/zh-CN/rebate.json' with { type: 'json' };
import { CATEGORY_NAMES, promoMsg } from '../../server/features/promotions/messages';
import { expect, test } from './promotions-server';
import { fillLogin, hashOf, toastWith, uniqueName } from './support';

test('a rebate is claimed after the admin settles the bets, and pays once', async ({ page, ownServer }) => {
  const name = uniqueName('fs');
  const id = await ownServer.register(name, 'pass1234');
  // VIP1 pays 0.50 % on live dealer and 0.50 % on sports: 5.00 + 1.50.
  ownServer.settledBet(id, 'realbet', 'hqzr', 100_000, new Date(Date.now() - 60_000));
  ownServer.settledBet(id, 'sport', 'ldty', 30_000, new Date(Date.now() - 60_000));

  await page.goto(`${ownServer.baseURL}/#/login?redirect=${encodeURIComponent('/fanshui')}`);
  await fillLogin(page, name, 'pass1234');
  await expect.poll(() => hashOf(page)).toBe('#/fanshui');
  await expect(page.getByTestId('fs-pending')).toHaveText('0.00');
  await page.getByRole('button', { name: rebate.claim }).click();
  await expect(toastWith(page, rebate.nothing)).toBeVisible();

  // (The worker's server is shared by its tests: other members' bets may settle in the same run.)
  const settled = await ownServer.admin<{ created: number; money: string }>('/admin/settle-rebates', {});
  expect(settled.data.created).toBeGreaterThanOrEqual(2);
  await page.reload();
  await expect(page.getByTestId('fs-pending')).toHaveText('6.50');
  await expect(page.getByText(CATEGORY_NAMES.realbet)).toBeVisible();
  await expect(page.getByText(CATEGORY_NAMES.sport)).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/fanshui.png', fullPage: true });

  await page.getByRole('button', { name: rebate.claim }).click();
  await expect(toastWith(page, promoMsg.rebateClaimed('6.50'))).toBeVisible();
  await expect(page.getByTestId('fs-pending')).toHaveText('0.00');
  await expect(page.getByTestId('fs-claimed')).toHaveText('6.50');
  await expect(page.locator('.field-badge', { hasText: rebate.state.claimed })).toHaveCount(2);

  const login = await ownServer.post<{ api_token: string }>('/api/login_pc', { name, password: 'pass1234' });
  const token = login.data.api_token;
  expect((await ownServer.post<{ balance: string }>('/api/balance', {}, token)).data.balance).toBe('6.50');
  expect(await ownServer.post('/api/dofanshui', {}, token)).toMatchObject({ code: 422, message: promoMsg.rebateNothing });
  await ownServer.admin('/admin/settle-rebates', {});
  expect((await ownServer.post<{ balance: string }>('/api/balance', {}, token)).data.balance).toBe('6.50');
});
