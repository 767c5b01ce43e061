// /wss: members of a room chat and share slips; the room gets its period notices; pings keep a socket, silence and
// the admin drop it. Every pushed message is checked against the contract's WsServerMessage.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lotteryMsg } from '../../server/features/lottery/messages';
import { PING_FRAME } from '../../src/features/lottery/socket/roomSocket';
import { startServer, type TestServer } from './harness';
import { connect, freshPeriod, listen, openPeriodRow, richMember, roomState, runtimeOf, type TestSocket } from './lottery-support';

let server: TestServer;
let base: string;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  server = await startServer();
  base = await listen(server);
});
afterEach(() => {
  for (const s of sockets.splice(0)) {
    expect(s.violations).toEqual([]);
    s.close();
  }
});
afterAll(() => server.close());

async function join(roomId: number | string, token: string) {
  const socket = await connect(base, roomId, token);
  sockets.push(socket);
  return socket;
}

describe('the room socket', () => {
  it('refuses a missing or dead token and an unknown room, saying why', async () => {
    const nobody = await join(1, 'not-a-token');
    expect(await nobody.next((m) => m.type === 'error')).toMatchObject({ message: lotteryMsg.wsLoginRequired });
    expect((await nobody.closed).code).toBe(4001);

    const m = await richMember(server, '1');
    const lost = await join(999, m.token);
    expect(await lost.next((x) => x.type === 'error')).toMatchObject({ message: lotteryMsg.roomNotFound });
    expect((await lost.closed).code).toBe(4004);
  });

  it('answers a ping with a pong and a malformed message with an error', async () => {
    const m = await richMember(server, '1');
    const socket = await join(1, m.token);
    socket.send({ type: 'ping' });
    await socket.next((x) => x.type === 'pong');
    // The spec's keep-alive is the plain word the client sends (PING_FRAME), answered alike and never an error.
    socket.send(PING_FRAME);
    await socket.next(() => socket.received.filter((x) => x.type === 'pong').length === 2);
    expect(socket.received.some((x) => x.type === 'error')).toBe(false);
    for (const bad of ['not json', { type: 'nope' }, { type: 'send', content: 'x' }, { type: 'send', content: '', order: 0 }, { type: 'send', content: 'x', order: 2 }]) {
      const before = socket.received.filter((x) => x.type === 'error').length;
      socket.send(bad);
      await socket.next(() => socket.received.filter((x) => x.type === 'error').length > before);
    }
    expect(socket.received.filter((x) => x.type === 'error').every((x) => x.message === lotteryMsg.wsBadMessage)).toBe(true);
  });

  it('broadcasts a chat line to everyone in the room, not other rooms, stores it and counts who is online', async () => {
    const alice = await richMember(server, '1');
    const bob = await richMember(server, '1');
    const a = await join(2, alice.token);
    const b = await join(2, bob.token);
    const elsewhere = await join(3, bob.token);
    const rooms = await server.api<{ id: number; online: number }[]>('/api/lotteryRoom', { name: 'pc28' });
    expect(rooms.data.find((r) => r.id === 2)?.online).toBe(2);

    a.send({ type: 'send', content: '  大家好  ', order: 0 });
    const got = await b.next((x) => x.type === 'chat');
    expect(got).toMatchObject({ user_id: alice.id, content: '大家好', order: null, author: `${alice.name.slice(0, 2)}***${alice.name.slice(-2)}` });
    await a.next((x) => x.type === 'chat' && x.id === got.id);
    await new Promise((r) => setTimeout(r, 100));
    expect(elsewhere.received.filter((x) => x.type === 'chat')).toEqual([]);

    const room = await roomState(server, 2, bob.token);
    expect(room.chatdata.at(-1)).toMatchObject({ id: got.id, content: '大家好', user_id: alice.id });
  });

  it('refuses a blank line and a flood of lines', async () => {
    const m = await richMember(server, '1');
    const socket = await join(3, m.token);
    socket.send({ type: 'send', content: '   ', order: 0 });
    expect(await socket.next((x) => x.type === 'error')).toMatchObject({ message: lotteryMsg.chatEmpty });
    for (let i = 0; i < 7; i += 1) socket.send({ type: 'send', content: `line ${i}`, order: 0 });
    expect(await socket.next((x) => x.type === 'error' && x.message === lotteryMsg.chatTooFast)).toBeDefined();
    await new Promise((r) => setTimeout(r, 100));
    expect(socket.received.filter((x) => x.type === 'chat')).toHaveLength(4);
  });

  it('shares a member\'s own slip once as an order card, and refuses someone else\'s', async () => {
    const alice = await richMember(server, '100');
    const bob = await richMember(server, '100');
    const room = await freshPeriod(server, 1, alice.token);
    const big = room.playbox.flatMap((g) => g.childrens).find((c) => c.playtitle === '大')!;
    const placed = await server.api<{ order_no: string }>(
      '/api/lotteryOrder',
      { room_id: 1, expect: room.lottery.nowdata.nextexpect, order: [{ id: big.id, total: '20', data: '大' }] },
      alice.token,
    );
    const a = await join(1, alice.token);
    const b = await join(1, bob.token);
    b.send({ type: 'send', content: placed.data.order_no, order: 1 });
    expect(await b.next((x) => x.type === 'error')).toMatchObject({ message: lotteryMsg.orderNotYours });

    a.send({ type: 'send', content: placed.data.order_no, order: 1 });
    const card = await b.next((x) => x.type === 'chat' && x.order !== null);
    expect(card.order).toEqual({
      order_no: placed.data.order_no,
      expect: room.lottery.nowdata.nextexpect,
      total: '20.00',
      lines: [{ playtitle: '大', data: '大', total: '20.00', odds: '1.90' }],
    });
    a.send({ type: 'send', content: placed.data.order_no, order: 1 });
    a.send({ type: 'ping' });
    await a.next((x) => x.type === 'pong');
    await new Promise((r) => setTimeout(r, 100));
    expect(b.received.filter((x) => x.type === 'chat' && x.order !== null)).toHaveLength(1);
    expect((await roomState(server, 1, bob.token)).chatdata.at(-1)?.order).toMatchObject({ order_no: placed.data.order_no });
  });

  it('pushes betting closed at the room\'s cut-off, then the result and the new period to every room of the lottery', async () => {
    const m = await richMember(server, '1');
    const room = await freshPeriod(server, 4, m.token);
    const classic = await join(4, m.token);
    const vip = await join(5, m.token);
    const other = await join(1, m.token);
    const period = openPeriodRow(server, 'lhc');
    try {
      server.clock.set(new Date(period.draws_at - room.ftime * 1000 + 100));
      runtimeOf(server).tick();
      expect(await classic.next((x) => x.type === 'sysmsg' && x.event === 'closed')).toMatchObject({ expect: period.expect });
      runtimeOf(server).tick();
    } finally {
      server.clock.set(null);
    }
    await server.admin('/admin/lottery/draw', { room_id: 4 });
    for (const socket of [classic, vip]) {
      const result = await socket.next((x) => x.type === 'sysmsg' && x.event === 'result');
      expect(result).toMatchObject({ expect: period.expect });
      expect((result.extend as { numbers: number[] }).numbers).toHaveLength(7);
      expect(result.content).toContain(lotteryMsg.periodDrawn(period.expect, ''));
      await socket.next((x) => x.type === 'sysmsg' && x.event === 'period' && x.expect === openPeriodRow(server, 'lhc').expect);
    }
    expect(classic.received.filter((x) => x.event === 'closed')).toHaveLength(1);
    // Room 1 plays the other lottery: none of this one's seven-ball results reach it.
    expect(other.received.filter((x) => x.type === 'sysmsg' && (x.extend as { numbers: number[] } | undefined)?.numbers.length === 7)).toEqual([]);
  });

  it('closes every socket on the admin\'s drop, and a silent one after the idle time', async () => {
    const m = await richMember(server, '1');
    const first = await join(1, m.token);
    const second = await join(4, m.token);
    const dropped = await server.admin<{ dropped: number }>('/admin/sockets/drop', {});
    expect(dropped.data.dropped).toBeGreaterThanOrEqual(2);
    expect((await first.closed).code).toBe(4012);
    expect((await second.closed).code).toBe(4012);

    const quiet = await join(1, m.token);
    await new Promise((r) => setTimeout(r, 300));
    const talking = await join(1, m.token);
    talking.send({ type: 'ping' });
    await talking.next((x) => x.type === 'pong');
    const { hub, config } = runtimeOf(server);
    // Looked at just after the quiet socket's idle time ran out, and before the talking one's did.
    hub.sweepIdle(Date.now() + config.idleMs - 150, config.idleMs);
    expect((await quiet.closed).code).toBe(4008);
    talking.send({ type: 'ping' });
    await talking.next((x) => x.type === 'pong' && talking.received.filter((y) => y.type === 'pong').length === 2);
  });

  it('closes a socket as soon as its session ends, with a reason', async () => {
    const m = await richMember(server, '1');
    const socket = await join(1, m.token);
    await server.admin('/admin/expire-tokens', { username: m.name });
    expect(await socket.next((x) => x.type === 'error')).toMatchObject({ message: lotteryMsg.wsLoginRequired });
    expect((await socket.closed).code).toBe(4001);
  });
});
