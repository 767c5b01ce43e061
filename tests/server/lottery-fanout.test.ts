// A room's broadcast and a phone that stops reading (a frozen tab, a dead link not yet noticed): the others still get
// every push in order as fast as they read, and the stalled socket is cut once it is far behind, rather than the
// server queueing for it without end. It then reconnects and catches up from the stored chat (tested elsewhere).
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BUFFERED_BYTES } from '../../server/features/lottery/hub';
import { startServer, type TestServer } from './harness';
import { connect, listen, richMember, runtimeOf } from './lottery-support';

let server: TestServer;
let base: string;
beforeAll(async () => {
  server = await startServer();
  base = await listen(server);
});
afterAll(() => server.close());

const ROOM = 1;

describe('a room broadcast with a socket that stopped reading', () => {
  it('reaches the reading sockets in full and in order, and drops the stalled one once it is far behind', async () => {
    const [a, b, frozen] = await Promise.all([richMember(server, '1'), richMember(server, '1'), richMember(server, '1')]);
    const readers = [await connect(base, ROOM, a.token), await connect(base, ROOM, b.token)];
    const stalled = await connect(base, ROOM, frozen.token);
    const { hub } = runtimeOf(server);
    expect(hub.online(ROOM)).toBe(3);
    // The phone stops taking data: the operating system's buffers fill, then the server's.
    (stalled.ws as unknown as { _socket: Socket })._socket.pause();

    // Far more than the kernel's buffers and the server's limit together hold.
    const filler = 'x'.repeat(16 * 1024);
    const count = Math.ceil((24 * 1024 * 1024) / filler.length);
    expect(count * filler.length).toBeGreaterThan(20 * MAX_BUFFERED_BYTES);
    for (let i = 0; i < count; i += 1) {
      const expect_ = String(i);
      hub.broadcast([ROOM], { type: 'sysmsg', event: 'period', expect: expect_, content: filler });
      await Promise.all(readers.map((r) => r.next((m) => m.type === 'sysmsg' && m.expect === expect_, 5_000)));
    }

    for (const reader of readers) {
      expect(reader.received.filter((m) => m.type === 'sysmsg').map((m) => Number(m.expect))).toEqual([...Array(count).keys()]);
      expect(reader.violations).toEqual([]);
    }
    // The stalled member is out of the room, and its socket is cut: reading again, it finds it closed, short of the pushes.
    expect(hub.online(ROOM)).toBe(2);
    (stalled.ws as unknown as { _socket: Socket })._socket.resume();
    expect((await stalled.closed).code).toBe(1006);
    expect(stalled.received.length).toBeLessThan(count);
    readers.forEach((r) => r.close());
  });
});
