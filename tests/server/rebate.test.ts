// Rebates: valid turnover per Beijing day and category at the member's VIP rate, each bet counted once, pending
// until claimed, and a claim that pays once whatever the number of simultaneous taps.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_NAMES, promoMsg } from '../../server/features/promotions/messages';
import { startRebateSettlement } from '../../server/features/promotions/rebateSchedule';
import { voidBet, placeBet } from '../../server/bets';
import { central, HOUSE } from '../../server/ledger/ledger';
import { rebateFen } from '../../server/vip';
import { walletMsg } from '../../server/features/wallet/messages';
import { startServer, type TestServer } from './harness';
import { PAY } from './wallet-helpers';
import { at, balanceOf, ledgerRows, member, settledBet } from './promotions-fixtures';

interface Rebates {
  data: { id: number; gamename: string; money: string; state: number; created_at: string; updated_at: string }[];
  total: number;
  jisuan: string;
  nojisuan: string;
}

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
afterEach(() => server.clock.set(null));

const list = (token: string, body: Record<string, unknown> = {}) => server.api<Rebates>('/api/getfanshui', body, token);
const settle = () => server.admin<{ created: number; money: string }>('/admin/settle-rebates', {});
const yuan = (fen: number) => (fen / 100).toFixed(2);

describe('settlement', () => {
  it('makes one pending rebate per day and category at the VIP rate, counting each bet once', async () => {
    server.clock.set(at('2025-04-02 15:00'));
    const m = await member(server, 'fs000001');
    await server.admin('/admin/user', { username: m.name, vip: 3 });
    settledBet(server, m.id, 'realbet', 60_000, at('2025-04-02 09:00'), 120_000);
    settledBet(server, m.id, 'realbet', 40_000, at('2025-04-02 10:00'));
    settledBet(server, m.id, 'sport', 50_000, at('2025-04-02 11:00'));
    settledBet(server, m.id, 'concise', 30_000, at('2025-04-01 23:59:59')); // the day before, Beijing time
    placeBet(server.deps.db, server.deps.ledger, { userId: m.id, platform: 'hqzr', categoryId: 'realbet', plays: 'x', amountFen: 1, from: central(m.id) }, at('2025-04-02 12:00'));
    server.deps.ledger.move({ kind: 'admin_credit', memberId: m.id, from: HOUSE, to: central(m.id), amountFen: 5_000 });
    const voided = placeBet(server.deps.db, server.deps.ledger, { userId: m.id, platform: 'hqzr', categoryId: 'realbet', plays: 'x', amountFen: 5_000, from: central(m.id) }, at('2025-04-02 12:00'));
    voidBet(server.deps.db, server.deps.ledger, voided.bet_id, central(m.id), at('2025-04-02 12:30'));

    const expected = {
      realbet: rebateFen(server.deps.db, 3, 'realbet', 100_000),
      sport: rebateFen(server.deps.db, 3, 'sport', 50_000),
      concise: rebateFen(server.deps.db, 3, 'concise', 30_000),
    };
    expect(expected.realbet).toBe(600); // VIP3 live dealer 0.60 %
    const total = expected.realbet + expected.sport + expected.concise;

    const first = await settle();
    expect(first.data.created).toBeGreaterThanOrEqual(3);
    const rebates = await list(m.token);
    expect(rebates.data).toMatchObject({ total: 3, jisuan: '0.00', nojisuan: yuan(total) });
    expect(rebates.data.data.map((r) => [r.gamename, r.money, r.state])).toEqual([
      [CATEGORY_NAMES.sport, yuan(expected.sport), 0],
      [CATEGORY_NAMES.realbet, yuan(expected.realbet), 0],
      [CATEGORY_NAMES.concise, yuan(expected.concise), 0],
    ]);
    expect(rebates.data.data[0]!.created_at).toMatch(/^2025-04-02 15:00:\d{2}$/);

    await settle();
    expect((await list(m.token)).data).toMatchObject({ total: 3, nojisuan: yuan(total) });
    // A later bet of the same day joins that day's unclaimed row, rounded once on the whole turnover.
    settledBet(server, m.id, 'realbet', 10_050, at('2025-04-02 14:00'));
    await settle();
    const grown = expected.sport + rebateFen(server.deps.db, 3, 'realbet', 110_050) + expected.concise;
    expect((await list(m.token)).data).toMatchObject({ total: 3, nojisuan: yuan(grown) });

    // Once claimed, the day's next bets make a new row.
    expect((await server.api('/api/dofanshui', {}, m.token)).code).toBe(200);
    settledBet(server, m.id, 'realbet', 10_000, at('2025-04-02 14:30'));
    await settle();
    expect((await list(m.token)).data).toMatchObject({ total: 4, jisuan: yuan(grown), nojisuan: yuan(rebateFen(server.deps.db, 3, 'realbet', 10_000)) });
  });

  it('keeps turnover too small to pay anything for a later settlement of the same day', async () => {
    server.clock.set(at('2025-04-03 20:00'));
    const m = await member(server, 'fs000002');
    settledBet(server, m.id, 'lottery', 100, at('2025-04-03 10:00')); // 1 yuan at 0.30 %: nothing yet
    await settle();
    expect((await list(m.token)).data.total).toBe(0);
    settledBet(server, m.id, 'lottery', 99_900, at('2025-04-03 11:00'));
    await settle();
    expect((await list(m.token)).data).toMatchObject({ total: 1, nojisuan: yuan(rebateFen(server.deps.db, 1, 'lottery', 100_000)) });
  });

  it('pays nothing on the guest trial account', async () => {
    const guest = await server.login('guest888', 'guest888');
    const id = (await server.api<{ id: number }>('/api/user', {}, guest.data.api_token)).data.id;
    settledBet(server, id, 'sport', 100_000, new Date());
    await settle();
    expect((await list(guest.data.api_token)).data.total).toBe(0);
  });

  it('settles the days that are over by itself, and leaves today to the next run', async () => {
    server.clock.set(at('2025-04-05 09:00'));
    const m = await member(server, 'fs000003');
    settledBet(server, m.id, 'joker', 50_000, at('2025-04-04 22:00'));
    settledBet(server, m.id, 'joker', 50_000, at('2025-04-05 08:00'));
    const stop = startRebateSettlement(server.deps);
    stop();
    const rebates = await list(m.token);
    expect(rebates.data.total).toBe(1);
    expect(rebates.data.nojisuan).toBe(yuan(rebateFen(server.deps.db, 1, 'joker', 50_000)));
  });
});

describe('the rebate centre', () => {
  it('pays a claim once when 20 claims arrive together, then shows it claimed', async () => {
    server.clock.set(at('2025-04-06 18:00'));
    const m = await member(server, 'fs000004');
    settledBet(server, m.id, 'gaming', 200_000, at('2025-04-06 12:00'));
    await settle();
    const pending = rebateFen(server.deps.db, 1, 'gaming', 200_000);
    const before = balanceOf(server, m.id);

    const answers = await Promise.all(Array.from({ length: 20 }, () => server.api<{ money: string; balance: string }>('/api/dofanshui', {}, m.token)));
    const paid = answers.filter((a) => a.code === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.data).toEqual({ money: yuan(pending), balance: yuan(before + pending) });
    expect(paid[0]!.message).toBe(promoMsg.rebateClaimed(yuan(pending)));
    expect(answers.filter((a) => a.code === 422).map((a) => a.message)).toEqual(Array(19).fill(promoMsg.rebateNothing));
    expect(ledgerRows(server, m.id, 'rebate').map((r) => r.amount_fen)).toEqual([pending]);
    expect(balanceOf(server, m.id)).toBe(before + pending);

    const after = await list(m.token);
    expect(after.data).toMatchObject({ jisuan: yuan(pending), nojisuan: '0.00' });
    expect(after.data.data[0]).toMatchObject({ state: 1 });
    expect(after.data.data[0]!.updated_at).toMatch(/^2025-04-06 18:00:\d{2}$/);

    expect(await server.api('/api/dofanshui', {}, m.token)).toMatchObject({ status: 422, message: promoMsg.rebateNothing });
    expect(ledgerRows(server, m.id, 'rebate')).toHaveLength(1);
  });

  it('owes a claimed rebate as withdrawal turnover (1x): the withdrawal refuses until it is played through', async () => {
    server.clock.set(at('2025-04-07 18:00'));
    const m = await member(server, 'fs000014');
    settledBet(server, m.id, 'gaming', 300_000, at('2025-04-07 12:00'));
    await settle();
    const pending = rebateFen(server.deps.db, 1, 'gaming', 300_000);
    const owed = async () => (await server.api<{ bet_amount: string }>('/api/getBetAmount', {}, m.token)).data.bet_amount;
    expect(await owed()).toBe('0.00');
    expect((await server.api('/api/dofanshui', {}, m.token)).code).toBe(200);
    expect(await owed()).toBe(yuan(pending));

    await server.api('/api/bindcard', { bank: '中国工商银行', bank_owner: '张三', bank_no: '6222020200112233445', bank_address: '北京朝阳支行', pay_pass: PAY }, m.token);
    const [card] = (await server.api<{ id: number }[]>('/api/getcard', { type: 1 }, m.token)).data;
    server.deps.ledger.move({ kind: 'admin_credit', memberId: m.id, from: HOUSE, to: central(m.id), amountFen: 20_000 });
    const withdraw = () => server.api('/api/withdraw', { bank: card!.id, amount: '100', password: PAY }, m.token);
    expect(await withdraw()).toMatchObject({ code: 422, message: walletMsg.turnoverOwed(pending) });
    settledBet(server, m.id, 'gaming', pending, at('2025-04-07 17:00'));
    expect(await owed()).toBe('0.00');
    expect((await withdraw()).code).toBe(200);
  });

  it('filters by date code, category and platform, and pages', async () => {
    server.clock.set(at('2025-05-20 12:00'));
    const m = await member(server, 'fs000005');
    settledBet(server, m.id, 'realbet', 10_000, at('2025-05-20 08:00'));
    settledBet(server, m.id, 'sport', 10_000, at('2025-05-15 08:00'));
    settledBet(server, m.id, 'realbet', 10_000, at('2025-05-08 08:00'));
    settledBet(server, m.id, 'realbet', 10_000, at('2025-04-25 08:00'));
    await settle();
    const count = async (body: Record<string, unknown>) => (await list(m.token, body)).data.total;
    expect(await count({ date: 1 })).toBe(1);
    expect(await count({ date: 2 })).toBe(2);
    expect(await count({ date: 3 })).toBe(3);
    expect(await count({})).toBe(4);
    expect(await count({ type: 6 })).toBe(3);
    expect(await count({ type: 2 })).toBe(1);
    expect(await count({ api_type: 'jdzr' })).toBe(3);
    expect(await count({ api_type: 'nosuch' })).toBe(0);
    expect((await list(m.token, { date: 9 })).status).toBe(400);
    for (let day = 1; day <= 9; day += 1) settledBet(server, m.id, 'fishing', 10_000, at(`2025-05-${String(day + 10).padStart(2, '0')} 08:00`));
    await settle();
    const page2 = await list(m.token, { page: 2 });
    expect(page2.data).toMatchObject({ total: 13, current_page: 2, last_page: 2 });
    expect(page2.data.data).toHaveLength(3);
  });

  it('needs a member', async () => {
    expect((await server.api('/api/getfanshui')).status).toBe(401);
    expect((await server.api('/api/dofanshui')).status).toBe(401);
  });
});
