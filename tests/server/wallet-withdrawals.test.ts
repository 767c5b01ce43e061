// Withdrawals: the checks in order, the turnover rule, the hold, the admin's one review, and no double hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../server/base/messages';
import { walletMsg } from '../../server/features/wallet/messages';
import { startServer, type TestServer } from './harness';
import { balanceFen, bindBank, bindUsdt, deposit, member, PAY, play, totalFen } from './wallet-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const owed = async (token: string) => (await server.api<{ bet_amount: string }>('/api/getBetAmount', {}, token)).data.bet_amount;
const withdraw = (token: string, bank: number, amount: string, password = PAY) => server.api<{ out_trade_no: string }>('/api/withdraw', { bank, amount, password }, token);
const HOLD = 'withdraw_hold';

describe('getBetAmount (打码量)', () => {
  it('owes each approved deposit once, pays it down with settled bets, and banks no turnover for later', async () => {
    const m = await member(server);
    expect(await owed(m.token)).toBe('0.00');
    await deposit(server, m.token, '300');
    expect(await owed(m.token)).toBe('300.00');
    play(server, m.id, 10_000);
    expect(await owed(m.token)).toBe('200.00');
    play(server, m.id, 15_050, 30_000);
    expect(await owed(m.token)).toBe('49.50');
    play(server, m.id, 10_000);
    expect(await owed(m.token)).toBe('0.00');
    await deposit(server, m.token, '100');
    expect(await owed(m.token)).toBe('100.00'); // the 50.50 played beyond what was owed does not count
    await deposit(server, m.token, '100', false);
    expect(await owed(m.token)).toBe('100.00'); // a rejected deposit owes nothing
  });

  it('counts no turnover made before the first deposit', async () => {
    const m = await member(server, 100);
    play(server, m.id, 5_000);
    await deposit(server, m.token, '200');
    expect(await owed(m.token)).toBe('200.00');
  });
});

describe('withdraw', () => {
  it('holds a withdrawal sent again with the same key once, and answers the first one again', async () => {
    const m = await member(server, 500);
    const card = await bindBank(server, m.token);
    const send = () => server.api<{ out_trade_no: string }>('/api/withdraw', { bank: card, amount: '150', password: PAY, order_key: 'ab12cd34ef56ab12cd34ef56' }, m.token);
    const first = await send();
    const again = await send(); // the app's retry on another line after the first answer was lost
    expect(first).toMatchObject({ code: 200 });
    expect(again).toMatchObject({ code: 200, data: { out_trade_no: first.data.out_trade_no } });
    expect(balanceFen(server, m.id, HOLD)).toBe(15_000);
    expect(balanceFen(server, m.id)).toBe(35_000);
  });

  it('holds the amount, records it pending, and the admin pays it out once', async () => {
    const m = await member(server, 500);
    const card = await bindBank(server, m.token);
    const answer = await withdraw(m.token, card, '120.50');
    expect(answer).toMatchObject({ code: 200, message: walletMsg.withdrawPending });
    expect(answer.data.out_trade_no).toMatch(/^W\d{20}$/);
    expect(balanceFen(server, m.id)).toBe(37_950);
    expect(balanceFen(server, m.id, HOLD)).toBe(12_050);
    const user = await server.api<{ balance: string; gameblance: string }>('/api/user', {}, m.token);
    expect(user.data).toMatchObject({ balance: '379.50', gameblance: '0.00' }); // the hold is neither

    expect(await server.admin('/admin/withdrawal', { out_trade_no: answer.data.out_trade_no, approve: true })).toMatchObject({ code: 200, data: { state: 2 } });
    expect(balanceFen(server, m.id, HOLD)).toBe(0);
    expect(balanceFen(server, m.id)).toBe(37_950);
    for (const approve of [true, false]) {
      expect(await server.admin('/admin/withdrawal', { out_trade_no: answer.data.out_trade_no, approve })).toMatchObject({ code: 409, message: walletMsg.withdrawalReviewed });
    }
    const kinds = server.deps.db.prepare('SELECT kind FROM ledger WHERE ref = ? ORDER BY id').pluck().all(answer.data.out_trade_no);
    expect(kinds).toEqual(['withdraw_hold', 'withdraw_paid']);
    expect(totalFen(server)).toBe(0);
  });

  it('returns the hold to the central wallet on rejection', async () => {
    const m = await member(server, 500);
    const card = await bindBank(server, m.token);
    const { data } = await withdraw(m.token, card, '200');
    expect(balanceFen(server, m.id)).toBe(30_000);
    expect(await server.admin('/admin/withdrawal', { out_trade_no: data.out_trade_no, approve: false })).toMatchObject({ code: 200, data: { state: 3, balance: '500.00' } });
    expect(balanceFen(server, m.id, HOLD)).toBe(0);
    expect(server.deps.db.prepare('SELECT kind FROM ledger WHERE ref = ? ORDER BY id').pluck().all(data.out_trade_no)).toEqual(['withdraw_hold', 'withdraw_refund']);
  });

  it('checks in order: account, minimum, pay password, turnover, balance', async () => {
    const m = await member(server, 150);
    const card = await bindBank(server, m.token);
    const send = (body: Record<string, unknown>) => server.api('/api/withdraw', body, m.token);
    expect((await send({ amount: '10', password: '' })).message).toBe(walletMsg.cardRequired);
    expect((await send({ bank: 99_999, amount: '10', password: '' })).message).toBe(walletMsg.cardRequired);
    expect((await send({ bank: card, amount: '99.99', password: '' })).message).toBe(walletMsg.minWithdrawal(100));
    expect((await send({ bank: card, amount: '100', password: '' })).message).toBe(walletMsg.payPasswordRequired);
    expect((await send({ bank: card, amount: '100', password: 'nope-nope' })).message).toBe(walletMsg.payPasswordWrong);
    await deposit(server, m.token, '100');
    expect(await send({ bank: card, amount: '100', password: PAY })).toMatchObject({ code: 422, message: walletMsg.turnoverOwed(10_000) });
    play(server, m.id, 10_000);
    expect(await send({ bank: card, amount: '150.01', password: PAY })).toMatchObject({ code: 422, message: msg.insufficientBalance });
    expect(balanceFen(server, m.id, HOLD)).toBe(0);
    expect((await send({ bank: card, amount: '150', password: PAY })).code).toBe(200);
    expect(balanceFen(server, m.id)).toBe(0);
  });

  it('refuses a card of another member', async () => {
    const owner = await member(server, 500);
    const thief = await member(server, 500);
    const card = await bindBank(server, owner.token);
    expect((await withdraw(thief.token, card, '100')).message).toBe(walletMsg.cardRequired);
  });

  it('holds once when the same withdrawal is sent twice at once (a double tap), and again later', async () => {
    const m = await member(server, 1000);
    const card = await bindBank(server, m.token);
    const answers = await Promise.all([withdraw(m.token, card, '300'), withdraw(m.token, card, '300')]);
    expect(answers.map((a) => a.code).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.code === 409)!.message).toBe(walletMsg.duplicateRequest);
    expect(balanceFen(server, m.id, HOLD)).toBe(30_000);
    expect(server.deps.db.prepare('SELECT COUNT(*) FROM wallet_withdrawals WHERE user_id = ?').pluck().get(m.id)).toBe(1);

    // A different amount is a different wish; the same one after the window is too.
    expect((await withdraw(m.token, card, '301')).code).toBe(200);
    server.clock.set(new Date(Date.now() + 16_000));
    try {
      expect((await withdraw(m.token, card, '300')).code).toBe(200);
    } finally {
      server.clock.set(null);
    }
    expect(balanceFen(server, m.id, HOLD)).toBe(90_100);
  });

  it('never holds more than the balance under a burst of different withdrawals', async () => {
    const m = await member(server, 1000);
    const card = await bindBank(server, m.token);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => withdraw(m.token, card, String(300 + i))));
    const done = answers.filter((a) => a.code === 200);
    expect(done.length).toBe(3);
    expect(balanceFen(server, m.id) + balanceFen(server, m.id, HOLD)).toBe(100_000);
    expect(balanceFen(server, m.id)).toBeGreaterThanOrEqual(0);
  });

  it('fixes the USDT payout at request time: floor(amount / rate, 2) minus the chain\'s fee', async () => {
    const m = await member(server, 1000);
    const trc = await bindUsdt(server, m.token, 'TRC20');
    const erc = await bindUsdt(server, m.token, 'ERC20');
    server.deps.db.prepare("UPDATE settings SET withdraw_usdt_rate = '7.3'").run();
    try {
      const a = await withdraw(m.token, trc, '100.10');
      const b = await withdraw(m.token, erc, '730');
      const row = (no: string) => server.deps.db.prepare('SELECT usdt_rate, usdt_cents, fee_cents, received_cents FROM wallet_withdrawals WHERE out_trade_no = ?').get(no);
      expect(row(a.data.out_trade_no)).toEqual({ usdt_rate: '7.3', usdt_cents: 1371, fee_cents: 100, received_cents: 1271 });
      expect(row(b.data.out_trade_no)).toEqual({ usdt_rate: '7.3', usdt_cents: 10_000, fee_cents: 500, received_cents: 9_500 });
    } finally {
      server.deps.db.prepare("UPDATE settings SET withdraw_usdt_rate = '7.10'").run();
    }
  });

  it('refuses a USDT withdrawal whose fee eats it whole', async () => {
    const m = await member(server, 1000);
    const erc = await bindUsdt(server, m.token, 'ERC20');
    server.deps.db.prepare('UPDATE settings SET erc20_fee_fen = 100000').run();
    try {
      expect(await withdraw(m.token, erc, '100')).toMatchObject({ code: 422, message: walletMsg.feeExceeds });
      expect(balanceFen(server, m.id, HOLD)).toBe(0);
    } finally {
      server.deps.db.prepare('UPDATE settings SET erc20_fee_fen = 500').run();
    }
  });

  it('refuses the guest trial account', async () => {
    const guest = (await server.login('guest888', 'guest888')).data.api_token;
    // The guest cannot bind a card (security.test.ts); one put there by hand still never takes money out.
    const guestId = server.deps.db.prepare('SELECT id FROM users WHERE is_guest = 1').pluck().get() as number;
    const card = server.deps.db
      .prepare("INSERT INTO wallet_cards (user_id, type, bank, bank_owner, bank_no, bank_address, created_at) VALUES (?, 1, '中国银行', '试玩', '6216600000000000', '试玩支行', 0)")
      .run(guestId).lastInsertRowid;
    expect(await server.api('/api/withdraw', { bank: Number(card), amount: '100', password: 'guest888' }, guest)).toMatchObject({ code: 403, message: msg.guestNoMoney });
  });

  it('knows only real withdrawals on the admin side', async () => {
    expect(await server.admin('/admin/withdrawal', { out_trade_no: 'W1', approve: true })).toMatchObject({ code: 404, message: walletMsg.withdrawalUnknown });
    expect((await server.admin('/admin/withdrawal', { out_trade_no: 'W1', approve: 'yes' })).code).toBe(400);
  });
});
