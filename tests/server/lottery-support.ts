// Helpers of the lottery server tests: a member with money, the room's state, and a WebSocket test client whose
// every received message is checked against the contract's WsServerMessage.
import { Ajv } from 'ajv';
import WebSocket from 'ws';
import { loadContract } from '../../server/contract/load';
import { lotteryRuntime } from '../../server/features/lottery/runtime';
import type { TestServer } from './harness';

export interface RoomState {
  id: number;
  ftime: number;
  lottery: { name: string; type: 1 | 2; nowdata: { timeout: number; nextexpect: string; expect: string }; openlist: { expect: string }[] };
  playbox: { id: number; special: 0 | 1; childrens: { id: number; playtitle: string; odds: string }[] }[];
  chatdata: { id: number; user_id: number; author: string; content: string; order: unknown }[];
}

let counter = 0;

/** Registers a member and credits them `yuan`; answers the token, name and user id. */
export async function richMember(server: TestServer, yuan: string) {
  const name = `lot${Date.now().toString(36).slice(-6)}${(counter++).toString(36)}`.slice(0, 16);
  const token = await server.register(name);
  await server.admin('/admin/credit', { username: name, amount: yuan });
  const id = server.deps.db.prepare('SELECT id FROM users WHERE username = ?').pluck().get(name) as number;
  return { token, name, id };
}

export async function roomState(server: TestServer, roomId: number, token: string): Promise<RoomState> {
  const answer = await server.call<RoomState>('GET', '/api/lotteryRoom', undefined, { token, query: { room_id: String(roomId) } });
  if (answer.code !== 200) throw new Error(answer.message);
  return answer.data;
}

/** Draws the room's lottery now, so a test starts on a fresh, fully open period. */
export async function freshPeriod(server: TestServer, roomId: number, token: string): Promise<RoomState> {
  await server.admin('/admin/lottery/draw', { room_id: roomId });
  return roomState(server, roomId, token);
}

export const balanceOf = (server: TestServer, userId: number) =>
  server.deps.ledger.balance({ userId, wallet: 'userbalance' });

export const runtimeOf = (server: TestServer) => lotteryRuntime(server.deps);

export const openPeriodRow = (server: TestServer, lottery: string) =>
  server.deps.db.prepare('SELECT * FROM lottery_periods WHERE lottery = ? AND state = 0').get(lottery) as {
    id: number;
    expect: string;
    draws_at: number;
  };

// ---------------------------------------------------------------- WebSocket client

const contract = loadContract();
const ajv = new Ajv({ strict: false, allErrors: true });
ajv.addSchema({ $id: 'api', definitions: JSON.parse(JSON.stringify(contract.schemas).replaceAll('#/components/schemas/', 'api#/definitions/')) });
const serverMessage = ajv.compile({ $ref: 'api#/definitions/WsServerMessage' });

export type Pushed = { type: string } & Record<string, unknown>;

export class TestSocket {
  readonly received: Pushed[] = [];
  /** Messages that broke the contract (a test expects this to stay empty). */
  readonly violations: string[] = [];
  readonly closed: Promise<{ code: number }>;
  private waiters: { test: (m: Pushed) => boolean; resolve: (m: Pushed) => void }[] = [];

  constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as Pushed;
      if (!serverMessage(message)) this.violations.push(`${raw.toString()}: ${ajv.errorsText(serverMessage.errors)}`);
      this.received.push(message);
      this.waiters = this.waiters.filter((w) => (w.test(message) ? (w.resolve(message), false) : true));
    });
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve({ code })));
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first message (already received or coming) that passes `test`. */
  next(test: (m: Pushed) => boolean, timeoutMs = 2_000): Promise<Pushed> {
    const seen = this.received.find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no such message within ${timeoutMs} ms; got ${JSON.stringify(this.received)}`)), timeoutMs);
      this.waiters.push({ test, resolve: (m) => (clearTimeout(timer), resolve(m)) });
    });
  }

  close(): void {
    this.ws.close();
  }
}

export async function listen(server: TestServer): Promise<string> {
  const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
  return address.replace(/^http/, 'ws');
}

/** Connects and waits until open (or closed straight away, for refusals). */
export function connect(base: string, roomId: number | string, token: string): Promise<TestSocket> {
  const ws = new WebSocket(`${base}/wss?roomid=${roomId}&_token=${encodeURIComponent(token)}`);
  const socket = new TestSocket(ws);
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('close', () => resolve(socket));
    ws.once('error', reject);
  });
}
