// The legacy Vue client's real requests (bodies as Kova1024/betbobmobile's views send them through src/http/api.js):
// the reference server takes them (liberal on input) and still answers only what the contract promises (the harness
// checks every answer); bad input still gets a clear message and never a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contract from '../../locales/zh-CN/contract.json';
import { walletMsg } from '../../server/features/wallet/messages';
import { startServer, type TestServer } from './harness';

let server: TestServer;
let token: string;
const USER = 'legacy01';

beforeAll(async () => {
  server = await startServer();
  token = await server.register(USER, 'legacy123');
  await server.admin('/admin/credit', { username: USER, amount: '1000.00' });
});
afterAll(() => server.close());

/** Not refused as malformed (400): the call went through to the rules a player can meet. */
const taken = (answer: { status: number; message: string }) => {
  expect(answer.status, answer.message).not.toBe(400);
  expect(answer.status).toBeLessThan(500);
};

describe('what the legacy client sends', () => {
  it('recharge.vue: the amount as a number (that.amount * 1), and answers the deposit number in the message too', async () => {
    const answer = await server.apiRaw<{ deposit_no: string }>('/api/recharge', { paytype: 'usdt', amount: 500, catepay: 'TRC20' }, token);
    expect(answer.code).toBe(200);
    expect(answer.message).toBe(answer.data.deposit_no);
  });

  it('transfer.vue: the amount as a number', async () => {
    const venues = await server.apiRaw<{ platname: string }[]>('/api/balancelist', {}, token);
    const answer = await server.apiRaw('/api/transfer', { amount: 100, sourcetype: 'userbalance', targettype: venues.data[0]!.platname }, token);
    expect(answer.code).toBe(200);
  });

  it('concise.vue: gamelistBycode with platform_name (and a provider in capitals)', async () => {
    const answer = await server.apiRaw<unknown[]>('/api/gamelistBycode', { platform_name: 'PP' });
    expect(answer.code).toBe(200);
    expect(answer.data.length).toBeGreaterThan(0);
  });

  it('gamePage.vue: game_type as the hall\'s category name', async () => {
    const list = await server.call<{ platform_name: string }[]>('GET', '/api/game/list', undefined, { query: { category: 'realbet' } });
    taken(await server.apiRaw('/api/getGameUrl', { plat_name: list.data[0]!.platform_name, game_type: 'realbet', is_mobile_url: 1 }, token));
  });

  it('transRecord.vue and betRecord.vue: a type and date from the route query (strings), api_type empty', async () => {
    expect((await server.apiRaw('/api/gettransrecord', { date: '4', type: '1', page: 1, api_type: '' }, token)).code).toBe(200);
    expect((await server.apiRaw('/api/betrecord', { date: '4', page: '1', api_type: '' }, token)).code).toBe(200);
  });

  it('fanshui.vue: type \'\' as absent', async () => {
    expect((await server.apiRaw('/api/getfanshui', { date: 4, page: 1, api_type: '', type: '' }, token)).code).toBe(200);
  });

  it('mine.vue and activity.vue: activitylist with the type as a string', async () => {
    expect((await server.apiRaw('/api/activitylist', { type: '0' })).code).toBe(200);
  });

  it('userInfo.vue and applyagent.vue: mobile numbers with the 86 / 0 / 17951 prefixes its check allows', async () => {
    expect((await server.apiRaw('/api/updateuserinfo', { mobile: '8613800138000', email: 'a@b.cn', birthday: '1990-01-01' }, token)).code).toBe(200);
    expect((await server.apiRaw('/api/applyagentdo', { mobile: '013800138001', apply_info: 'I know players' }, token)).code).toBe(200);
  });

  it('login.vue and password.vue: passwords and names up to its inputs\' 32 characters (our forms keep the spec\'s 16)', async () => {
    const password = 'p'.repeat(32);
    const realname = '名'.repeat(20);
    const registered = await server.apiRaw('/api/register', { name: 'legacy02', password, confirmPass: password, realname, paypassword: 'pay123', code: 'ab12' });
    expect(registered.code, registered.message).toBe(200);
    const session = (await server.login('legacy02', password)).data.api_token;
    const wrong = await server.apiRaw('/api/login_pc', { name: 'n'.repeat(32), password });
    expect(wrong.status).not.toBe(400); // a long name is simply not an account
    expect((await server.apiRaw('/api/editPassword', { password, paypassword: 'newpass1' }, session)).code).toBe(200);
  });

  it('withdrawal.vue: the card id as a string and the amount as a number reach the withdrawal rules', async () => {
    taken(await server.apiRaw('/api/withdraw', { amount: 100, bank: '1', password: 'legacy123' }, token));
  });
});

describe('bad input is still refused, clearly and without a 5xx', () => {
  it.each([
    ['/api/recharge', { paytype: 'usdt', amount: 'lots', catepay: 'TRC20' }, walletMsg.amountInvalid],
    ['/api/transfer', { amount: -5, sourcetype: 'userbalance', targettype: 'pp' }, walletMsg.amountRequired],
    ['/api/gamelistBycode', { platform_name: '' }, contract.GameCodeRequest.gamecode],
    ['/api/updateuserinfo', { mobile: '12345', email: '', birthday: '' }, contract.ProfileUpdateRequest.mobile],
    ['/api/applyagentdo', { mobile: '8612345', apply_info: 'x' }, contract.AgentApplyRequest.mobile],
    ['/api/login_pc', { name: 'legacy01', password: 'p'.repeat(33) }, contract.LoginRequest.password],
  ])('%s %j', async (path, body, message) => {
    const answer = await server.apiRaw(path, body, token);
    expect(answer.status).toBe(400);
    expect(answer.message).toBe(message);
  });

  it('a type that is no number stays refused', async () => {
    const answer = await server.apiRaw('/api/gettransrecord', { type: 'deposits' }, token);
    expect(answer.status).toBe(400);
    expect(answer.message).not.toBe('');
  });
});
