// Failures the player meets on a real back end (issue 27): the deposit screen's pay-way call failing, a withdrawal
// answered HTTP 500, and settings that cannot be had on a first visit. Each says the failure's category in the
// locale's words and offers a way on; the server is never stormed.
import { expect, test, type Page } from '@playwright/test';
import common from '../../locales/zh-CN/common.json' with { type: 'json' };
import errors from '../../locales/zh-CN/errors.json' with { type: 'json' };
import wallet from '../../locales/zh-CN/wallet.json' with { type: 'json' };
import { bindBankCard, fillWithdrawal } from './faults/withdrawal';
import { admin, createMember, hashOf, toastWith } from './support';

const FIRST = { timeout: 15_000 };
const SHOTS = `${process.env.E2E_OUTPUT ?? 'test-results/e2e'}/screenshots`;
test.describe.configure({ timeout: 60_000 });

const { recharge } = wallet;
const HTML_500 = { status: 500, contentType: 'text/html', body: '<!doctype html><title>500</title><h1>Server Error</h1>' };

async function member(page: Page, yuan = 0) {
  const who = await createMember(page.request);
  if (yuan) await admin(page.request, '/admin/credit', { username: who.name, amount: String(yuan) });
  const login = (await (await page.request.post('/api/login_pc', { data: { name: who.name, password: who.password } })).json()) as { data: { api_token: string } };
  await page.addInitScript((t) => localStorage.setItem('app.token', t), login.data.api_token);
  return { ...who, token: login.data.api_token };
}

test('/recharge with its pay-way call failing says the server failed, with a retry that brings the ways back', async ({ page }) => {
  await member(page);
  let failing = true;
  await page.route('**/api/get_pay_way', (route) => (failing ? route.fulfill(HTML_500) : route.fallback()));
  await page.goto('/#/recharge');
  const block = page.locator('.renderer-state');
  await expect(block.locator('.renderer-failure')).toHaveText(errors.server, { timeout: 20_000 });
  await expect(page.getByText(errors.network)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/faults-recharge-server-failed.png` });
  failing = false;
  await block.getByRole('button', { name: common.retry }).click();
  await expect(page.getByText(recharge.submit).first()).toBeVisible(FIRST);
  await expect(block).toHaveCount(0);
});

test('a withdrawal answered HTTP 500 says the server failed, keeps the form, and the same form goes through after', async ({ page }) => {
  const m = await member(page, 1000);
  await bindBankCard(page.request, m);
  const sent: string[] = [];
  page.on('request', (r) => void (r.url().endsWith('/api/withdraw') && sent.push(r.postData() ?? '')));
  let failing = true;
  await page.route('**/api/withdraw', (route) => (failing ? route.fulfill(HTML_500) : route.fallback()));
  const { amount, password, submit } = await fillWithdrawal(page, m.password);
  await submit.click();
  await expect(toastWith(page, errors.server)).toBeVisible();
  await expect(page.getByText(errors.network)).toHaveCount(0);
  await expect(submit).toBeEnabled();
  await expect(amount).toHaveValue('200');
  await expect(password).toHaveValue(m.password);
  expect(sent).toHaveLength(1);
  failing = false;
  await submit.click();
  await expect(toastWith(page, recharge.submitted)).toBeVisible();
  await expect.poll(() => hashOf(page), { timeout: 5_000 }).toBe('#/transRecord?type=2');
  expect(sent).toHaveLength(2);
  const held = (await (await page.request.post('/api/gettransrecord', { data: { type: 2 }, headers: { authorization: `Bearer ${m.token}` } })).json()) as { data: { total: number } };
  expect(held.data.total).toBe(1);
});

for (const [fault, answer] of [
  ['failing (HTTP 500)', HTML_500],
  ['unreadable', { status: 200, contentType: 'application/json', body: '{"code":200,"data":{"title":' }],
] as const) {
  test(`/api/app ${fault} on a first visit: at most 5 calls in 6 s, the failure said with a retry, never "offline"`, async ({ page }) => {
    let calls = 0;
    let failing = true;
    await page.route('**/api/app', (route) => {
      calls += 1;
      return failing ? route.fulfill(answer) : route.fallback();
    });
    const started = Date.now();
    await page.goto('/#/');
    const bar = page.getByRole('alert').filter({ hasText: errors.server });
    await expect(bar).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(Math.max(0, 6_000 - (Date.now() - started)));
    expect(calls).toBeLessThanOrEqual(5);
    await page.screenshot({ path: `${SHOTS}/faults-settings-${answer.status}.png` });
    await expect(page.getByText(common.offline)).toHaveCount(0);
    failing = false;
    await bar.getByRole('button', { name: common.retry }).click();
    await expect(bar).toHaveCount(0, FIRST);
  });
}
