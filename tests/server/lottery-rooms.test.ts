// Lotteries, rooms and a room's state; the period scheduler on the server's clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contract from '../../locales/zh-CN/contract.json';
import { lotteryMsg } from '../../server/features/lottery/messages';
import { startServer, type TestServer } from './harness';
import { openPeriodRow, richMember, roomState, runtimeOf } from './lottery-support';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  ({ token } = await richMember(server, '100'));
});
afterAll(() => server.close());

describe('lotteries and rooms', () => {
  it('lists both lottery types, to anyone', async () => {
    const answer = await server.api<{ name: string; type: number }[]>('/api/lotteryList');
    expect(answer.data.map((l) => [l.name, l.type])).toEqual([
      ['pc28', 2],
      ['lhc', 1],
    ]);
  });

  it('lists the rooms of a lottery, and none of an unknown one', async () => {
    const pc28 = await server.api<{ id: number; lottery_name: string; online: number }[]>('/api/lotteryRoom', { name: 'pc28' });
    expect(pc28.data.length).toBeGreaterThanOrEqual(2);
    expect(pc28.data.every((r) => r.lottery_name === 'pc28' && r.online === 0)).toBe(true);
    expect((await server.api('/api/lotteryRoom', { name: 'lhc' })).data).toHaveLength(2);
    expect((await server.api('/api/lotteryRoom', { name: 'nosuch' })).data).toEqual([]);
    expect(await server.api('/api/lotteryRoom', { name: '../x' })).toMatchObject({ status: 400, message: contract.LotteryRoomsRequest.name });
  });

  it('names the lottery platforms whose hall tiles open each lottery', () => {
    const codes = server.deps.db.prepare("SELECT name, game_code FROM platforms WHERE category_id = 'lottery' ORDER BY sort").all();
    expect(codes).toEqual([
      { name: 'cpgc', game_code: 'pc28' },
      { name: 'xycp', game_code: 'lhc' },
    ]);
  });

  it('answers a room to members only, with its open period, history, plays and chat', async () => {
    expect((await server.call('GET', '/api/lotteryRoom', undefined, { query: { room_id: '1' } })).status).toBe(401);
    const room = await roomState(server, 1, token);
    expect(room.lottery.type).toBe(2);
    expect(room.lottery.nowdata.timeout).toBeGreaterThan(room.ftime);
    expect(room.lottery.openlist.length).toBeGreaterThanOrEqual(10);
    expect(room.lottery.nowdata.expect).toBe(room.lottery.openlist[0]!.expect);
    expect(room.lottery.nowdata.nextexpect > room.lottery.nowdata.expect).toBe(true);
    expect(room.playbox.length).toBeGreaterThan(3);
    expect(room.playbox.every((g) => g.special === 0)).toBe(true);

    const balls = await roomState(server, 4, token);
    expect(balls.lottery.type).toBe(1);
    const special = balls.playbox.filter((g) => g.special === 1);
    expect(special.length).toBeGreaterThanOrEqual(1);
    expect(special[0]!.childrens[0]).toMatchObject({ playtitle: '特码', odds: '46.55' });

    const missing = await server.call('GET', '/api/lotteryRoom', undefined, { token, query: { room_id: '999' } });
    expect(missing).toMatchObject({ status: 404, message: lotteryMsg.roomNotFound });
  });

  it('derives every odds from the play\'s chance, keeping 5 % for the house', async () => {
    const room = await roomState(server, 1, token);
    const odds = Object.fromEntries(room.playbox.flatMap((g) => g.childrens.map((c) => [c.playtitle, c.odds])));
    expect(odds).toMatchObject({ 大: '1.90', 小: '1.90', 单: '1.90', 双: '1.90', 豹子: '95.00', '0': '950.00', '13': '12.66' });
  });
});

describe('the period scheduler', () => {
  it('draws a period when its time comes and opens the next one, on the server\'s clock', async () => {
    const before = openPeriodRow(server, 'pc28');
    server.clock.set(new Date(before.draws_at + 10));
    try {
      runtimeOf(server).tick();
      const drawn = server.deps.db.prepare('SELECT state, numbers FROM lottery_periods WHERE id = ?').get(before.id) as { state: number; numbers: string };
      expect(drawn.state).toBe(1);
      const digits = JSON.parse(drawn.numbers) as number[];
      expect(digits).toHaveLength(3);
      expect(digits.every((d) => d >= 0 && d <= 9)).toBe(true);
      const next = openPeriodRow(server, 'pc28');
      expect(next.id).not.toBe(before.id);
      expect(Number(next.expect)).toBeGreaterThan(Number(before.expect));
    } finally {
      server.clock.set(null);
    }
  });

  it('starts the open period again when the clock goes back', () => {
    runtimeOf(server).tick();
    const before = openPeriodRow(server, 'lhc');
    server.clock.set(new Date(Date.now() - 3_600_000));
    try {
      runtimeOf(server).tick();
      const after = openPeriodRow(server, 'lhc');
      expect(after.id).toBe(before.id);
      expect(after.draws_at).toBeLessThan(before.draws_at);
      const lhc = server.deps.db.prepare("SELECT * FROM lotteries WHERE name = 'lhc'").get() as Parameters<ReturnType<typeof runtimeOf>['periodSeconds']>[0];
      expect(after.draws_at - server.clock.now().getTime()).toBeLessThanOrEqual(runtimeOf(server).periodSeconds(lhc) * 1000);
    } finally {
      server.clock.set(null);
      runtimeOf(server).tick();
    }
  });

  it('draws seven different balls 1-49 for type 1, the same ones for the same seed', async () => {
    const runtime = runtimeOf(server);
    const draw = async () => {
      runtime.reseed(42);
      const answer = await server.admin<{ numbers: number[] }>('/admin/lottery/draw', { room_id: 4 });
      return answer.data.numbers;
    };
    const first = await draw();
    expect(new Set(first).size).toBe(7);
    expect(first.every((n) => n >= 1 && n <= 49)).toBe(true);
    expect(await draw()).toEqual(first);
  });

  it('refuses an admin draw for an unknown room', async () => {
    expect(await server.admin('/admin/lottery/draw', { room_id: 999 })).toMatchObject({ status: 404, message: lotteryMsg.roomNotFound });
    expect(await server.admin('/admin/lottery/draw', {})).toMatchObject({ status: 400 });
  });
});
