// Records: deposits, withdrawals, transfers in and out of the central wallet, bets; by date code, type, venue; paged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeBet, settleBet, voidBet } from '../../server/bets';
import { central } from '../../server/ledger/ledger';
import { startServer, type TestServer } from './harness';
import { bindBank, deposit, member, PAY, play } from './wallet-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

interface Page<T> {
  data: T[];
  total: number;
  last_page: number;
  current_page: number;
  per_page: number;
}
interface TransRecord {
  out_trade_no: string;
  amount: string;
  pay_way: string;
  type: number;
  state: number;
  created_at: string;
}
interface BetRecord {
  bet_id: string;
  api_type: string;
  plays: string;
  bet_amount: string;
  win_loss: string;
  status: number;
}

const records = (token: string, body: Record<string, unknown>) => server.api<Page<TransRecord>>('/api/gettransrecord', body, token);
const DAY = 24 * 3600 * 1000;

describe('gettransrecord', () => {
  it('lists each type with its state and method, newest first; transfers are seen from the central wallet', async () => {
    const m = await member(server, 1000);
    const approved = await deposit(server, m.token, '200');
    const rejected = await deposit(server, m.token, '150', false);
    play(server, m.id, 20_000); // the turnover the deposit asks for
    const card = await bindBank(server, m.token);
    const w = await server.api<{ out_trade_no: string }>('/api/withdraw', { bank: card, amount: '100', password: PAY }, m.token);
    await server.api('/api/transfer', { amount: '50', sourcetype: 'userbalance', targettype: 'ldty' }, m.token);
    await server.api('/api/transfer', { amount: '20', sourcetype: 'ldty', targettype: 'userbalance' }, m.token);
    await server.api('/api/transall', {}, m.token);

    const deposits = await records(m.token, { type: 1 });
    expect(deposits.data.data.map((r) => [r.out_trade_no, r.amount, r.pay_way, r.type, r.state])).toEqual([
      [rejected, '150.00', 'bank', 1, 3],
      [approved, '200.00', 'bank', 1, 2],
    ]);
    expect(deposits.data).toMatchObject({ total: 2, last_page: 1, current_page: 1, per_page: 15 });

    const withdrawals = await records(m.token, { type: 2 });
    expect(withdrawals.data.data.map((r) => [r.out_trade_no, r.amount, r.pay_way, r.state])).toEqual([[w.data.out_trade_no, '100.00', 'bank', 1]]);

    const into = await records(m.token, { type: 3 });
    expect(into.data.data.map((r) => [r.amount, r.pay_way, r.state])).toEqual([['30.00', 'ldty', 1], ['20.00', 'ldty', 1]]);
    const out = await records(m.token, { type: 4 });
    expect(out.data.data.map((r) => [r.amount, r.pay_way, r.state])).toEqual([['50.00', 'ldty', 1]]);
    expect(out.data.data[0]!.out_trade_no).toMatch(/^TR\d{10}$/);
  });

  it('narrows transfers to one venue; a venue leaves deposits empty', async () => {
    const m = await member(server, 1000);
    await deposit(server, m.token, '100');
    for (const venue of ['ldty', 'pp', 'pp']) await server.api('/api/transfer', { amount: '10', sourcetype: 'userbalance', targettype: venue }, m.token);
    expect((await records(m.token, { type: 4, api_type: 'pp' })).data.total).toBe(2);
    expect((await records(m.token, { type: 4, api_type: 'ldty' })).data.total).toBe(1);
    expect((await records(m.token, { type: 4, api_type: '' })).data.total).toBe(3);
    expect((await records(m.token, { type: 4, api_type: 'userbalance' })).data.total).toBe(3);
    expect((await records(m.token, { type: 1, api_type: 'pp' })).data.total).toBe(0);
  });

  it('keeps to the date code\'s Beijing days', async () => {
    const m = await member(server, 1000);
    // 2024-03-10 01:00 Beijing (17:00 UTC the day before): "today" starts at 2024-03-10 00:00 Beijing.
    const today = new Date('2024-03-09T17:00:00Z');
    const at = async (offsetDays: number) => {
      server.clock.set(new Date(today.getTime() - offsetDays * DAY));
      await server.api('/api/transfer', { amount: '1', sourcetype: 'userbalance', targettype: 'pp' }, m.token);
    };
    try {
      for (const days of [0, 1, 6, 7, 14, 15, 29, 30]) await at(days);
      server.clock.set(today);
      const count = async (date: number) => (await records(m.token, { type: 4, date })).data.total;
      expect([await count(1), await count(2), await count(3), await count(4)]).toEqual([1, 3, 5, 7]);
      expect((await records(m.token, { type: 4 })).data.total).toBe(7); // default date code 4
      const first = (await records(m.token, { type: 4, date: 1 })).data.data[0]!;
      expect(first.created_at).toBe('2024-03-10 01:00:00');
    } finally {
      server.clock.set(null);
    }
  });

  it('pages by 15 with last_page', async () => {
    const m = await member(server, 1000);
    for (let i = 0; i < 17; i += 1) await server.api('/api/transfer', { amount: String(i + 1), sourcetype: 'userbalance', targettype: 'pp' }, m.token);
    const first = await records(m.token, { type: 4, page: 1 });
    expect(first.data).toMatchObject({ total: 17, last_page: 2, current_page: 1, per_page: 15 });
    expect(first.data.data).toHaveLength(15);
    expect(first.data.data[0]!.amount).toBe('17.00');
    const second = await records(m.token, { type: 4, page: 2 });
    expect(second.data.data.map((r) => r.amount)).toEqual(['2.00', '1.00']);
    expect((await records(m.token, { type: 4, page: 3 })).data.data).toEqual([]);
  });

  it('shows only the member\'s own records and refuses a bad type', async () => {
    const a = await member(server, 100);
    const b = await member(server, 100);
    await server.api('/api/transfer', { amount: '1', sourcetype: 'userbalance', targettype: 'pp' }, a.token);
    expect((await records(b.token, { type: 4 })).data.total).toBe(0);
    expect((await records(b.token, { type: 5 })).code).toBe(400);
  });
});

describe('betrecord', () => {
  it('lists bets with stake, win/loss and status, by venue', async () => {
    const m = await member(server, 1000);
    const { db, ledger } = server.deps;
    const bet = (platform: string, fen: number) =>
      placeBet(db, ledger, { userId: m.id, platform, categoryId: platform === 'pp' ? 'concise' : 'lottery', plays: `${platform}-play`, amountFen: fen, from: central(m.id) }, new Date());
    const won = bet('cpgc', 10_000);
    settleBet(db, ledger, won.bet_id, 19_800, central(m.id), new Date());
    const lost = bet('cpgc', 5_000);
    settleBet(db, ledger, lost.bet_id, 0, central(m.id), new Date());
    const voided = bet('pp', 2_000);
    voidBet(db, ledger, voided.bet_id, central(m.id), new Date());
    const open = bet('pp', 1_000);

    const all = await server.api<Page<BetRecord>>('/api/betrecord', {}, m.token);
    expect(all.data.data.map((r) => [r.bet_id, r.api_type, r.bet_amount, r.win_loss, r.status])).toEqual([
      [open.bet_id, 'pp', '10.00', '0.00', 2],
      [voided.bet_id, 'pp', '20.00', '0.00', 0],
      [lost.bet_id, 'cpgc', '50.00', '-50.00', 1],
      [won.bet_id, 'cpgc', '100.00', '98.00', 1],
    ]);
    expect(all.data.data[0]!.plays).toBe('pp-play');
    const pp = await server.api<Page<BetRecord>>('/api/betrecord', { api_type: 'pp', date: 1 }, m.token);
    expect(pp.data.total).toBe(2);
  });
});
