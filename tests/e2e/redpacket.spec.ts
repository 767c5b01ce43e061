// The daily red packet and the rebate centre, on a server of this worker's own (see promotions-server.ts): its clock
// is moved through the admin API and its deposits and bets are written straight into its database.
import type { Page } from '@playwright/test';
import redpacket from '../../locales/zh-CN/redpacket.json' with { type: 'json' };
import { promoMsg } from '../../server/features/promotions/messages';
import { fillIn, sentencePattern } from '../shared/words';
import { expect, test, type OwnServer } from './promotions-server';
import { fillLogin, hashOf, toastWith, uniqueName } from './support';

const beijing = (text: string) => new Date(`${text}+08:00`);

async function setClock(server: OwnServer, at: string) {
  expect((await server.admin('/admin/clock', { now: beijing(at).toISOString() })).code).toBe(200);
}

async function loginAt(page: Page, server: OwnServer, path: string, name: string) {
  await page.goto(`${server.baseURL}/#/login?redirect=${encodeURIComponent(path)}`);
  await fillLogin(page, name, 'pass1234');
  await expect.poll(() => hashOf(page)).toBe(`#${path}`);
}

async function balance(server: OwnServer, name: string): Promise<string> {
  const login = await server.post<{ api_token: string }>('/api/login_pc', { name, password: 'pass1234' });
  return (await server.post<{ balance: string }>('/api/balance', {}, login.data.api_token)).data.balance;
}

test.afterEach(async ({ ownServer }) => {
  await ownServer.admin('/admin/clock', { now: null });
});

test('a red packet drawn inside the window, refused outside it', async ({ page, ownServer }) => {
  await setClock(ownServer, '2025-06-18T10:30:00');
  const name = uniqueName('rp');
  const id = await ownServer.register(name, 'pass1234');
  ownServer.approvedDeposit(id, 20_000, beijing('2025-06-17T20:00:00'));

  await loginAt(page, ownServer, '/hongbao', name);
  await expect(page.getByTestId('rp-sendnums')).toHaveText('1');
  await expect(page.getByText(fillIn(redpacket.counts.sums, { recharge: '200.00', flow: '0.00' }))).toBeVisible();
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/douserredpacket'));
  await page.getByRole('button', { name: redpacket.draw }).click();
  const { data } = (await (await answer).json()) as { data: { redpacketmoney: string } };
  const money = data.redpacketmoney;
  expect(Number(money)).toBeGreaterThanOrEqual(1.88);
  expect(Number(money)).toBeLessThanOrEqual(8.88);
  await expect(page.getByText(fillIn(redpacket.won.amount, { money }))).toBeVisible();
  await page.getByRole('button', { name: redpacket.won.confirm }).click();
  await expect(page.getByTestId('rp-sendnums')).toHaveText('0');
  expect(await balance(ownServer, name)).toBe(money);

  await page.getByRole('button', { name: redpacket.draw }).click();
  await expect(toastWith(page, redpacket.notQualified)).toBeVisible();

  await page.getByRole('button', { name: redpacket.records }).click();
  await expect.poll(() => hashOf(page)).toBe('#/welfare');
  await expect(page.getByText(`+${money}`)).toBeVisible();

  // Outside the window: covered on the page, and refused by the server.
  await setClock(ownServer, '2025-06-18T12:00:05');
  await page.goto(`${ownServer.baseURL}/#/hongbao`);
  await expect(page.getByText(redpacket.phase.after)).toBeVisible();
  await expect(page.getByRole('button', { name: redpacket.draw })).toBeDisabled();
  const login = await ownServer.post<{ api_token: string }>('/api/login_pc', { name, password: 'pass1234' });
  expect(await ownServer.post('/api/douserredpacket', {}, login.data.api_token)).toMatchObject({ code: 422, message: promoMsg.redPacketEnded });

  await setClock(ownServer, '2025-06-19T09:00:00');
  await page.reload();
  await expect(page.getByText(redpacket.phase.before)).toBeVisible();
  await expect(page.getByText(new RegExp(`^${sentencePattern(redpacket.phase.countdown, { time: '0(1:00:00|0:59:5\\d)' }).source}$`))).toBeVisible();
  expect(await ownServer.post('/api/douserredpacket', {}, login.data.api_token)).toMatchObject({ code: 422, message: promoMsg.redPacketNotStarted });
  expect(await balance(ownServer, name)).toBe(money);
});

test('a member below every tier is told so, and can go top up', async ({ page, ownServer }) => {
  await setClock(ownServer, '2025-06-18T11:00:00');
  const name = uniqueName('rp');
  await ownServer.register(name, 'pass1234');
  await loginAt(page, ownServer, '/hongbao', name);
  await expect(page.getByTestId('rp-sendnums')).toHaveText('0');
  await page.getByRole('button', { name: redpacket.draw }).click();
  await expect(toastWith(page, redpacket.notQualified)).toBeVisible();
  await page.getByRole('button', { name: redpacket.refused.topUp }).click();
  await expect.poll(() => hashOf(page)).toBe('#/recharge');
});

test('screenshot: hongbao', async ({ page, ownServer }) => {
  await setClock(ownServer, '2025-06-18T10:30:00');
  const name = uniqueName('rp');
  const id = await ownServer.register(name, 'pass1234');
  ownServer.approvedDeposit(id, 150_000, beijing('2025-06-17T20:00:00'));
  ownServer.settledBet(id, 'realbet', 'hqzr', 120_000, beijing('2025-06-18T09:00:00'));
  await loginAt(page, ownServer, '/hongbao', name);
  await expect(page.getByTestId('rp-sendnums')).toHaveText('2');
  await page.screenshot({ path: 'test-results/screenshots/hongbao.png', fullPage: true });
});
