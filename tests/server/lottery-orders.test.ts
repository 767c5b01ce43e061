// Bet slips: refused outside the open period or with bad lines, debited at once, all or nothing, never twice, never
// below zero; settled at the draw with payouts through the ledger, exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contract from '../../locales/zh-CN/contract.json';
import { lotteryMsg } from '../../server/features/lottery/messages';
import { msg } from '../../server/base/messages';
import { startServer, type TestServer } from './harness';
import { balanceOf, freshPeriod, openPeriodRow, richMember, runtimeOf, type RoomState } from './lottery-support';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const item = (room: RoomState, title: string) => room.playbox.flatMap((g) => g.childrens).find((c) => c.playtitle === title)!;
const order = (token: string, body: unknown) => server.apiRaw<{ order_no: string; balance: string; total: string; expect: string }>('/api/lotteryOrder', body, token);

interface BetRow {
  bet_id: string;
  platform: string;
  category_id: string;
  amount_fen: number;
  payout_fen: number;
  status: number;
}
const betsOf = (userId: number) => server.deps.db.prepare('SELECT * FROM bets WHERE user_id = ? ORDER BY id').all(userId) as BetRow[];

describe('placing a slip', () => {
  it('debits every line at once as bets of the lottery platform, and says the bet is placed', async () => {
    const m = await richMember(server, '100');
    const room = await freshPeriod(server, 1, m.token);
    const answer = await order(m.token, {
      room_id: 1,
      expect: room.lottery.nowdata.nextexpect,
      order: [
        { id: item(room, '大').id, total: '10', data: '大' },
        { id: item(room, '13').id, total: '2.50', data: '13' },
      ],
    });
    expect(answer).toMatchObject({ code: 200, message: lotteryMsg.betPlaced, data: { total: '12.50', balance: '87.50', expect: room.lottery.nowdata.nextexpect } });
    expect(balanceOf(server, m.id)).toBe(8_750);
    expect(betsOf(m.id).map((b) => [b.platform, b.category_id, b.amount_fen, b.status])).toEqual([
      ['cpgc', 'lottery', 1_000, 2],
      ['cpgc', 'lottery', 250, 2],
    ]);
  });

  it('bets type 1 from the xycp platform, special numbers 1-49 only in special groups', async () => {
    const m = await richMember(server, '100');
    const room = await freshPeriod(server, 4, m.token);
    const expect_ = room.lottery.nowdata.nextexpect;
    const special = item(room, '特码');
    for (const data of ['0', '50', 'x', '1.5', '']) {
      const refused = await order(m.token, { room_id: 4, expect: expect_, order: [{ id: special.id, total: '1', data }] });
      expect(refused.code, data).not.toBe(200);
    }
    const ok = await order(m.token, { room_id: 4, expect: expect_, order: [{ id: special.id, total: '1', data: '07' }] });
    expect(ok.code).toBe(200);
    expect(betsOf(m.id).map((b) => b.platform)).toEqual(['xycp']);
    const line = server.deps.db.prepare('SELECT data FROM lottery_lines WHERE bet_id = ?').get(betsOf(m.id)[0]!.bet_id);
    expect(line).toEqual({ data: '7' });
  });

  it('refuses bad lines with a clear message and moves no money', async () => {
    const m = await richMember(server, '100');
    const room = await freshPeriod(server, 1, m.token);
    const lhc = await freshPeriod(server, 4, m.token);
    const base = { room_id: 1, expect: room.lottery.nowdata.nextexpect };
    const big = item(room, '大');
    const cases: [unknown, string][] = [
      [{ ...base, order: [] }, contract.LotteryOrderRequest.order],
      [{ ...base, order: [{ id: big.id, total: '0', data: '大' }] }, lotteryMsg.badStake],
      [{ ...base, order: [{ id: big.id, total: '0.00', data: '大' }] }, lotteryMsg.badStake],
      [{ ...base, order: [{ id: big.id, total: '1.234', data: '大' }] }, contract.OrderLine.total],
      [{ ...base, order: [{ id: big.id, total: '-1', data: '大' }] }, contract.OrderLine.total],
      [{ ...base, order: [{ id: big.id, total: '1000001', data: '大' }] }, lotteryMsg.stakeTooLarge],
      [{ ...base, order: [{ id: big.id, total: '1', data: '小' }] }, lotteryMsg.badData],
      [{ ...base, order: [{ id: item(lhc, '特大').id, total: '1', data: '特大' }] }, lotteryMsg.itemUnknown],
      [{ ...base, order: [{ id: big.id, total: '1', data: '大' }, { id: 99999, total: '1', data: '大' }] }, lotteryMsg.itemUnknown],
      [{ ...base, expect: '1', order: [{ id: big.id, total: '1', data: '大' }] }, lotteryMsg.periodChanged],
      [{ ...base, room_id: 999, order: [{ id: big.id, total: '1', data: '大' }] }, lotteryMsg.roomNotFound],
    ];
    for (const [body, message] of cases) {
      const answer = await order(m.token, body);
      expect(answer.message, JSON.stringify(body)).toBe(message);
    }
    expect(balanceOf(server, m.id)).toBe(10_000);
    expect(betsOf(m.id)).toEqual([]);
  });

  it('places nothing when the lines together cost more than the balance', async () => {
    const m = await richMember(server, '30');
    const room = await freshPeriod(server, 1, m.token);
    const lines = ['大', '小', '单', '双'].map((t) => ({ id: item(room, t).id, total: '10', data: t }));
    const answer = await order(m.token, { room_id: 1, expect: room.lottery.nowdata.nextexpect, order: lines });
    expect(answer).toMatchObject({ code: 422, message: msg.insufficientBalance });
    expect(balanceOf(server, m.id)).toBe(3_000);
    expect(betsOf(m.id)).toEqual([]);
  });

  it('refuses a slip after the room\'s cut-off (ftime before the draw), and takes it just before', async () => {
    const m = await richMember(server, '100');
    const room = await freshPeriod(server, 1, m.token);
    const period = openPeriodRow(server, 'pc28');
    const body = { room_id: 1, expect: period.expect, order: [{ id: item(room, '大').id, total: '1', data: '大' }] };
    try {
      // The server's clock keeps running from the time set: leave it a moment to answer.
      server.clock.set(new Date(period.draws_at - room.ftime * 1000 - 300));
      expect((await order(m.token, body)).code).toBe(200);
      server.clock.set(new Date(period.draws_at - room.ftime * 1000 + 1));
      expect(await order(m.token, body)).toMatchObject({ code: 422, message: lotteryMsg.bettingClosed });
    } finally {
      server.clock.set(null);
    }
    expect(balanceOf(server, m.id)).toBe(9_900);
  });

  it('answers a repeated slip key with the first slip: a double tap or a retry pays once', async () => {
    const m = await richMember(server, '100');
    const room = await freshPeriod(server, 1, m.token);
    const body = { room_id: 1, expect: room.lottery.nowdata.nextexpect, order: [{ id: item(room, '大').id, total: '10', data: '大' }], order_key: 'slip-key-0001' };
    const answers = await Promise.all([order(m.token, body), order(m.token, body), order(m.token, body)]);
    expect(answers.every((a) => a.code === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.data.order_no)).size).toBe(1);
    expect((await order(m.token, body)).data.order_no).toBe(answers[0]!.data.order_no);
    expect(balanceOf(server, m.id)).toBe(9_000);
    expect(betsOf(m.id)).toHaveLength(1);
  });

  it('never overdraws under concurrent slips', async () => {
    const m = await richMember(server, '100');
    const room = await freshPeriod(server, 1, m.token);
    const body = { room_id: 1, expect: room.lottery.nowdata.nextexpect, order: [{ id: item(room, '单').id, total: '15', data: '单' }, { id: item(room, '双').id, total: '15', data: '双' }] };
    const answers = await Promise.all(Array.from({ length: 12 }, () => order(m.token, body)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.code !== 200).every((a) => a.message === msg.insufficientBalance)).toBe(true);
    expect(balanceOf(server, m.id)).toBe(1_000);
    expect(betsOf(m.id)).toHaveLength(6);
    const sum = server.deps.db.prepare('SELECT SUM(balance_fen) FROM wallets').pluck().get();
    expect(sum).toBe(0);
  });
});

describe('settlement at the draw', () => {
  it('pays stake × odds to winners only, once, through the ledger', async () => {
    const winner = await richMember(server, '100');
    const loser = await richMember(server, '100');
    const room = await freshPeriod(server, 4, winner.token);
    const expect_ = room.lottery.nowdata.nextexpect;
    await order(winner.token, {
      room_id: 4,
      expect: expect_,
      order: [
        { id: item(room, '特码').id, total: '10', data: '49' }, // the special ball: 10 × 46.55
        { id: item(room, '正码').id, total: '2', data: '3' }, // among the first six: 2 × 7.75
        { id: item(room, '特大').id, total: '5', data: '特大' }, // 49 is big: 5 × 1.86
        { id: item(room, '红波').id, total: '5', data: '红波' }, // 49 is green: lost
      ],
    });
    await order(loser.token, { room_id: 4, expect: expect_, order: [{ id: item(room, '特码').id, total: '10', data: '48' }] });
    const period = openPeriodRow(server, 'lhc');

    const runtime = runtimeOf(server);
    const drawn = runtime.drawPeriodWith(period.id, [1, 2, 3, 4, 5, 6, 49]);
    expect(drawn?.settled).toBe(5);
    expect(runtime.drawPeriodWith(period.id, [7, 8, 9, 10, 11, 12, 13])).toBeNull();
    await server.admin('/admin/lottery/draw', { room_id: 4 }); // draws the next period, not this one again

    const paid = 46_550 + 1_550 + 930;
    expect(balanceOf(server, winner.id)).toBe(10_000 - 2_200 + paid);
    expect(balanceOf(server, loser.id)).toBe(10_000 - 1_000);
    expect(betsOf(winner.id).map((b) => [b.status, b.payout_fen])).toEqual([
      [1, 46_550],
      [1, 1_550],
      [1, 930],
      [1, 0],
    ]);
    const payouts = server.deps.db.prepare("SELECT COUNT(*) FROM ledger WHERE kind = 'payout' AND user_id = ?").pluck().get(winner.id);
    expect(payouts).toBe(3);
    const flow = server.deps.db.prepare('SELECT flow_fen FROM users WHERE id = ?').pluck().get(winner.id);
    expect(flow).toBe(2_200);
  });

  it('settles once when the scheduler and the admin draw at the same moment', async () => {
    const m = await richMember(server, '100');
    const room = await freshPeriod(server, 1, m.token);
    await order(m.token, {
      room_id: 1,
      expect: room.lottery.nowdata.nextexpect,
      order: [
        { id: item(room, '大').id, total: '10', data: '大' },
        { id: item(room, '小').id, total: '10', data: '小' },
      ],
    });
    const period = openPeriodRow(server, 'pc28');
    server.clock.set(new Date(period.draws_at));
    try {
      await Promise.all([
        server.admin('/admin/lottery/draw', { room_id: 1 }),
        Promise.resolve().then(() => runtimeOf(server).tick()),
        server.admin('/admin/lottery/draw', { room_id: 2 }),
      ]);
    } finally {
      server.clock.set(null);
    }
    // Big or small always wins: exactly one 10 × 1.90 came back, once.
    expect(balanceOf(server, m.id)).toBe(10_000 - 2_000 + 1_900);
    expect(betsOf(m.id).map((b) => b.status)).toEqual([1, 1]);
    expect(server.deps.db.prepare("SELECT COUNT(*) FROM ledger WHERE kind = 'payout' AND user_id = ?").pluck().get(m.id)).toBe(1);
  });
});
