// Parallel avatar uploads leave exactly one file per member, and files no member's row names are swept away.
import { readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepAvatarOrphans } from '../../server/features/promotions/avatars';
import type { TestServer } from './harness';
import { member, PNG, startServerWithUploads } from './promotions-fixtures';

let server: TestServer;
let uploadDir: string;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ server, uploadDir, close } = await startServerWithUploads());
});
afterAll(() => close());

const avatarFiles = () => readdirSync(path.join(uploadDir, 'avatars'));

async function upload(token: string) {
  const boundary = `----form${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/uploadimg',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
  });
  return response.json() as { code: number; data: { url: string } | null };
}

describe('parallel avatar uploads', () => {
  it('leave one file per member on disk: the one the profile names', async () => {
    const members = [await member(server, 'avatar01'), await member(server, 'avatar02')];
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(members.flatMap((m) => Array.from({ length: 20 }, () => upload(m.token))));
      expect(answers.every((a) => a.code === 200)).toBe(true);
    }
    const named = members.map((m) => path.basename(server.deps.db.prepare('SELECT avatar FROM users WHERE id = ?').pluck().get(m.id) as string));
    expect(avatarFiles().sort()).toEqual(named.sort());
  });
});

describe('the orphan sweep', () => {
  it('deletes old files no row names (and left-over temporary ones), keeps the named and the young', async () => {
    const m = await member(server, 'avatar03');
    const kept = path.basename((await upload(m.token)).data!.url);
    const dir = path.join(uploadDir, 'avatars');
    const old = new Date(Date.now() - 24 * 3600 * 1000);
    for (const file of ['999-orphan.png', '.upload-999-half.png']) {
      writeFileSync(path.join(dir, file), PNG);
      utimesSync(path.join(dir, file), old, old);
    }
    writeFileSync(path.join(dir, '998-young.png'), PNG);
    utimesSync(path.join(dir, kept), old, old);

    expect(await sweepAvatarOrphans(server.deps)).toBe(2);
    expect(avatarFiles()).toContain(kept);
    expect(avatarFiles()).toContain('998-young.png');
    expect(avatarFiles()).not.toContain('999-orphan.png');
  });
});
