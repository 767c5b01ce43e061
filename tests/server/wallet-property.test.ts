// Property tests of the money flows through the real API: whatever mix of deposits, reviews, transfers, withdrawals,
// bets and recalls arrives at once, money is conserved (every wallet, the house included, sums to zero), no member
// wallet goes negative, every deposit is credited at most once, and every hold matches a pending withdrawal.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';
import { balanceFen, bindBank, bindUsdt, member, negativeMemberWallets, PAY, play, totalFen } from './wallet-helpers';

let server: TestServer;
let members: { name: string; token: string; id: number; cards: number[] }[];

beforeAll(async () => {
  server = await startServer();
  members = [];
  for (let i = 0; i < 3; i += 1) {
    const m = await member(server, 2000, 'prop');
    members.push({ ...m, cards: [await bindBank(server, m.token), await bindUsdt(server, m.token)] });
  }
});
afterAll(() => server.close());

const depositNos: string[] = [];
const withdrawalNos: string[] = [];
const VENUES = ['userbalance', 'pp', 'ldty'] as const;

const op = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), who: fc.nat(2), yuan: fc.integer({ min: 100, max: 800 }) }),
  fc.record({ kind: fc.constant('reviewDeposit' as const), pick: fc.nat(), approve: fc.boolean() }),
  fc.record({ kind: fc.constant('transfer' as const), who: fc.nat(2), from: fc.constantFrom(...VENUES), to: fc.constantFrom(...VENUES), fen: fc.integer({ min: 1, max: 80_000 }) }),
  fc.record({ kind: fc.constant('withdraw' as const), who: fc.nat(2), card: fc.nat(1), yuan: fc.integer({ min: 90, max: 900 }) }),
  fc.record({ kind: fc.constant('reviewWithdrawal' as const), pick: fc.nat(), approve: fc.boolean() }),
  fc.record({ kind: fc.constant('play' as const), who: fc.nat(2), fen: fc.integer({ min: 1, max: 60_000 }), payoutPct: fc.integer({ min: 0, max: 200 }) }),
  fc.record({ kind: fc.constant('transall' as const), who: fc.nat(2) }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

// Two runs that come first, whatever the random ones draw: one withdrawal paid and one refused, a deposit credited, a
// bet with a payout and a transfer, so every ledger path is taken at least once.
const everyPath: [Op[]][] = [
  [[
    { kind: 'withdraw', who: 0, card: 0, yuan: 100 },
    { kind: 'withdraw', who: 1, card: 1, yuan: 100 },
    { kind: 'deposit', who: 2, yuan: 200 },
    { kind: 'play', who: 2, fen: 1000, payoutPct: 150 },
    { kind: 'transfer', who: 2, from: 'userbalance', to: 'pp', fen: 5000 },
  ]],
  [[
    { kind: 'reviewWithdrawal', pick: 0, approve: true },
    { kind: 'reviewWithdrawal', pick: 1, approve: false },
    { kind: 'reviewDeposit', pick: 0, approve: true },
  ]],
];

/** Runs one operation the way a request would, and answers the envelope code (200 or a refusal, never a crash). */
async function run(o: Op): Promise<number> {
  switch (o.kind) {
    case 'deposit': {
      const m = members[o.who]!;
      const a = await server.api<{ deposit_no: string }>('/api/recharge', { paytype: 'bank', amount: String(o.yuan), bank_owner: 'p', bank: 'b', bank_no: '1', bank_address: 'a' }, m.token);
      if (a.code === 200) depositNos.push(a.data.deposit_no);
      return a.code;
    }
    case 'reviewDeposit':
      return depositNos.length ? (await server.admin('/admin/deposit', { deposit_no: depositNos[o.pick % depositNos.length], approve: o.approve })).code : 200;
    case 'transfer':
      return (await server.api('/api/transfer', { amount: (o.fen / 100).toFixed(2), sourcetype: o.from, targettype: o.to }, members[o.who]!.token)).code;
    case 'withdraw': {
      const m = members[o.who]!;
      const a = await server.api<{ out_trade_no: string }>('/api/withdraw', { bank: m.cards[o.card], amount: String(o.yuan), password: PAY }, m.token);
      if (a.code === 200) withdrawalNos.push(a.data.out_trade_no);
      return a.code;
    }
    case 'reviewWithdrawal':
      return withdrawalNos.length ? (await server.admin('/admin/withdrawal', { out_trade_no: withdrawalNos[o.pick % withdrawalNos.length], approve: o.approve })).code : 200;
    case 'play':
      try {
        play(server, members[o.who]!.id, o.fen, Math.floor((o.fen * o.payoutPct) / 100));
        return 200;
      } catch {
        return 422; // the stake was more than the balance
      }
    case 'transall':
      return (await server.api('/api/transall', {}, members[o.who]!.token)).code;
  }
}

function checkInvariants(): void {
  const { db } = server.deps;
  expect(totalFen(server)).toBe(0);
  expect(negativeMemberWallets(server)).toBe(0);
  // Each wallet's balance is what its ledger rows brought in minus what they took out.
  const unexplained = db
    .prepare(
      `SELECT COUNT(*) FROM wallets w WHERE w.balance_fen <>
         COALESCE((SELECT SUM(amount_fen) FROM ledger WHERE to_user = w.user_id AND to_wallet = w.wallet), 0)
       - COALESCE((SELECT SUM(amount_fen) FROM ledger WHERE from_user = w.user_id AND from_wallet = w.wallet), 0)`,
    )
    .pluck()
    .get();
  expect(unexplained).toBe(0);
  for (const m of members) {
    const pending = db.prepare('SELECT COALESCE(SUM(amount_fen), 0) FROM wallet_withdrawals WHERE user_id = ? AND state = 1').pluck().get(m.id);
    expect(balanceFen(server, m.id, 'withdraw_hold')).toBe(pending);
  }
  const deposits = db
    .prepare("SELECT d.state, (SELECT COUNT(*) FROM ledger l WHERE l.ref = d.deposit_no AND l.kind = 'deposit') AS credits FROM deposits d")
    .all() as { state: number; credits: number }[];
  for (const d of deposits) expect(d.credits).toBe(d.state === 2 ? 1 : 0);
  const withdrawals = db
    .prepare("SELECT w.state, (SELECT group_concat(kind) FROM (SELECT kind FROM ledger l WHERE l.ref = w.out_trade_no ORDER BY l.id)) AS kinds FROM wallet_withdrawals w")
    .all() as { state: number; kinds: string }[];
  const expected = { 1: 'withdraw_hold', 2: 'withdraw_hold,withdraw_paid', 3: 'withdraw_hold,withdraw_refund' } as Record<number, string>;
  for (const w of withdrawals) expect(w.kinds).toBe(expected[w.state]);
}

describe('money flows under concurrent requests', () => {
  it('conserve money, never go negative, credit once and hold exactly the pending withdrawals', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        const codes = await Promise.all(
          ops.map(async (o, i) => {
            await new Promise((r) => setTimeout(r, i % 3));
            return run(o);
          }),
        );
        for (const code of codes) expect([200, 403, 404, 409, 422]).toContain(code);
        checkInvariants();
      }),
      { numRuns: 40, examples: everyPath },
    );
    // the runs did exercise every path
    const kinds = server.deps.db.prepare('SELECT DISTINCT kind FROM ledger').pluck().all();
    expect(kinds).toEqual(expect.arrayContaining(['deposit', 'transfer', 'withdraw_hold', 'withdraw_paid', 'withdraw_refund', 'bet', 'payout']));
  });

  it('holds once however many copies of the same withdrawal arrive together', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 100, max: 300 }), fc.integer({ min: 2, max: 5 }), fc.nat(2), async (yuan, copies, who) => {
        const m = members[who]!;
        await server.admin('/admin/credit', { username: m.name, amount: '1000' });
        server.deps.db.prepare('UPDATE wallet_turnover SET owed_fen = 0 WHERE user_id = ?').run(m.id);
        // a later run may send the same amount again: move the clock past the double-tap window first
        server.clock.set(new Date(server.clock.now().getTime() + 20_000));
        const holdBefore = balanceFen(server, m.id, 'withdraw_hold');
        const answers = await Promise.all(
          Array.from({ length: copies }, () => server.api('/api/withdraw', { bank: m.cards[0], amount: String(yuan), password: PAY }, m.token)),
        );
        expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
        expect(answers.filter((a) => a.code === 409)).toHaveLength(copies - 1);
        expect(balanceFen(server, m.id, 'withdraw_hold') - holdBefore).toBe(yuan * 100);
        checkInvariants();
      }),
      { numRuns: 15 },
    );
    server.clock.set(null);
  });
});
