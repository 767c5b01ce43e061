// Amounts bounded whatever their JSON type, and a ledger that keeps every balance in a safe range by itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { central, HOUSE, MAX_BALANCE_FEN } from '../../server/ledger/ledger';
import { msg } from '../../server/base/messages';
import { startServer, type TestServer } from './harness';
import { member } from './wallet-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('the admin credit', () => {
  it.each([999_999_999_999, 1e21, -1e21, 100.123, 1e-7])('refuses the JSON number %d that the string pattern would refuse', async (amount) => {
    const m = await member(server, 0, 'amt');
    const answer = await server.admin('/admin/credit', { username: m.name, amount });
    expect(answer.code).toBe(400);
    expect(server.deps.ledger.balance(central(m.id))).toBe(0);
  });

  it('takes a JSON number within the pattern as the same amount as its string', async () => {
    const m = await member(server, 0, 'amt');
    expect((await server.admin('/admin/credit', { username: m.name, amount: 100.5 })).code).toBe(200);
    expect(server.deps.ledger.balance(central(m.id))).toBe(10_050);
  });

  it('can never take a balance past the ledger\'s limit; the member\'s calls keep answering', async () => {
    const m = await member(server, 0, 'amt');
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await server.admin('/admin/credit', { username: m.name, amount: 999_999_999 }));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(10);
    expect(answers.at(-1)).toMatchObject({ code: 422, message: msg.amountTooLarge });
    expect(server.deps.ledger.balance(central(m.id))).toBeLessThanOrEqual(MAX_BALANCE_FEN);
    expect((await server.api('/api/user', {}, m.token)).code).toBe(200);
    expect((await server.api('/api/balance', {}, m.token)).code).toBe(200);
  });

  it('refuses a paysum or flow given as a number beyond the pattern', async () => {
    const m = await member(server, 0, 'amt');
    expect((await server.admin('/admin/user', { username: m.name, paysum: 1e15 })).code).toBe(400);
    expect((await server.admin('/admin/user', { username: m.name, flow: 12.345 })).code).toBe(400);
  });
});

describe('the ledger', () => {
  it('refuses a move that would take a member past the limit, or one larger than it', async () => {
    const m = await member(server, 0, 'amt');
    const wallet = central(m.id);
    server.deps.ledger.move({ kind: 'admin_credit', memberId: m.id, from: HOUSE, to: wallet, amountFen: MAX_BALANCE_FEN });
    expect(() => server.deps.ledger.move({ kind: 'admin_credit', memberId: m.id, from: HOUSE, to: wallet, amountFen: 1 })).toThrow(msg.amountTooLarge);
    const other = await member(server, 0, 'amt');
    expect(() =>
      server.deps.ledger.move({ kind: 'admin_credit', memberId: other.id, from: HOUSE, to: central(other.id), amountFen: MAX_BALANCE_FEN + 1 }),
    ).toThrow(msg.amountTooLarge);
    expect(server.deps.ledger.balance(wallet)).toBe(MAX_BALANCE_FEN);
  });
});
