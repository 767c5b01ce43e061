// The foundation rows of the admin API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../server/base/messages';
import { ADMIN_TOKEN, startServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('admin API', () => {
  it('refuses a missing or wrong admin token, and a member token', async () => {
    expect(await server.call('POST', '/admin/settings', { site_state: 0 })).toMatchObject({ status: 403, message: msg.adminDenied });
    expect((await server.call('POST', '/admin/settings', { site_state: 0 }, { token: `${ADMIN_TOKEN}x` })).status).toBe(403);
    const member = await server.register('admin001');
    expect((await server.call('POST', '/admin/settings', { site_state: 0 }, { token: member })).status).toBe(403);
    expect((await server.api<{ site_state: number }>('/api/app')).data.site_state).toBe(1);
  });

  it('changes site settings that /api/app then shows', async () => {
    const changed = await server.admin('/admin/settings', { site_state: 0, repair_tips: '维护到十点', redpacket_switch: 0, index_modal: 1, title: '新站名' });
    expect(changed.code).toBe(200);
    const app = await server.api('/api/app');
    expect(app.data).toMatchObject({ site_state: 0, repair_tips: '维护到十点', redpacket_switch: 0, index_modal: 1, title: '新站名' });
    await server.admin('/admin/settings', { site_state: 1 });
  });

  it('validates admin bodies with clear messages', async () => {
    expect(await server.admin('/admin/settings', { site_state: 3 })).toMatchObject({ status: 400, message: msg.badField('site_state') });
    expect(await server.admin('/admin/credit', { username: 'admin001' })).toMatchObject({ status: 400, message: msg.missingField('amount') });
    expect(await server.admin('/admin/credit', { username: 'nobody99', amount: '1' })).toMatchObject({ status: 404, message: msg.unknownMember });
  });

  it('credits and debits a member, never below zero', async () => {
    const token = await server.register('admin002');
    expect((await server.admin('/admin/credit', { username: 'admin002', amount: '150.50' })).data).toMatchObject({ balance: '150.50' });
    expect((await server.admin('/admin/credit', { username: 'admin002', amount: -50 })).data).toMatchObject({ balance: '100.50' });
    expect(await server.admin('/admin/credit', { username: 'admin002', amount: '-100.51' })).toMatchObject({ status: 422, message: msg.insufficientBalance });
    expect((await server.api<{ balance: string }>('/api/balance', {}, token)).data.balance).toBe('100.50');
  });

  it('sets vip, deposits, turnover and agent status', async () => {
    const token = await server.register('admin003');
    await server.admin('/admin/user', { username: 'admin003', vip: 4, paysum: '5000', flow: '20000.5', isagent: 1 });
    const user = await server.api('/api/user', {}, token);
    expect(user.data).toMatchObject({ vip: 4, current_vip: 'VIP4', paysum: '5000.00', isagent: 1 });
    expect(await server.admin('/admin/user', { username: 'admin003', vip: 11 })).toMatchObject({ status: 400 });
  });

  it('seeds the demo member and the guest trial account', async () => {
    const demo = await server.login('demo888', 'demo888');
    expect(demo.code).toBe(200);
    expect((await server.api<{ balance: string }>('/api/balance', {}, demo.data.api_token)).data.balance).toBe('10000.00');
    expect((await server.login('guest888', 'guest888')).code).toBe(200);
  });
});
