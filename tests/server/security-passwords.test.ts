// Password limits that hold under a burst of guesses sent at once, a lockout a stranger cannot aim at an owner,
// and the shared guest account that nobody can take over.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../server/base/messages';
import { walletMsg } from '../../server/features/wallet/messages';
import { startServer, type TestServer } from './harness';
import { bindBank, member, PAY } from './wallet-helpers';

const BURST = 200;
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ loginMaxFailures: 5, loginNameMaxFailures: 12, loginLockSeconds: 60 });
});
afterAll(() => server.close());

/** BURST - 1 wrong guesses and the right one last, all sent before any answer comes. */
const burst = <T>(send: (guess: string) => Promise<T>, right: string) =>
  Promise.all(Array.from({ length: BURST }, (_, i) => send(i === BURST - 1 ? right : `wrong${i}`)));

const loginFrom = async (remoteAddress: string, name: string, password: string) => {
  const response = await server.app.inject({ method: 'POST', url: '/api/login_pc', payload: { name, password }, remoteAddress });
  return response.json() as { code: number; message: string };
};

describe('a burst of guesses', () => {
  it('is refused for login, the right password last included', async () => {
    await server.register('burst001', 'rightpw1');
    const answers = await burst((guess) => server.login('burst001', guess), 'rightpw1');
    expect(answers.filter((a) => a.code === 200)).toEqual([]);
    expect(answers.filter((a) => a.message === msg.badCredentials).length).toBeLessThanOrEqual(5);
    expect(answers.at(-1)!.code).toBe(429);
    expect((await server.login('burst001', 'rightpw1')).code).toBe(429);
  });

  it('is refused for the pay password of a withdrawal, the right one last included', async () => {
    const m = await member(server, 5_000, 'bwd');
    const card = await bindBank(server, m.token);
    const answers = await burst((password) => server.api('/api/withdraw', { bank: card, amount: '100', password }, m.token), PAY);
    expect(answers.filter((a) => a.code === 200)).toEqual([]);
    expect(answers.filter((a) => a.message === walletMsg.payPasswordWrong).length).toBeLessThanOrEqual(5);
    expect(answers.at(-1)!.code).toBe(429);
    expect(server.deps.db.prepare('SELECT COUNT(*) FROM wallet_withdrawals WHERE user_id = ?').pluck().get(m.id)).toBe(0);
    // The same count guards card binding: the member's pay password is held back everywhere.
    const bind = await server.api('/api/bindcard', { bank: '中国工商银行', bank_owner: '张三', bank_no: '6222020200112230000', bank_address: '北京朝阳支行', pay_pass: PAY }, m.token);
    expect(bind.code).toBe(429);
  });

  it('is refused for card binding', async () => {
    const m = await member(server, 0, 'bcd');
    const answers = await burst(
      (pay_pass) => server.api('/api/bindcard', { bank: '中国工商银行', bank_owner: '张三', bank_no: '6222020200112233445', bank_address: '北京朝阳支行', pay_pass }, m.token),
      PAY,
    );
    expect(answers.filter((a) => a.code === 200)).toEqual([]);
    expect(server.deps.db.prepare('SELECT COUNT(*) FROM wallet_cards WHERE user_id = ?').pluck().get(m.id)).toBe(0);
  });

  it.each([
    ['/api/editPassword', 'password_hash'],
    ['/api/editPayPassword', 'pay_password_hash'],
  ] as const)('is refused for the old password of %s', async (path, column) => {
    const m = await member(server, 0, 'bed');
    const before = server.deps.db.prepare(`SELECT ${column} FROM users WHERE id = ?`).pluck().get(m.id);
    const answers = await burst((password) => server.api(path, { password, paypassword: 'newpass99' }, m.token), PAY);
    expect(answers.filter((a) => a.code === 200)).toEqual([]);
    expect(answers.at(-1)!.code).toBe(429);
    expect(server.deps.db.prepare(`SELECT ${column} FROM users WHERE id = ?`).pluck().get(m.id)).toBe(before);
  });
});

describe('the login lockout', () => {
  it('holds back the guessing address first: the owner elsewhere still logs in', async () => {
    await server.register('owner001', 'ownerpw1');
    for (let i = 0; i < 5; i++) await loginFrom('10.0.0.66', 'owner001', `guess${i}`);
    expect((await loginFrom('10.0.0.66', 'owner001', 'ownerpw1')).code).toBe(429);
    expect((await loginFrom('10.0.0.7', 'owner001', 'ownerpw1')).code).toBe(200);
  });

  it('holds back the name itself only at the much higher count, from many addresses', async () => {
    await server.register('owner002', 'ownerpw2');
    // 12 failures (the name's count here) spread over addresses that each stay under their pair's count.
    for (let i = 0; i < 12; i++) await loginFrom(`10.0.1.${Math.floor(i / 4)}`, 'owner002', `guess${i}`);
    expect((await loginFrom('10.0.9.9', 'owner002', 'ownerpw2')).code).toBe(429);
  });
});

describe('the shared guest account', () => {
  let guest: string;
  beforeAll(async () => {
    guest = (await server.login('guest888', 'guest888')).data.api_token;
  });

  it.each(['/api/editPassword', '/api/editPayPassword'] as const)('cannot change its passwords through %s', async (path) => {
    const answer = await server.api(path, { password: 'guest888', paypassword: 'taken999' }, guest);
    expect(answer).toMatchObject({ code: 403, message: msg.guestReadOnly });
    expect((await server.login('guest888', 'guest888')).code).toBe(200);
  });

  it('cannot bind or remove cards', async () => {
    const bind = await server.api('/api/bindcard', { bank: '中国工商银行', bank_owner: '张三', bank_no: '6222020200112233445', bank_address: '北京朝阳支行', pay_pass: 'guest888' }, guest);
    expect(bind).toMatchObject({ code: 403, message: msg.guestReadOnly });
    expect((await server.api('/api/delcard', { id: 1 }, guest)).code).toBe(403);
  });

  it('cannot change its profile', async () => {
    expect((await server.api('/api/updateuserinfo', { mobile: '13812345678' }, guest)).code).toBe(403);
  });
});
