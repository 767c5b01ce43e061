// @vitest-environment node
// The room socket client: pings, reconnects by itself with back-off after a drop, gives up on a dead connection,
// stops for good on a refusal; and the URL it connects to.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffMs, PING_FRAME, RoomSocket, type SocketLike, type SocketState } from '../../src/features/lottery/socket/roomSocket';
import { roomSocketUrl } from '../../src/features/lottery/socket/wsUrl';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data.startsWith('{') ? JSON.parse(data) : data);
  }
  close(code?: number) {
    this.closedWith = code;
  }
  // what the server does
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  push(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 4012) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

let sockets: FakeSocket[];
let states: SocketState[];
let messages: unknown[];
let opens: boolean[];
let fatal: number[];

function start() {
  const socket = new RoomSocket({
    url: 'ws://x/wss?roomid=1&_token=t',
    pingMs: 3_000,
    create: (url) => {
      const fake = new FakeSocket(url);
      sockets.push(fake);
      return fake;
    },
    backoff: (attempt) => backoffMs(attempt, () => 0),
    onState: (s) => states.push(s),
    onMessage: (m) => messages.push(m),
    onOpen: (again) => opens.push(again),
    onFatal: (code) => fatal.push(code),
  });
  socket.start();
  return socket;
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  states = [];
  messages = [];
  opens = [];
  fatal = [];
});
afterEach(() => vi.useRealTimers());

describe('room socket', () => {
  it('connects, pings every 3 s with the plain word and hands on what the server pushes (pongs kept to itself)', () => {
    const room = start();
    expect(states).toEqual(['connecting']);
    sockets[0]!.open();
    expect(states).toEqual(['connecting', 'open']);
    expect(opens).toEqual([false]);
    vi.advanceTimersByTime(3_000);
    expect(sockets[0]!.sent).toEqual([PING_FRAME]);
    expect(PING_FRAME).toBe('ping'); // the spec's keep-alive, not JSON
    sockets[0]!.push({ type: 'pong' });
    sockets[0]!.push({ type: 'chat', id: 1 });
    sockets[0]!.onmessage?.({ data: 'garbage' });
    expect(messages).toEqual([{ type: 'chat', id: 1 }]);
    expect(room.send({ type: 'send', content: 'hi', order: 0 })).toBe(true);
    room.stop();
  });

  it('reconnects by itself after a drop, waiting longer each failed attempt, and says so', () => {
    const room = start();
    sockets[0]!.open();
    sockets[0]!.drop();
    expect(states.at(-1)).toBe('reconnecting');
    expect(room.send({ type: 'ping' })).toBe(false);
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.drop(1006); // the server is still away
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    sockets[2]!.open();
    expect(states.at(-1)).toBe('open');
    expect(opens).toEqual([false, true]);
    // a good connection resets the back-off
    sockets[2]!.drop();
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(4);
    room.stop();
  });

  it('gives up a connection that stopped answering pings and makes a new one', () => {
    const room = start();
    sockets[0]!.open();
    vi.advanceTimersByTime(9_000); // three pings, no answer
    expect(sockets[0]!.closedWith).toBeUndefined();
    vi.advanceTimersByTime(3_000);
    expect(sockets[0]!.closedWith).toBe(4000);
    expect(states.at(-1)).toBe('reconnecting');
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(2);
    room.stop();
  });

  it('stops for good when the server refuses the session or the room', () => {
    start();
    sockets[0]!.open();
    sockets[0]!.drop(4001);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(states.at(-1)).toBe('closed');
    expect(fatal).toEqual([4001]);
  });

  it('stops without reconnecting when the screen closes it', () => {
    const room = start();
    sockets[0]!.open();
    room.stop();
    expect(sockets[0]!.closedWith).toBe(1000);
    sockets[0]!.drop(1000); // a late close event of the old socket changes nothing
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(states.at(-1)).toBe('closed');
  });

  it('backs off 0.5 s, 1 s, 2 s … up to 10 s, stretched by up to a fifth', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((a) => backoffMs(a, () => 0))).toEqual([500, 1000, 2000, 4000, 8000, 10000, 10000]);
    expect(backoffMs(0, () => 1)).toBe(600);
  });
});

describe('room socket URL', () => {
  it('follows the page when no base is set: ws on http, wss on https', () => {
    expect(roomSocketUrl('', { protocol: 'http:', host: '127.0.0.1:8787' }, 3, 'a+b/c')).toBe('ws://127.0.0.1:8787/wss?roomid=3&_token=a%2Bb%2Fc');
    expect(roomSocketUrl('', { protocol: 'https:', host: 'm.example.com' }, 1, 't')).toBe('wss://m.example.com/wss?roomid=1&_token=t');
  });

  it('uses the configured base when there is one', () => {
    expect(roomSocketUrl('wss://ws.example.com/', { protocol: 'http:', host: 'x' }, 2, 't')).toBe('wss://ws.example.com/wss?roomid=2&_token=t');
  });
});
