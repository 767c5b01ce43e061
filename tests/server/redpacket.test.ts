// Red packets: the window in Beijing time, the counting of deposits and turnover, tiers, and exactly one credit
// per allowed draw under simultaneous taps.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { promoMsg } from '../../server/features/promotions/messages';
import { startServer, type TestServer } from './harness';
import { approvedDeposit, at, balanceOf, ledgerRows, member, settledBet } from './promotions-fixtures';

interface Info {
  sendnums: number;
  acquirednum: number;
  max_times: number;
  rules: { recharge: string; day_flow: number; min_money: string; max_money: string }[];
  server_time: string;
  window_recharge: string;
  window_flow: string;
}
interface Page<T> {
  data: T[];
  total: number;
}

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
afterEach(async () => {
  server.clock.set(null);
  await server.admin('/admin/settings', { redpacket_switch: 1 });
});

const info = async (token: string) => (await server.call<Info>('GET', '/api/userredpacket', undefined, { token })).data;
const draw = (token: string) => server.api<{ redpacketmoney: string; balance: string }>('/api/douserredpacket', {}, token);
const setClock = (beijing: string) => server.admin('/admin/clock', { now: at(beijing).toISOString() });

describe('what a member may draw', () => {
  it('counts approved deposits from 12:00 the day before to 10:00, and nothing else', async () => {
    await setClock('2025-03-10 10:30');
    const m = await member(server, 'rp000001');
    approvedDeposit(server, m.id, 6_000, at('2025-03-09 12:00'));
    approvedDeposit(server, m.id, 4_000, at('2025-03-10 09:59:59'));
    approvedDeposit(server, m.id, 50_000, at('2025-03-09 11:59:59')); // before the window
    approvedDeposit(server, m.id, 50_000, at('2025-03-10 10:00')); // after it
    approvedDeposit(server, m.id, 50_000, at('2025-03-09 20:00'), 1); // pending
    approvedDeposit(server, m.id, 50_000, at('2025-03-09 20:00'), 3); // rejected
    const today = await info(m.token);
    expect(today).toMatchObject({ window_recharge: '100.00', window_flow: '0.00', max_times: 1, sendnums: 1, acquirednum: 0 });
    expect(today.server_time).toMatch(/^2025-03-10 10:30:\d{2}$/);
    expect(today.rules.map((r) => r.recharge)).toEqual(['100.00', '1000.00', '5000.00']);
  });

  it('grants the tier with the most draws the member reaches, turnover included', async () => {
    await setClock('2025-03-10 11:00');
    const m = await member(server, 'rp000002');
    approvedDeposit(server, m.id, 200_000, at('2025-03-09 18:00'));
    expect(await info(m.token)).toMatchObject({ max_times: 1, sendnums: 1 }); // 1000 deposited, turnover 0
    settledBet(server, m.id, 'realbet', 100_000, at('2025-03-10 08:00'));
    expect(await info(m.token)).toMatchObject({ max_times: 2, sendnums: 2, window_flow: '1000.00' });
  });

  it('has nothing for a member below every tier', async () => {
    await setClock('2025-03-10 10:10');
    const m = await member(server, 'rp000003');
    approvedDeposit(server, m.id, 9_999, at('2025-03-09 13:00'));
    expect(await info(m.token)).toMatchObject({ max_times: 0, sendnums: 0 });
    expect(await draw(m.token)).toMatchObject({ status: 422, message: promoMsg.redPacketNotQualified });
  });
});

describe('drawing', () => {
  it('credits exactly once when 20 draws arrive together with one remaining', async () => {
    await setClock('2025-03-10 10:30');
    const m = await member(server, 'rp000004');
    approvedDeposit(server, m.id, 10_000, at('2025-03-09 23:00'));
    const before = balanceOf(server, m.id);

    const answers = await Promise.all(Array.from({ length: 20 }, () => draw(m.token)));
    const won = answers.filter((a) => a.code === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.code === 422).map((a) => a.message)).toEqual(Array(19).fill(promoMsg.redPacketUsedUp));

    const expected = Math.round(Number(won[0]!.data.redpacketmoney) * 100);
    expect(expected).toBeGreaterThanOrEqual(188);
    expect(expected).toBeLessThanOrEqual(888);
    expect(won[0]!.message).toBe(promoMsg.redPacketWon((expected / 100).toFixed(2)));
    expect(ledgerRows(server, m.id, 'redpacket').map((r) => r.amount_fen)).toEqual([expected]);
    expect(balanceOf(server, m.id)).toBe(before + expected);
    expect(won[0]!.data.balance).toBe(((before + expected) / 100).toFixed(2));
    expect(await info(m.token)).toMatchObject({ sendnums: 0, acquirednum: 1, max_times: 1 });
  });

  it('lists past draws with the deposits they were granted for', async () => {
    await setClock('2025-03-10 10:45');
    const m = await member(server, 'rp000005');
    approvedDeposit(server, m.id, 120_000, at('2025-03-09 23:00'));
    settledBet(server, m.id, 'sport', 100_000, at('2025-03-09 23:30'));
    expect((await draw(m.token)).code).toBe(200);
    expect((await draw(m.token)).code).toBe(200);
    expect((await draw(m.token)).code).toBe(422);
    const records = await server.api<Page<{ money: string; redpacketmoney: string; created_at: string; usetime: string }>>('/api/redpacket', {}, m.token);
    expect(records.data.total).toBe(2);
    for (const r of records.data.data) {
      expect(r).toMatchObject({ money: '1200.00', created_at: '2025-03-10 10:00:00' });
      expect(r.usetime).toMatch(/^2025-03-10 10:45:\d{2}$/);
      expect(Number(r.redpacketmoney)).toBeGreaterThanOrEqual(5.88);
      expect(Number(r.redpacketmoney)).toBeLessThanOrEqual(28.88);
    }
  });

  it('draws only between 10:00 and 12:00 Beijing time', async () => {
    await setClock('2025-03-10 09:59:58');
    const m = await member(server, 'rp000006');
    approvedDeposit(server, m.id, 10_000, at('2025-03-09 23:00'));
    expect(await draw(m.token)).toMatchObject({ status: 422, message: promoMsg.redPacketNotStarted });
    await setClock('2025-03-10 12:00');
    expect(await draw(m.token)).toMatchObject({ status: 422, message: promoMsg.redPacketEnded });
    expect(ledgerRows(server, m.id, 'redpacket')).toHaveLength(0);
    await setClock('2025-03-10 11:59:50');
    expect((await draw(m.token)).code).toBe(200);
  });

  it('is refused while red packets are switched off, and to the guest trial account', async () => {
    await setClock('2025-03-10 10:30');
    const m = await member(server, 'rp000007');
    approvedDeposit(server, m.id, 10_000, at('2025-03-09 23:00'));
    await server.admin('/admin/settings', { redpacket_switch: 0 });
    expect(await draw(m.token)).toMatchObject({ status: 422, message: promoMsg.redPacketClosed });
    await server.admin('/admin/settings', { redpacket_switch: 1 });
    const guest = await server.login('guest888', 'guest888');
    expect((await draw(guest.data.api_token)).status).toBe(403);
    expect(ledgerRows(server, m.id, 'redpacket')).toHaveLength(0);
  });
});

describe('rules through the admin API', () => {
  it('replaces the tiers, and a draw pays within the tier limits', async () => {
    await setClock('2025-06-01 10:20');
    const m = await member(server, 'rp000008');
    approvedDeposit(server, m.id, 5_000, at('2025-05-31 15:00'));
    const rules = [
      { start_time: '2025-01-01 00:00:00', end_time: '2025-12-31 23:59:59', recharge: '50', flow_money: '20', day_flow: 2, min_money: '1', max_money: '1' },
      { start_time: '2024-01-01 00:00:00', end_time: '2024-12-31 23:59:59', recharge: '0', flow_money: '0', day_flow: 9 },
    ];
    const answer = await server.admin<{ recharge: string; min_money: string }[]>('/admin/redpacket-rules', { rules });
    expect(answer.data).toHaveLength(2);
    expect(await info(m.token)).toMatchObject({ max_times: 0, rules: [{ recharge: '50.00', day_flow: 2, min_money: '1.00', max_money: '1.00' }] });
    settledBet(server, m.id, 'lottery', 2_000, at('2025-06-01 09:00'));
    expect(await info(m.token)).toMatchObject({ max_times: 2, sendnums: 2 });
    expect((await draw(m.token)).data.redpacketmoney).toBe('1.00');
  });

  it('refuses rules that make no sense', async () => {
    const bad = { start_time: '2025-02-01 00:00:00', end_time: '2025-01-01 00:00:00', recharge: '1', flow_money: '0', day_flow: 1 };
    expect(await server.admin('/admin/redpacket-rules', { rules: [bad] })).toMatchObject({ status: 400 });
    const upside = { ...bad, end_time: '2025-03-01 00:00:00', min_money: '5', max_money: '1' };
    expect((await server.admin('/admin/redpacket-rules', { rules: [upside] })).status).toBe(400);
    expect((await server.admin('/admin/redpacket-rules', { rules: [{ ...bad, day_flow: -1 }] })).status).toBe(400);
  });
});

describe('the admin clock', () => {
  it('moves the server clock, keeps it flowing, and goes back to the real one', async () => {
    const set = await server.admin<{ beijing: string }>('/admin/clock', { now: '2025-03-10T02:30:00.000Z' });
    expect(set.data.beijing).toMatch(/^2025-03-10 10:30:0\d$/);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.clock.now().getTime()).toBeGreaterThan(at('2025-03-10 10:30').getTime());
    await server.admin('/admin/clock', { now: null });
    expect(Math.abs(server.clock.now().getTime() - Date.now())).toBeLessThan(1000);
    expect(await server.admin('/admin/clock', { now: 'tomorrow' })).toMatchObject({ status: 400, message: promoMsg.badClock });
    expect((await server.admin('/admin/clock', {})).status).toBe(400);
  });
});
