// Registration, login, tokens and passwords.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contract from '../../locales/zh-CN/contract.json';
import { msg } from '../../server/base/messages';
import { startServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ loginMaxFailures: 3, loginLockSeconds: 60 });
});
afterAll(() => server.close());

describe('register → login → user', () => {
  it('registers, logs in and reads the profile with the token', async () => {
    const first = await server.register('alice01', 'alicepw1');
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const login = await server.login('alice01', 'alicepw1');
    expect(login).toMatchObject({ code: 200, message: msg.loggedIn });

    const user = await server.api<{ username: string; balance: string; vip: number; current_vip: string; joinday: number }>(
      '/api/user',
      {},
      login.data.api_token,
    );
    expect(user.code).toBe(200);
    expect(user.data).toMatchObject({ username: 'alice01', balance: '0.00', vip: 1, current_vip: 'VIP1', joinday: 1 });
  });

  it('gives code 401 for no token, a bad token and an expired one', async () => {
    expect((await server.api('/api/user')).code).toBe(401);
    expect((await server.api('/api/user', {}, 'not-a-token')).code).toBe(401);

    const token = await server.register('bobby01');
    expect((await server.api('/api/balance', {}, token)).code).toBe(200);
    await server.admin('/admin/expire-tokens', { username: 'bobby01' });
    const after = await server.api('/api/balance', {}, token);
    expect(after).toMatchObject({ status: 401, code: 401, message: msg.sessionExpired });
  });

  it('expires tokens after their time to live', async () => {
    const token = await server.register('carol01');
    server.clock.set(new Date(Date.now() + server.config.tokenTtlSeconds * 1000 + 1000));
    try {
      expect((await server.api('/api/user', {}, token)).code).toBe(401);
    } finally {
      server.clock.set(null);
    }
  });

  it('stores only hashes of passwords and tokens', async () => {
    const token = await server.register('dave0001', 'plainpw1');
    const row = server.deps.db.prepare("SELECT password_hash, pay_password_hash FROM users WHERE username = 'dave0001'").get() as {
      password_hash: string;
      pay_password_hash: string;
    };
    // scrypt at the server's cost (the production one unless PASSWORD_SCRYPT_N lowers it, as for these tests).
    const scheme = `scrypt$${server.config.passwordCost}$8$1$`;
    expect(row.password_hash.startsWith(scheme), row.password_hash).toBe(true);
    expect(row.pay_password_hash.startsWith(scheme), row.pay_password_hash).toBe(true);
    expect(JSON.stringify(server.snapshot())).not.toContain('plainpw1');
    expect(JSON.stringify(server.snapshot())).not.toContain(token);
  });

  it('ends the session on logoff, and logoff always succeeds', async () => {
    const token = await server.register('erin0001');
    expect((await server.api('/api/logoff', {}, token)).code).toBe(200);
    expect((await server.api('/api/user', {}, token)).code).toBe(401);
    expect((await server.api('/api/logoff', {}, 'whatever')).code).toBe(200);
  });
});

describe('registration rules', () => {
  const base = { name: 'frank001', realname: 'frank001', password: 'secret1', confirmPass: 'secret1', paypassword: 'secret1', code: 'x1' };

  it.each([
    [{ name: 'abc' }, contract.RegisterRequest.name],
    [{ name: 'abc_def!' }, contract.RegisterRequest.name],
    [{ name: 'a'.repeat(17) }, contract.RegisterRequest.name],
    [{ password: '12345', confirmPass: '12345' }, contract.RegisterRequest.password],
    [{ confirmPass: 'secret2' }, msg.passwordsDiffer],
    [{ code: '' }, contract.RegisterRequest.code],
  ])('refuses %o with its message', async (patch, message) => {
    const answer = await server.api('/api/register', { ...base, ...patch });
    expect(answer.code).not.toBe(200);
    expect(answer.message).toBe(message);
  });

  it('names the first wrong field in form order', async () => {
    const answer = await server.api('/api/register', { name: 'ab' });
    expect(answer.message).toBe(contract.RegisterRequest.name);
  });

  it('refuses a taken name, whatever its case', async () => {
    await server.register('grace001');
    const answer = await server.api('/api/register', { ...base, name: 'GRACE001' });
    expect(answer).toMatchObject({ code: 409, message: msg.nameTaken });
  });

  it('registers under an inviter by uid and refuses an unknown one', async () => {
    const inviterToken = await server.register('henry001');
    const inviter = await server.api<{ uid: string; id: number }>('/api/user', {}, inviterToken);
    await server.register('ivy00001', 'secret1', { pid: inviter.data.uid });
    const row = server.deps.db.prepare("SELECT inviter_id FROM users WHERE username = 'ivy00001'").get();
    expect(row).toEqual({ inviter_id: inviter.data.id });

    const unknown = await server.api('/api/register', { ...base, name: 'jack0001', pid: '1' });
    expect(unknown).toMatchObject({ code: 422, message: msg.inviterUnknown });
  });

  it('lets one of two simultaneous registrations of a name through', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => server.api('/api/register', { ...base, name: 'kate0001' })));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 409)).toHaveLength(2);
  });
});

describe('login', () => {
  it('refuses a wrong password and an unknown name alike', async () => {
    await server.register('leo00001', 'rightpw1');
    const wrong = await server.login('leo00001', 'wrongpw1');
    const unknown = await server.login('nobody01', 'rightpw1');
    expect(wrong).toMatchObject({ code: 422, message: msg.badCredentials });
    expect(unknown).toMatchObject({ code: 422, message: msg.badCredentials });
  });

  it('asks for both fields', async () => {
    expect((await server.api('/api/login_pc', { name: 'leo00001' })).message).toBe(contract.LoginRequest.password);
  });

  it('holds a name back after repeated failures, then lets it in again', async () => {
    await server.register('mia00001', 'rightpw1');
    for (let i = 0; i < 2; i += 1) expect((await server.login('mia00001', 'nope0000')).code).toBe(422);
    const locked = await server.login('mia00001', 'nope0000');
    expect(locked).toMatchObject({ code: 429, message: msg.tooManyLogins(1) });
    expect((await server.login('mia00001', 'rightpw1')).code).toBe(429);

    const realNow = Date.now;
    Date.now = () => realNow() + 61_000;
    try {
      expect((await server.login('mia00001', 'rightpw1')).code).toBe(200);
    } finally {
      Date.now = realNow;
    }
  });
});

describe('password changes', () => {
  it('changes the login password, ends every session and takes the new one', async () => {
    const token = await server.register('nina0001', 'oldpass1');
    const other = (await server.login('nina0001', 'oldpass1')).data.api_token;

    expect((await server.api('/api/editPassword', { password: 'badold11', paypassword: 'newpass1' }, token)).message).toBe(
      msg.wrongOldPassword,
    );
    expect((await server.api('/api/editPassword', { password: 'oldpass1', paypassword: 'oldpass1' }, token)).message).toBe(
      msg.samePassword,
    );
    const changed = await server.api('/api/editPassword', { password: 'oldpass1', paypassword: 'newpass1' }, token);
    expect(changed).toMatchObject({ code: 200, message: msg.passwordChanged });

    expect((await server.api('/api/user', {}, token)).code).toBe(401);
    expect((await server.api('/api/user', {}, other)).code).toBe(401);
    expect((await server.login('nina0001', 'oldpass1')).code).toBe(422);
    expect((await server.login('nina0001', 'newpass1')).code).toBe(200);
  });

  it('changes the pay password after checking the old one', async () => {
    const token = await server.register('omar0001', 'loginpw1');
    expect((await server.api('/api/editPayPassword', { password: 'wrong111', paypassword: 'newpay11' }, token)).message).toBe(
      msg.wrongOldPayPassword,
    );
    const changed = await server.api('/api/editPayPassword', { password: 'loginpw1', paypassword: 'newpay11' }, token);
    expect(changed.code).toBe(200);
    expect((await server.api('/api/user', {}, token)).code).toBe(200);
  });
});
