// Cards and USDT addresses: pay password on binding, at most five of each kind, masked numbers, unbinding.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contract from '../../locales/zh-CN/contract.json';
import { walletMsg } from '../../server/features/wallet/messages';
import { startServer, type TestServer } from './harness';
import { bindBank, bindUsdt, ERC20_ADDRESS, member, PAY, TRC20_ADDRESS } from './wallet-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

interface Card {
  id: number;
  type: number;
  bank: string;
  bank_owner: string;
  bank_no: string;
  bank_address: string;
  ico: string;
}

const bank = { bank: '中国工商银行', bank_owner: '张三', bank_no: '6222020200112233445', bank_address: '北京朝阳支行', pay_pass: PAY };

describe('bindcard and getcard', () => {
  it('binds a bank card and answers it masked to the last four digits', async () => {
    const m = await member(server);
    expect(await server.api('/api/bindcard', bank, m.token)).toMatchObject({ code: 200, message: walletMsg.bound });
    const cards = await server.api<Card[]>('/api/getcard', { type: 1 }, m.token);
    expect(cards.data).toEqual([
      { id: expect.any(Number), type: 1, bank: '中国工商银行', bank_owner: '张三', bank_no: '**** **** **** 3445', bank_address: '北京朝阳支行', ico: '/files/wallet/bank.svg' },
    ]);
    expect(JSON.stringify(cards)).not.toContain('62220202001122');
    expect((await server.api<Card[]>('/api/getcard', { type: 2 }, m.token)).data).toEqual([]);
  });

  it('binds USDT addresses of both chains as type 2, the chain in bank_owner', async () => {
    const m = await member(server);
    await bindUsdt(server, m.token, 'TRC20');
    await bindUsdt(server, m.token, 'ERC20');
    const cards = await server.api<Card[]>('/api/getcard', { type: 2 }, m.token);
    expect(cards.data.map((c) => [c.type, c.bank, c.bank_owner, c.bank_no, c.ico])).toEqual([
      [2, 'USDT', 'TRC20', `**** ${TRC20_ADDRESS.slice(-4)}`, '/files/wallet/usdt-trc20.svg'],
      [2, 'USDT', 'ERC20', `**** ${ERC20_ADDRESS.slice(-4)}`, '/files/wallet/usdt-erc20.svg'],
    ]);
    expect((await server.api<Card[]>('/api/getcard', { type: 1 }, m.token)).data).toEqual([]);
  });

  it.each([
    [{ bank_owner: '' }, contract.BindCardRequest.bank_owner],
    [{ bank_owner: '   ' }, walletMsg.ownerRequired],
    [{ bank: 'Nowhere Bank' }, walletMsg.bankUnknown],
    [{ bank_address: '' }, contract.BindCardRequest.bank_address],
    [{ bank_no: '1234567' }, contract.BindCardRequest.bank_no],
    [{ bank_no: '1234abcd5678' }, walletMsg.cardDigits],
    [{ pay_pass: '12345' }, contract.BindCardRequest.pay_pass],
    [{ pay_pass: 'wrong-pass' }, walletMsg.payPasswordWrong],
    [{ bank: 'USDT', bank_owner: 'BEP20', bank_no: TRC20_ADDRESS }, walletMsg.protocolRequired],
    [{ bank: 'USDT', bank_owner: 'TRC20', bank_no: ERC20_ADDRESS }, walletMsg.addressFormat],
    [{ bank: 'USDT', bank_owner: 'ERC20', bank_no: TRC20_ADDRESS }, walletMsg.addressFormat],
  ])('refuses %o: %s', async (patch, message) => {
    const m = await member(server);
    const answer = await server.api('/api/bindcard', { ...bank, ...patch }, m.token);
    expect(answer.code).not.toBe(200);
    expect(answer.message).toBe(message);
    expect((await server.api<Card[]>('/api/getcard', { type: 1 }, m.token)).data).toEqual([]);
  });

  it('refuses the same number twice', async () => {
    const m = await member(server);
    await bindBank(server, m.token);
    expect(await server.api('/api/bindcard', bank, m.token)).toMatchObject({ code: 409, message: walletMsg.cardTaken });
    await bindUsdt(server, m.token);
    expect((await server.api('/api/bindcard', { bank: 'USDT', bank_owner: 'TRC20', bank_no: TRC20_ADDRESS, pay_pass: PAY }, m.token)).message).toBe(walletMsg.addressTaken);
  });

  it('binds at most five of each kind, even when six are sent at once', async () => {
    const m = await member(server);
    const answers = await Promise.all(
      Array.from({ length: 7 }, (_, i) => server.api('/api/bindcard', { ...bank, bank_no: `62220000111122${i}0` }, m.token)),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.code === 422).every((a) => a.message === walletMsg.bankCardLimit(5))).toBe(true);
    expect((await server.api<Card[]>('/api/getcard', { type: 1 }, m.token)).data).toHaveLength(5);
    // the other kind has its own five
    expect((await server.api('/api/bindcard', { bank: 'USDT', bank_owner: 'TRC20', bank_no: TRC20_ADDRESS, pay_pass: PAY }, m.token)).code).toBe(200);
  });

  it('holds back a member after five wrong pay passwords, and only that member', async () => {
    const m = await member(server);
    const other = await member(server);
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await server.api('/api/bindcard', { ...bank, pay_pass: 'wrong-pass' }, m.token));
    expect(answers.slice(0, 4).every((a) => a.message === walletMsg.payPasswordWrong)).toBe(true);
    expect(answers[4]).toMatchObject({ code: 429, message: walletMsg.payPasswordLocked(15) });
    expect((await server.api('/api/bindcard', bank, m.token)).code).toBe(429);
    expect((await server.api('/api/bindcard', bank, other.token)).code).toBe(200);
  });
});

describe('delcard', () => {
  it('unbinds one of the member\'s own cards only', async () => {
    const m = await member(server);
    const other = await member(server);
    const id = await bindBank(server, m.token);
    expect(await server.api('/api/delcard', { id }, other.token)).toMatchObject({ code: 404, message: walletMsg.cardUnknown });
    expect(await server.api('/api/delcard', { id }, m.token)).toMatchObject({ code: 200, message: walletMsg.unbound });
    expect((await server.api<Card[]>('/api/getcard', { type: 1 }, m.token)).data).toEqual([]);
    expect((await server.api('/api/delcard', { id }, m.token)).code).toBe(404);
  });
});
