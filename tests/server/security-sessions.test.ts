// What lives with a session ends with it: game launch tickets and room sockets, at logout, a password change and the
// admin's expire-tokens. Expired tokens are deleted and never revived by moving the clock back; a member holds a
// bounded number of live sessions; old tickets and chat lines are pruned.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneExpiredTokens } from '../../server/auth/tokens';
import { CHAT_HISTORY, CHAT_KEEP_MS, pruneChat } from '../../server/features/lottery/chat';
import { pruneTickets } from '../../server/features/content/demoGame/tickets';
import { startServer, type TestServer } from './harness';
import { connect, listen } from './lottery-support';

const MAX_SESSIONS = 4;
let server: TestServer;
let base: string;
beforeAll(async () => {
  server = await startServer({ maxSessionsPerMember: MAX_SESSIONS });
  base = await listen(server);
});
afterAll(() => server.close());

let counter = 0;
const newMember = async () => {
  const name = `ses${String(counter++).padStart(5, '0')}`;
  return { name, token: await server.register(name) };
};
const liveTokens = (name: string) =>
  server.deps.db.prepare('SELECT COUNT(*) FROM tokens t JOIN users u ON u.id = t.user_id WHERE u.username = ?').pluck().get(name) as number;

async function launchTicket(token: string): Promise<string> {
  const answer = await server.api<{ url: string }>('/api/getGameUrl', { plat_name: 'pp' }, token);
  expect(answer.code).toBe(200);
  return new URLSearchParams(new URL(answer.data.url, 'http://local').hash.slice(1)).get('ticket')!;
}
const ticketBalance = async (ticket: string) =>
  (await server.app.inject({ method: 'POST', url: '/game-demo/balance', payload: { ticket } })).statusCode;

const ENDINGS: [string, (m: { name: string; token: string }) => Promise<unknown>][] = [
  ['logout', (m) => server.api('/api/logoff', {}, m.token)],
  ['a password change', (m) => server.api('/api/editPassword', { password: 'secret123', paypassword: 'newpass99' }, m.token)],
  ["the admin's expire-tokens", (m) => server.admin('/admin/expire-tokens', { username: m.name })],
];

describe('the end of a session', () => {
  it.each(ENDINGS)('revokes its game launch tickets (%s)', async (_how, end) => {
    const m = await newMember();
    const ticket = await launchTicket(m.token);
    expect(await ticketBalance(ticket)).toBe(200);
    await end(m);
    expect(await ticketBalance(ticket)).toBe(401);
  });

  it.each(ENDINGS)('closes its room sockets (%s)', async (_how, end) => {
    const m = await newMember();
    const socket = await connect(base, 1, m.token);
    await end(m);
    expect((await socket.closed).code).toBe(4001);
  });

  it('leaves the member\'s other sessions alone at logout', async () => {
    const m = await newMember();
    const other = (await server.login(m.name, 'secret123')).data.api_token;
    const ticket = await launchTicket(other);
    await server.api('/api/logoff', {}, m.token);
    expect(await ticketBalance(ticket)).toBe(200);
    expect((await server.api('/api/user', {}, other)).code).toBe(200);
  });
});

describe('expired tokens', () => {
  it('are deleted, and moving the clock back does not revive them', async () => {
    const m = await newMember();
    server.clock.set(new Date(Date.now() + server.config.tokenTtlSeconds * 1000 + 60_000));
    server.clock.set(null); // the admin moves the clock forward past the token's life, and back
    expect(liveTokens(m.name)).toBe(0);
    expect((await server.api('/api/user', {}, m.token)).code).toBe(401);
  });

  it('are judged against the real time too: a clock set back an hour revives nothing', async () => {
    const m = await newMember();
    // The token's life ran out in real time (as a 3-second token would have), then the clock goes back an hour.
    server.deps.db.prepare('UPDATE tokens SET expires_at = ? WHERE user_id = (SELECT id FROM users WHERE username = ?)').run(Date.now() - 1_000, m.name);
    server.clock.set(new Date(Date.now() - 3_600_000));
    try {
      expect((await server.api('/api/user', {}, m.token)).code).toBe(401);
      expect(liveTokens(m.name)).toBe(0);
    } finally {
      server.clock.set(null);
    }
  });

  it('are swept by the schedule', async () => {
    const m = await newMember();
    server.deps.db.prepare('UPDATE tokens SET expires_at = 1 WHERE user_id = (SELECT id FROM users WHERE username = ?)').run(m.name);
    expect(pruneExpiredTokens(server.deps.db, server.clock.now())).toBeGreaterThanOrEqual(1);
    expect(liveTokens(m.name)).toBe(0);
  });
});

describe('live sessions per member', () => {
  it('are capped: the oldest end as new logins come', async () => {
    const m = await newMember();
    const tokens = [m.token];
    for (let i = 0; i < MAX_SESSIONS + 2; i++) tokens.push((await server.login(m.name, 'secret123')).data.api_token);
    expect(liveTokens(m.name)).toBe(MAX_SESSIONS);
    expect((await server.api('/api/user', {}, tokens[0]!)).code).toBe(401);
    expect((await server.api('/api/user', {}, tokens.at(-1)!)).code).toBe(200);
  });

  it('leave the shared guest account room for many visitors at once', async () => {
    const guests = [];
    for (let i = 0; i < MAX_SESSIONS + 2; i++) guests.push((await server.login('guest888', 'guest888')).data.api_token);
    expect((await server.api('/api/user', {}, guests[0]!)).code).toBe(200);
  });
});

describe('pruning', () => {
  it('deletes launch tickets whose session ended or that expired', async () => {
    const m = await newMember();
    await launchTicket(m.token);
    const count = () => server.deps.db.prepare('SELECT COUNT(*) FROM content_game_tickets').pluck().get() as number;
    const before = count();
    await server.api('/api/logoff', {}, m.token);
    expect(pruneTickets(server.deps.db, server.clock.now())).toBeGreaterThanOrEqual(1);
    expect(count()).toBeLessThan(before);
  });

  it("deletes old chat lines but keeps each room's latest", () => {
    const { db } = server.deps;
    const userId = db.prepare("SELECT id FROM users WHERE username = 'demo888'").pluck().get() as number;
    const old = Date.now() - CHAT_KEEP_MS - 60_000;
    const insert = db.prepare('INSERT INTO lottery_chat (room_id, user_id, content, order_id, created_at) VALUES (?, ?, ?, NULL, ?)');
    for (let i = 0; i < CHAT_HISTORY + 30; i++) insert.run(2, userId, `old ${i}`, old);
    insert.run(2, userId, 'fresh', Date.now());
    pruneChat(db, server.clock.now());
    const left = db.prepare('SELECT content FROM lottery_chat WHERE room_id = 2 ORDER BY id').pluck().all() as string[];
    expect(left).toHaveLength(CHAT_HISTORY);
    expect(left.at(-1)).toBe('fresh');
  });
});
