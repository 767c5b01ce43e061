// Chat floods through many sockets: the chat limit is the member's (and the address's), not each socket's, and a
// member holds a bounded number of room sockets (their oldest close with a reason).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE, MAX_SOCKETS_PER_MEMBER } from '../../server/features/lottery/hub';
import { lotteryMsg } from '../../server/features/lottery/messages';
import { loadConfig } from '../../server/base/config';
import { startServer, type TestServer } from './harness';
import { connect, listen, richMember, type TestSocket } from './lottery-support';

const LINES_PER_SOCKET = 5;
let server: TestServer;
let base: string;
beforeAll(async () => {
  server = await startServer();
  base = await listen(server);
});
afterAll(() => server.close());

const linesOf = (userId: number) => server.deps.db.prepare('SELECT COUNT(*) FROM lottery_chat WHERE user_id = ?').pluck().get(userId) as number;
const isOpen = (s: TestSocket) => s.ws.readyState === s.ws.OPEN;

/** Every open socket sends its lines, then a ping; answers once each has heard its pong or closed (all handled). */
async function flood(sockets: TestSocket[], lines: number) {
  const open = sockets.filter(isOpen);
  for (const socket of open) for (let i = 0; i < lines; i++) socket.send({ type: 'send', content: `line ${i}`, order: 0 });
  open.forEach((s) => s.send({ type: 'ping' }));
  await Promise.all(open.map((s) => Promise.race([s.next((m) => m.type === 'pong', 5_000), s.closed])));
}

describe('one member with many sockets', () => {
  it('gets no more chat lines through with 50 sockets than with one', async () => {
    const single = await richMember(server, '1');
    const one = await connect(base, 1, single.token);
    await flood([one], LINES_PER_SOCKET * 50);

    const many = await richMember(server, '1');
    const sockets: TestSocket[] = [];
    for (let i = 0; i < 50; i++) sockets.push(await connect(base, 1, many.token));
    await flood(sockets, LINES_PER_SOCKET);

    expect(linesOf(single.id)).toBeGreaterThan(0);
    expect(linesOf(many.id)).toBeLessThanOrEqual(linesOf(single.id));
    [one, ...sockets].forEach((s) => s.close());
  });

  it(`keeps at most ${MAX_SOCKETS_PER_MEMBER} of their sockets open: the oldest close with a reason`, async () => {
    const m = await richMember(server, '1');
    const sockets: TestSocket[] = [];
    for (let i = 0; i < MAX_SOCKETS_PER_MEMBER + 3; i++) sockets.push(await connect(base, 1, m.token));
    const first = sockets[0]!;
    expect((await first.closed).code).toBe(CLOSE.tooManySockets);
    expect(first.received).toContainEqual({ type: 'error', message: lotteryMsg.tooManySockets });
    const newest = sockets.at(-1)!;
    newest.send({ type: 'ping' });
    await newest.next((m) => m.type === 'pong');
    expect(sockets.filter(isOpen)).toHaveLength(MAX_SOCKETS_PER_MEMBER);
    sockets.forEach((s) => s.close());
  });
});

describe('many members behind one address', () => {
  const MEMBERS = 10;
  /** Chat lines that got through when MEMBERS members on one address each send their full allowance. */
  async function linesThrough(chatMaxPerAddress: number) {
    const own = await startServer({ chatMaxPerAddress });
    const url = await listen(own);
    const sockets: TestSocket[] = [];
    for (let i = 0; i < MEMBERS; i++) sockets.push(await connect(url, 1, (await richMember(own, '1')).token));
    await flood(sockets, LINES_PER_SOCKET);
    const through = own.deps.db.prepare('SELECT COUNT(*) FROM lottery_chat').pluck().get() as number;
    sockets.forEach((s) => s.close());
    await own.close();
    return through;
  }

  it('share the address\'s allowance (CHAT_MAX_PER_ADDRESS)', async () => {
    const limit = loadConfig({}).chatMaxPerAddress;
    expect(limit).toBeLessThan(MEMBERS * LINES_PER_SOCKET);
    expect(await linesThrough(limit)).toBe(limit);
  });

  it('send all their lines when CHAT_MAX_PER_ADDRESS is 0 (no address allowance)', async () => {
    expect(await linesThrough(0)).toBe(MEMBERS * LINES_PER_SOCKET);
  });
});
