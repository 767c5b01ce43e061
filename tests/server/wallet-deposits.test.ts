// Deposits: methods and ranges, creation (pending, nothing moves), pay details, and the admin's one review.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contract from '../../locales/zh-CN/contract.json';
import { msg } from '../../server/base/messages';
import { walletMsg } from '../../server/features/wallet/messages';
import { seedBrand } from '../../server/brandSeed';
import { startServer, type TestServer } from './harness';
import { balanceFen, member, totalFen } from './wallet-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const bankBody = { paytype: 'bank', amount: '300', bank_owner: '张三', bank: '工商银行', bank_no: '6222000011112222', bank_address: '北京朝阳支行' };

describe('methods, ranges and receiving accounts', () => {
  it('answers the pay-way flags (alipay off in the demo data)', async () => {
    const m = await member(server);
    const answer = await server.call('GET', '/api/get_pay_way', undefined, { token: m.token });
    expect(answer.data).toEqual({ card: 1, usdt: 1, wechat: 1, alipay: 0 });
  });

  it.each([
    ['bank', '100.00', '50000.00'],
    ['usdt-trc20', '100.00', '100000.00'],
    ['usdt-erc20', '500.00', '100000.00'],
    ['wechat', '100.00', '5000.00'],
  ])('answers the range of %s', async (type, min, max) => {
    const m = await member(server);
    expect((await server.apiRaw('/api/getPayRange', { type }, m.token)).data).toEqual({ min_price: min, max_price: max });
  });

  it('lists the banks to bind and the site\'s receiving bank account', async () => {
    const m = await member(server);
    const banks = await server.api<{ bank_name: string }[]>('/api/banklist', {}, m.token);
    expect(banks.data.length).toBeGreaterThanOrEqual(10);
    expect(banks.data[0]!.bank_name).toBe('中国工商银行');
    const accounts = await server.api<{ bank_no: string; bank_owner: string }[]>('/api/getpaybank', {}, m.token);
    expect(accounts.data).toHaveLength(1);
    expect(accounts.data[0]).toMatchObject({ bank_name: '中国建设银行', bank_owner: seedBrand().company });
  });
});

describe('recharge', () => {
  it('creates a pending bank deposit that moves nothing, with the spec\'s message', async () => {
    const m = await member(server);
    const ledgerBefore = server.snapshot().ledger;
    const answer = await server.api<{ deposit_no: string }>('/api/recharge', bankBody, m.token);
    expect(answer.code).toBe(200);
    expect(answer.data.deposit_no).toMatch(/^D\d{14}\d{6}$/);
    expect(answer.message).toBe(answer.data.deposit_no); // the spec's section 7: the message is the deposit number
    expect(server.snapshot().ledger).toEqual(ledgerBefore);
    const row = server.deps.db.prepare('SELECT state, amount_fen, depositor, bank FROM deposits WHERE deposit_no = ?').get(answer.data.deposit_no);
    expect(row).toEqual({ state: 1, amount_fen: 30_000, depositor: '张三', bank: '工商银行' });
  });

  it.each([
    [{ bank_owner: '' }, walletMsg.depositorRequired],
    [{ bank_owner: '   ' }, walletMsg.depositorRequired],
    [{ bank: '' }, walletMsg.bankTypeRequired],
    [{ bank_no: '' }, walletMsg.bankNoRequired],
    [{ bank_address: undefined }, walletMsg.bankAddressRequired],
    [{ amount: '99.99' }, walletMsg.amountRange(10_000, 5_000_000)],
    [{ amount: '50000.01' }, walletMsg.amountRange(10_000, 5_000_000)],
  ])('refuses a bank deposit with %o: %s', async (patch, message) => {
    const m = await member(server);
    const answer = await server.apiRaw('/api/recharge', { ...bankBody, ...patch }, m.token);
    expect(answer).toMatchObject({ code: 422, message });
  });

  it('checks the bank fields before the amount, in the spec\'s order', async () => {
    const m = await member(server);
    const answer = await server.api('/api/recharge', { paytype: 'bank', amount: '1' }, m.token);
    expect(answer.message).toBe(walletMsg.depositorRequired);
  });

  it('uses the chain\'s range for USDT and refuses a closed method', async () => {
    const m = await member(server);
    expect((await server.api('/api/recharge', { paytype: 'usdt', catepay: 'ERC20', amount: '200' }, m.token)).message).toBe(walletMsg.amountRange(50_000, 10_000_000));
    expect((await server.api('/api/recharge', { paytype: 'usdt', amount: '200' }, m.token)).code).toBe(200);
    expect((await server.api('/api/recharge', { paytype: 'alipay', amount: '200' }, m.token))).toMatchObject({ code: 422, message: walletMsg.payWayClosed });
  });

  it('refuses the same deposit twice in a row (a double tap), and more than five pending', async () => {
    const m = await member(server);
    const twins = await Promise.all([1, 2].map(() => server.api('/api/recharge', { paytype: 'wxpay', amount: '150' }, m.token)));
    expect(twins.map((a) => a.code).sort()).toEqual([200, 409]);
    expect(twins.find((a) => a.code === 409)!.message).toBe(walletMsg.duplicateRequest);
    for (const amount of ['151', '152', '153', '154']) expect((await server.api('/api/recharge', { paytype: 'wxpay', amount }, m.token)).code).toBe(200);
    expect(await server.api('/api/recharge', { paytype: 'wxpay', amount: '155' }, m.token)).toMatchObject({ code: 422, message: walletMsg.tooManyPendingDeposits });
  });

  it('refuses the guest trial account', async () => {
    const guest = (await server.login('guest888', 'guest888')).data.api_token;
    expect(await server.api('/api/recharge', { paytype: 'wxpay', amount: '150' }, guest)).toMatchObject({ code: 403, message: msg.guestNoMoney });
  });
});

describe('payinfo', () => {
  it('answers a USDT deposit with its amount, time, the chain\'s address and a QR image', async () => {
    const m = await member(server);
    const created = await server.api<{ deposit_no: string }>('/api/recharge', { paytype: 'usdt', catepay: 'TRC20', amount: '720' }, m.token);
    expect(created.message).toBe(created.data.deposit_no); // the spec's section 7: the message is the deposit number
    const info = await server.api<{ info: { amount: string; created_at: string; paytype: string; state: number }; cardlist: { mch_id: string; content: string; payimg: string }; server_time: string }>(
      '/api/payinfo',
      { deposit_no: created.data.deposit_no },
      m.token,
    );
    expect(info.message).toBe('usdtpay');
    expect(info.data.info).toMatchObject({ amount: '720.00', paytype: 'usdt', state: 1 });
    expect(info.data.info.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(info.data.server_time >= info.data.info.created_at).toBe(true); // the countdown runs on the server's clock
    expect(info.data.cardlist).toMatchObject({ mch_id: 'TpK1i4o72wKryrHYVisbYq8qEvVA38xLFn', content: 'TRC20' });
    expect(info.data.cardlist.payimg).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(info.data.cardlist.payimg.split(',')[1]!, 'base64').toString()).toContain('<svg');
  });

  it('never shows another member\'s deposit', async () => {
    const owner = await member(server);
    const other = await member(server);
    const created = await server.api<{ deposit_no: string }>('/api/recharge', { paytype: 'wxpay', amount: '100' }, owner.token);
    expect(await server.api('/api/payinfo', { deposit_no: created.data.deposit_no }, other.token)).toMatchObject({ code: 404, message: walletMsg.depositUnknown });
    expect((await server.api('/api/payinfo', { deposit_no: 'bad-no' }, other.token)).message).toBe(contract.PayInfoRequest.deposit_no);
  });

  it("takes a deposit number in another back end's form as a number (not found here), and refuses a sentence or nothing", async () => {
    const m = await member(server);
    for (const number of ['cz-2023-0001', 'pay_2026.11.28_0001']) {
      expect(await server.api('/api/payinfo', { deposit_no: number }, m.token)).toMatchObject({ code: 404, message: walletMsg.depositUnknown });
      expect(await server.admin('/admin/deposit', { deposit_no: number, approve: true })).toMatchObject({ code: 404, message: walletMsg.depositUnknown });
    }
    for (const refused of ['', 'order cz-2023-0001', '订单创建成功', 'OK']) {
      expect((await server.api('/api/payinfo', { deposit_no: refused }, m.token)).message).toBe(contract.PayInfoRequest.deposit_no);
      expect((await server.admin('/admin/deposit', { deposit_no: refused, approve: true })).code).toBe(400);
    }
  });
});

describe('/admin/deposit', () => {
  it('approves once: credits the amount (kind deposit), raises paysum and the turnover owed', async () => {
    const m = await member(server);
    const created = await server.api<{ deposit_no: string }>('/api/recharge', bankBody, m.token);
    const approved = await server.admin('/admin/deposit', { deposit_no: created.data.deposit_no, approve: true });
    expect(approved).toMatchObject({ code: 200, data: { state: 2, balance: '300.00' } });
    expect(balanceFen(server, m.id)).toBe(30_000);
    const user = await server.api<{ paysum: string }>('/api/user', {}, m.token);
    expect(user.data.paysum).toBe('300.00');
    expect((await server.api<{ bet_amount: string }>('/api/getBetAmount', {}, m.token)).data.bet_amount).toBe('300.00');
    const rows = server.deps.db.prepare("SELECT kind, amount_fen FROM ledger WHERE ref = ?").all(created.data.deposit_no);
    expect(rows).toEqual([{ kind: 'deposit', amount_fen: 30_000 }]);

    for (const approve of [true, false]) {
      expect(await server.admin('/admin/deposit', { deposit_no: created.data.deposit_no, approve })).toMatchObject({ code: 409, message: walletMsg.depositReviewed });
    }
    expect(balanceFen(server, m.id)).toBe(30_000);
  });

  it('credits once when approvals race', async () => {
    const m = await member(server);
    const created = await server.api<{ deposit_no: string }>('/api/recharge', bankBody, m.token);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => server.admin('/admin/deposit', { deposit_no: created.data.deposit_no, approve: i % 2 === 0 })));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    const state = server.deps.db.prepare('SELECT state FROM deposits WHERE deposit_no = ?').pluck().get(created.data.deposit_no);
    expect(balanceFen(server, m.id)).toBe(state === 2 ? 30_000 : 0);
    expect(totalFen(server)).toBe(0);
  });

  it('rejects: state 3, nothing moves', async () => {
    const m = await member(server);
    const created = await server.api<{ deposit_no: string }>('/api/recharge', bankBody, m.token);
    const ledgerBefore = server.snapshot().ledger;
    expect(await server.admin('/admin/deposit', { deposit_no: created.data.deposit_no, approve: false })).toMatchObject({ code: 200, data: { state: 3 } });
    expect(server.snapshot().ledger).toEqual(ledgerBefore);
    expect((await server.api<{ paysum: string }>('/api/user', {}, m.token)).data.paysum).toBe('0.00');
  });

  it('knows only real deposits and needs the admin token', async () => {
    expect(await server.admin('/admin/deposit', { deposit_no: 'D000', approve: true })).toMatchObject({ code: 404, message: walletMsg.depositUnknown });
    expect((await server.admin('/admin/deposit', { deposit_no: 'D000' })).code).toBe(400);
    expect((await server.call('POST', '/admin/deposit', { deposit_no: 'D000', approve: true })).code).toBe(403);
  });
});
