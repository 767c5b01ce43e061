// The member-centre calls served by the promotions feature: avatar upload, profile, agent application.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contract from '../../locales/zh-CN/contract.json';
import { promoMsg } from '../../server/features/promotions/messages';
import type { TestServer } from './harness';
import { member, PNG, startServerWithUploads } from './promotions-fixtures';

const GIF = Buffer.from('474946383961010001000000002c00000000010001000002024401003b', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');

let server: TestServer;
let uploadDir: string;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ server, uploadDir, close } = await startServerWithUploads());
});
afterAll(() => close());

/** POST /api/uploadimg as a browser's FormData would send it; the answer is checked against the contract. */
async function upload(token: string | null, file: { name: string; bytes: Buffer; type?: string } | null) {
  const boundary = `----form${Date.now()}`;
  const parts = file
    ? [
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`),
        file.bytes,
        Buffer.from('\r\n'),
      ]
    : [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`)];
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/uploadimg',
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const json = response.json() as { code: number; message: string; data: { url: string } | null };
  expect(server.deps.validator.responseError('uploadimg', response.statusCode, json)).toBeNull();
  expect(json.code).toBe(response.statusCode);
  return json;
}

const avatarOf = async (token: string) => (await server.api<{ avatar: string }>('/api/user', {}, token)).data.avatar;

describe('avatar upload', () => {
  it('takes a png, stores it under the upload folder, serves it as an image and shows it on the profile', async () => {
    const m = await member(server, 'ava00001');
    const answer = await upload(m.token, { name: 'me.png', bytes: PNG });
    expect(answer).toMatchObject({ code: 200, message: promoMsg.avatarSaved });
    const url = answer.data!.url;
    expect(url).toMatch(new RegExp(`^/files/uploads/avatars/${m.id}-[0-9a-f]{16}\\.png$`));
    expect(await avatarOf(m.token)).toBe(url);
    expect(readdirSync(path.join(uploadDir, 'avatars'))).toContain(path.basename(url));

    const served = await server.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('takes a gif, whatever its name says, and removes the avatar it replaces', async () => {
    const m = await member(server, 'ava00002');
    const first = (await upload(m.token, { name: 'a.png', bytes: PNG })).data!.url;
    const second = await upload(m.token, { name: 'photo.jpg', bytes: GIF, type: 'image/jpeg' });
    expect(second.data!.url).toMatch(/\.gif$/);
    expect(await avatarOf(m.token)).toBe(second.data!.url);
    expect(existsSync(path.join(uploadDir, 'avatars', path.basename(first)))).toBe(false);
  });

  it('refuses a jpeg (even named .png), a file over 1 MB, no file, a visitor and the guest account', async () => {
    const m = await member(server, 'ava00003');
    expect(await upload(m.token, { name: 'me.jpg', bytes: JPEG, type: 'image/jpeg' })).toMatchObject({ code: 422, message: promoMsg.avatarType });
    expect(await upload(m.token, { name: 'fake.png', bytes: JPEG })).toMatchObject({ code: 422, message: promoMsg.avatarType });
    const huge = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    expect(await upload(m.token, { name: 'big.png', bytes: huge })).toMatchObject({ code: 413, message: promoMsg.avatarTooLarge });
    expect(await upload(m.token, null)).toMatchObject({ code: 400, message: promoMsg.avatarMissing });
    expect((await server.apiRaw('/api/uploadimg', {}, m.token)).status).toBe(400);
    expect(await avatarOf(m.token)).toBe('');
    expect((await upload(null, { name: 'me.png', bytes: PNG })).code).toBe(401);
    const guest = await server.login('guest888', 'guest888');
    expect((await upload(guest.data.api_token, { name: 'me.png', bytes: PNG })).code).toBe(403);
  });
});

describe('profile', () => {
  it('saves mobile, email and birthday', async () => {
    const m = await member(server, 'pro00001');
    const saved = await server.api('/api/updateuserinfo', { mobile: '13812345678', email: 'me@example.com', birthday: '1990-05-17' }, m.token);
    expect(saved).toMatchObject({ code: 200, message: promoMsg.profileSaved });
    const user = await server.api('/api/user', {}, m.token);
    expect(user.data).toMatchObject({ mobile: '13812345678', email: 'me@example.com', birthday: '1990-05-17' });
  });

  it.each([
    [{ mobile: '12812345678', email: 'bad', birthday: 'x' }, contract.ProfileUpdateRequest.mobile],
    [{ mobile: '13812345678', email: 'bad@', birthday: 'x' }, contract.ProfileUpdateRequest.email],
    [{ mobile: '13812345678', email: 'a@b.cn', birthday: '1990/05/17' }, contract.ProfileUpdateRequest.birthday],
    [{ mobile: '13812345678', email: 'a@b.cn', birthday: '1990-02-30' }, promoMsg.badBirthday],
    [{ birthday: '2999-01-01' }, promoMsg.badBirthday],
  ])('refuses %o with the first wrong field in order', async (body, message) => {
    const m = await member(server, `pro${Math.random().toString(36).slice(2, 8)}`);
    expect(await server.api('/api/updateuserinfo', body, m.token)).toMatchObject({ message });
  });

  it('refuses the shared guest account', async () => {
    const guest = await server.login('guest888', 'guest888');
    expect((await server.api('/api/updateuserinfo', { mobile: '13812345678' }, guest.data.api_token)).status).toBe(403);
  });

  it('takes today\'s date early in the Beijing morning, and a phone\'s day ahead of Beijing, but no later', async () => {
    server.clock.set(new Date('2025-03-10T07:00:00+08:00')); // still 9 March in UTC
    try {
      const m = await member(server, 'pro00002');
      expect((await server.api('/api/updateuserinfo', { birthday: '2025-03-10' }, m.token)).code).toBe(200);
      expect((await server.api('/api/updateuserinfo', { birthday: '2025-03-11' }, m.token)).code).toBe(200);
      expect((await server.api('/api/updateuserinfo', { birthday: '2025-03-12' }, m.token)).message).toBe(promoMsg.badBirthday);
    } finally {
      server.clock.set(null);
    }
  });
});

describe('agent application', () => {
  it('checks the mobile, then the reason; takes one pending application at a time', async () => {
    const m = await member(server, 'agt00001');
    expect(await server.api('/api/applyagentdo', { mobile: '1381234567', apply_info: 'x' }, m.token)).toMatchObject({ status: 400, message: contract.AgentApplyRequest.mobile });
    expect(await server.api('/api/applyagentdo', { mobile: '13812345678', apply_info: '   ' }, m.token)).toMatchObject({ status: 400, message: contract.AgentApplyRequest.apply_info });
    expect(await server.api('/api/applyagentdo', { mobile: '13812345678' }, m.token)).toMatchObject({ status: 400, message: contract.AgentApplyRequest.apply_info });
    const answers = await Promise.all([1, 2, 3].map(() => server.api('/api/applyagentdo', { mobile: '13812345678', apply_info: '有渠道资源' }, m.token)));
    expect(answers.filter((a) => a.code === 200).map((a) => a.message)).toEqual([promoMsg.agentApplied]);
    expect(answers.filter((a) => a.code === 409).map((a) => a.message)).toEqual(Array(2).fill(promoMsg.agentPending));
  });

  it('tells an agent there is nothing to apply for', async () => {
    const m = await member(server, 'agt00002');
    await server.admin('/admin/user', { username: m.name, isagent: 1 });
    expect(await server.api('/api/applyagentdo', { mobile: '13812345678', apply_info: '想做代理' }, m.token)).toMatchObject({ status: 409, message: promoMsg.agentAlready });
  });
});
