// Fixtures of the lottery component tests: a room of each type, MSW answers, and a fake WebSocket the test drives.
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { seedBrand } from '../../server/brandSeed';
import { mswServer } from '../setup/msw';
import type { User } from '../shared/contract';
import { serveAppInfo } from './appHarness';
import { apiUrl } from './harness';
import { aUser } from '../shared/factories';

export const ME = 7;
/** The sum lottery's title as the server seeds it for the default brand (its short name and 28). */
export const SUM_LOTTERY_TITLE = seedBrand({}).lotteryTitle;

export function sumRoom(patch: { timeout?: number; ftime?: number } = {}) {
  return {
    id: 1,
    title: '新手房',
    ftime: patch.ftime ?? 10,
    lottery: {
      name: 'pc28',
      title: SUM_LOTTERY_TITLE,
      type: 2,
      nowdata: { timeout: patch.timeout ?? 50, nextexpect: '202501010012', expect: '202501010011', last: { extend: { numbers: [3, 5, 7], sum: 15 } } },
      openlist: [
        { expect: '202501010011', opentime2: '2025-01-01 12:11:00', extend: { numbers: [3, 5, 7], sum: 15 } },
        { expect: '202501010010', opentime2: '2025-01-01 12:10:00', extend: { numbers: [0, 6, 7], sum: 13 } },
      ],
    },
    playbox: [
      { id: 101, name: '两面', desc: '和值14～27为大', special: 0, childrens: [{ id: 1001, playtitle: '大', odds: '1.90' }, { id: 1002, playtitle: '小', odds: '1.90' }] },
      { id: 104, name: '波色', desc: '按和值所属波色结算', special: 0, childrens: [{ id: 1031, playtitle: '红波', odds: '2.96' }] },
    ],
    chatdata: [
      { id: 1, user_id: 9, author: 'ot***er', headurl: '', content: '早上好', order: null, created_at: '2025-01-01 12:00:00' },
      { id: 2, user_id: ME, author: 'me***me', headurl: '', content: '我先来', order: null, created_at: '2025-01-01 12:00:01' },
    ],
  };
}

export function ballRoom() {
  const base = sumRoom();
  return {
    ...base,
    id: 4,
    title: '经典房',
    lottery: {
      ...base.lottery,
      name: 'lhc',
      title: '幸运49',
      type: 1,
      nowdata: { ...base.lottery.nowdata, last: { extend: { numbers: [1, 24, 25, 30, 33, 40, 49] } } },
      openlist: [{ expect: '202501010011', opentime2: '2025-01-01 12:11:00', extend: { numbers: [1, 24, 25, 30, 33, 40, 49] } }],
    },
    playbox: [{ id: 201, name: '特码', desc: '从1～49中选号', special: 1, childrens: [{ id: 2001, playtitle: '特码', odds: '46.55' }] }],
    chatdata: [],
  };
}

const user: User = aUser({ id: ME, balance: '100.00' });

/** The member's balance /api/user answers (an order handler may lower it). */
export const wallet = { balance: '100.00' };

/** The calls a room makes; answers `room` (a function to change it between calls), counts GETs. */
export function serveRoom(room: () => object) {
  const calls = { room: 0 };
  wallet.balance = '100.00';
  serveAppInfo();
  mswServer.use(
    http.post(apiUrl('/api/user'), () => HttpResponse.json({ code: 200, message: 'ok', data: { ...user, balance: wallet.balance } })),
    http.get(apiUrl('/api/lotteryRoom'), () => {
      calls.room += 1;
      return HttpResponse.json({ code: 200, message: 'ok', data: room() });
    }),
  );
  return calls;
}

export class FakeWebSocket {
  static all: FakeWebSocket[] = [];
  readonly OPEN = 1;
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  serverOpen() {
    this.readyState = 1;
    this.onopen?.({});
  }
  serverPush(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  serverClose(code = 4012) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

export function installFakeWebSocket() {
  FakeWebSocket.all = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
}

export const lastSocket = () => FakeWebSocket.all[FakeWebSocket.all.length - 1]!;
