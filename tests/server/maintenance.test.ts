// During maintenance (site_state 0) the server refuses money, bet and red-packet calls with the repair text,
// whatever page a player still has open; reading calls and the site settings keep answering.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAINTENANCE_REFUSED } from '../../server/http/maintenance';
import { startServer, type TestServer } from './harness';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  token = await server.register('maint001');
  await server.admin('/admin/credit', { username: 'maint001', amount: '500' });
});
afterAll(() => server.close());

const REPAIR = '系统升级中，请稍后再来';
const transfer = { amount: '100', sourcetype: 'userbalance', targettype: 'ldty' };

describe('maintenance', () => {
  it('refuses every money, bet and red-packet call with the repair text, and lets them through again after', async () => {
    await server.admin('/admin/settings', { site_state: 0, repair_tips: REPAIR });
    const before = server.snapshot();
    for (const op of server.contract.operations.filter((o) => MAINTENANCE_REFUSED.includes(o.operationId as never))) {
      const answer = await server.call(op.method, op.path, {}, { token });
      expect(answer, op.operationId).toMatchObject({ status: 503, message: REPAIR });
    }
    expect(server.snapshot()).toEqual(before);
    expect((await server.api<{ site_state: number }>('/api/app')).data.site_state).toBe(0);
    expect((await server.api('/api/balance', {}, token)).code).toBe(200);

    await server.admin('/admin/settings', { site_state: 1 });
    expect((await server.api('/api/transfer', transfer, token)).code).toBe(200);
  });

  it('guards the money calls by name: a transfer, a bet and a red packet are among them', () => {
    expect(MAINTENANCE_REFUSED).toEqual(expect.arrayContaining(['transfer', 'recharge', 'withdraw', 'lotteryOrder', 'douserredpacket']));
  });
});
