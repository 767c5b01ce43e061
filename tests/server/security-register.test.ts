// Registration floods: one address gets a few registrations per window and then a sentence saying how long to wait;
// other addresses are not held back. (Login times under a flood: `npm run bench:register`.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../server/base/messages';
import { startServer, type TestServer } from './harness';

const LIMIT = 3;
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ registerMaxPerAddress: LIMIT, registerWindowSeconds: 3600 });
});
afterAll(() => server.close());

async function registerFrom(remoteAddress: string, name: string) {
  const payload = { name, realname: name, password: 'flood123', confirmPass: 'flood123', paypassword: 'flood123', code: 'ab12' };
  const response = await server.app.inject({ method: 'POST', url: '/api/register', payload, remoteAddress });
  return { status: response.statusCode, ...(response.json() as { code: number; message: string }) };
}

describe('registration from one address', () => {
  it('takes the allowance, then refuses with a sentence saying how long to wait', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => registerFrom('10.1.0.1', `flood${String(i).padStart(3, '0')}`)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(LIMIT);
    const refused = answers.filter((a) => a.code !== 200);
    expect(refused.every((a) => a.status === 429 && a.code === 429)).toBe(true);
    expect(refused[0]!.message).toBe(msg.tooManyRegistrations(60));
    expect(server.deps.db.prepare("SELECT COUNT(*) FROM users WHERE username LIKE 'flood%'").pluck().get()).toBe(LIMIT);
  });

  it('holds back only that address', async () => {
    expect((await registerFrom('10.1.0.2', 'another01')).code).toBe(200);
  });
});
