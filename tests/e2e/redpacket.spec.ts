// The daily red packet worth a human look, on a server of this worker's own (see promotions-server.ts): its clock
// is moved through the admin API and its deposits and bets are written straight into its database. (Drawing inside
// the window, refused outside it, and below every tier: tests/component/welfare-journeys.test.tsx, on the same
// server code.)
import { expect, test, type OwnServer } from './promotions-server';
import { uniqueName } from './support';

const beijing = (text: string) => new Date(`${text}+08:00`);

async function setClock(server: OwnServer, at: string) {
  expect((await server.admin('/admin/clock', { now: beijing(at).toISOString() })).code).toBe(200);
}

test.afterEach(async ({ ownServer }) => {
  await ownServer.admin('/admin/clock', { now: null });
});

test('screenshot: hongbao', async ({ page, ownServer }) => {
  await setClock(ownServer, '2025-06-18T10:30:00');
  const name = uniqueName('rp');
  const id = await ownServer.register(name, 'pass1234');
  ownServer.approvedDeposit(id, 150_000, beijing('2025-06-17T20:00:00'));
  ownServer.settledBet(id, 'realbet', 'hqzr', 120_000, beijing('2025-06-18T09:00:00'));
  // Logged in by the token put in storage: the login form has tests of its own.
  const login = await ownServer.post<{ api_token: string }>('/api/login_pc', { name, password: 'pass1234' });
  await page.addInitScript((token) => localStorage.setItem('app.token', token), login.data.api_token);
  await page.goto(`${ownServer.baseURL}/#/hongbao`);
  await expect(page.getByTestId('rp-sendnums')).toHaveText('2');
  await page.screenshot({ path: 'test-results/screenshots/hongbao.png', fullPage: true });
});
