// Every list screen with rows in it, worth a human look at the 390×844 phone size (test-results/screenshots/lists-*):
// one member on this worker's own server with a deposit, transfers, settled bets and their rebates, a red packet,
// and promotion applications, so each list draws its rows.
import { expect, test, type OwnServer } from './promotions-server';
import { moveTo, openAnew, settled, stillForPicture, watchRequests } from './screenSettled';
import { uniqueName } from './support';

const beijing = (text: string) => new Date(`${text}+08:00`);

/** A member with rows in every list; answers the session's token. */
async function memberWithRows(server: OwnServer): Promise<string> {
  const name = uniqueName('ls');
  const id = await server.register(name, 'pass1234');
  const login = await server.post<{ api_token: string }>('/api/login_pc', { name, password: 'pass1234' });
  const token = login.data.api_token;
  // The red packet: drawn in its window, the day after a deposit.
  expect((await server.admin('/admin/clock', { now: beijing('2025-06-18T10:30:00').toISOString() })).code).toBe(200);
  server.approvedDeposit(id, 20_000, beijing('2025-06-17T20:00:00'));
  expect((await server.post('/api/douserredpacket', {}, token)).code).toBe(200);
  await server.admin('/admin/clock', { now: null });
  // Today: a deposit, bets settled (lost) and their rebates, a transfer each way, two applications (one approved).
  server.approvedDeposit(id, 50_000, new Date(Date.now() - 120_000));
  server.settledBet(id, 'realbet', 'hqzr', 100_000, new Date(Date.now() - 60_000));
  server.settledBet(id, 'sport', 'ldty', 30_000, new Date(Date.now() - 60_000));
  await server.admin('/admin/settle-rebates', {});
  expect((await server.post('/api/transfer', { amount: '1', sourcetype: 'userbalance', targettype: 'hqzr' }, token)).code).toBe(200);
  expect((await server.post('/api/transfer', { amount: '1', sourcetype: 'hqzr', targettype: 'userbalance' }, token)).code).toBe(200);
  const activities = await server.post<{ data: { id: number }[] }>('/api/activitylist', { type: 0, page: 1 });
  for (const activity of activities.data.data.slice(0, 2)) await server.post('/api/doactivityapply', { activityid: activity.id }, token);
  const applications = await server.post<{ data: { id: number }[] }>('/api/activityApplyLog', { page: 1 }, token);
  const first = applications.data.data[0];
  if (first) await server.admin('/admin/activity-apply', { id: first.id, state: 2 });
  return token;
}

const LISTS = [
  ['transRecord', '/transRecord'],
  ['transRecord-in', '/transRecord?type=3'],
  ['transRecord-out', '/transRecord?type=4'],
  ['betRecord', '/betRecord'],
  ['fanshui', '/fanshui'],
  ['welfare', '/welfare'],
  ['activityRecord', '/activityRecord'],
  ['message', '/message'],
  ['activity', '/activity'],
  ['activity_old', '/activity_old'],
  ['lottery', '/lottery'],
  ['lottery-rooms', '/lottery?name=pc28'],
] as const;

test('screenshots: every list screen with rows', async ({ page, ownServer }) => {
  test.setTimeout(120_000);
  const token = await memberWithRows(ownServer);
  await page.addInitScript((t) => localStorage.setItem('app.token', t), token);
  const requests = watchRequests(page);
  await openAnew(page, `${ownServer.baseURL}/#/mine`);
  for (const [file, path] of LISTS) {
    // A link's move from one list to the next (the same list with another filter opened anew).
    await moveTo(page, path);
    await expect(page.locator('.list-screen-item').first()).toBeVisible();
    await settled(page, requests);
    await stillForPicture(page);
    await page.screenshot({ path: `test-results/screenshots/lists-${file}.png`, fullPage: true });
  }
});
