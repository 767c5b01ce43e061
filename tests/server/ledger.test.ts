// The ledger: money is conserved, no member's wallet ever goes negative, every move leaves a row that explains it.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { central, HOUSE, WITHDRAW_HOLD, type Move, type WalletRef } from '../../server/ledger/ledger';
import { startServer, type TestServer } from './harness';

let server: TestServer;
let members: number[];

beforeAll(async () => {
  server = await startServer();
  for (const name of ['ledger01', 'ledger02', 'ledger03']) await server.register(name);
  members = (server.deps.db.prepare("SELECT id FROM users WHERE username LIKE 'ledger%' ORDER BY id").pluck().all() as number[]);
});
afterAll(() => server.close());

const totalFen = () => server.deps.db.prepare('SELECT COALESCE(SUM(balance_fen), 0) FROM wallets').pluck().get() as number;
const negativeMemberWallets = () =>
  server.deps.db.prepare('SELECT COUNT(*) FROM wallets WHERE user_id <> 0 AND balance_fen < 0').pluck().get() as number;

/** Each wallet's balance equals what its ledger rows brought in minus what they took out. */
function ledgerExplainsBalances(): void {
  const rows = server.deps.db
    .prepare(
      `SELECT w.user_id, w.wallet, w.balance_fen,
         COALESCE((SELECT SUM(amount_fen) FROM ledger WHERE to_user = w.user_id AND to_wallet = w.wallet), 0)
         - COALESCE((SELECT SUM(amount_fen) FROM ledger WHERE from_user = w.user_id AND from_wallet = w.wallet), 0) AS net
       FROM wallets w`,
    )
    .all() as { balance_fen: number; net: number }[];
  for (const row of rows) expect(row.balance_fen).toBe(row.net);
}

const walletNames = ['userbalance', 'ag', 'pg', WITHDRAW_HOLD];

describe('ledger', () => {
  it('conserves money and never lets a member wallet go negative, whatever the moves', async () => {
    const wallet = fc.oneof(
      fc.constant(HOUSE),
      fc.record({ userId: fc.integer({ min: 0, max: 2 }), wallet: fc.constantFrom(...walletNames) }),
    );
    const move = fc.record({ from: wallet, to: wallet, amountFen: fc.integer({ min: 1, max: 50_000 }) });
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(move, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 30 }), async (batches) => {
        const resolve = (w: WalletRef): WalletRef => (w.userId === 0 && w.wallet === 'house' ? HOUSE : { userId: members[w.userId]!, wallet: w.wallet });
        // Interleave the batches as concurrent requests would, each batch all-or-nothing.
        await Promise.all(
          batches.map(async (batch, i) => {
            await new Promise((r) => setTimeout(r, i % 3));
            const moves: Move[] = batch
              .map((m) => ({ kind: 'transfer' as const, memberId: members[0]!, from: resolve(m.from), to: resolve(m.to), amountFen: m.amountFen }))
              .filter((m) => !(m.from.userId === m.to.userId && m.from.wallet === m.to.wallet));
            const before = moves.map((m) => server.deps.ledger.balance(m.from));
            try {
              server.deps.ledger.move(...moves);
            } catch (error) {
              expect((error as Error).message).toBe('余额不足');
              // all or nothing: a refused batch leaves every wallet as it was
              moves.forEach((m, j) => expect(server.deps.ledger.balance(m.from)).toBe(before[j]));
            }
          }),
        );
        expect(totalFen()).toBe(0);
        expect(negativeMemberWallets()).toBe(0);
      }),
      { numRuns: 60 },
    );
    ledgerExplainsBalances();
  });

  it('records kind, amount, before and after, and reference', () => {
    const [row] = server.deps.ledger.move({ kind: 'admin_credit', memberId: members[1]!, from: HOUSE, to: central(members[1]!), amountFen: 12_345, ref: 'T-1' });
    const stored = server.deps.db.prepare('SELECT * FROM ledger WHERE id = ?').get(row!.id);
    expect(stored).toMatchObject({ kind: 'admin_credit', amount_fen: 12_345, to_after: (stored as { to_before: number }).to_before + 12_345, ref: 'T-1' });
  });

  it('refuses real-money moves for the guest trial account', () => {
    const guest = server.deps.db.prepare("SELECT id FROM users WHERE is_guest = 1").pluck().get() as number;
    expect(() => server.deps.ledger.move({ kind: 'deposit', memberId: guest, from: HOUSE, to: central(guest), amountFen: 100 })).toThrow('试玩账号不能存款或取款');
    expect(() =>
      server.deps.ledger.move({ kind: 'withdraw_hold', memberId: guest, from: central(guest), to: { userId: guest, wallet: WITHDRAW_HOLD }, amountFen: 100 }),
    ).toThrow('试玩账号不能存款或取款');
  });

  it('never overdraws under concurrent debits through the admin API', async () => {
    await server.register('ledger09');
    await server.admin('/admin/credit', { username: 'ledger09', amount: '100.00' });
    const answers = await Promise.all(Array.from({ length: 25 }, () => server.admin('/admin/credit', { username: 'ledger09', amount: '-7.00' })));
    const done = answers.filter((a) => a.code === 200);
    expect(done).toHaveLength(14);
    expect(answers.filter((a) => a.code === 422).every((a) => a.message === '余额不足')).toBe(true);
    const token = (await server.login('ledger09', 'secret123')).data.api_token;
    expect((await server.api<{ balance: string }>('/api/balance', {}, token)).data.balance).toBe('2.00');
    expect(totalFen()).toBe(0);
  });
});
