// The core money flows later features build on: venue transfers and bets, all through the ledger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeBet, settleBet, voidBet } from '../../server/bets';
import { central } from '../../server/ledger/ledger';
import { moveAllInto, recallAll, transferWithVenue, venue } from '../../server/ledger/venues';
import { startServer, type TestServer } from './harness';

let server: TestServer;
let userId: number;
const now = () => new Date();

beforeAll(async () => {
  server = await startServer();
  await server.register('flows001');
  userId = server.deps.db.prepare("SELECT id FROM users WHERE username = 'flows001'").pluck().get() as number;
  await server.admin('/admin/credit', { username: 'flows001', amount: '1000' });
});
afterAll(() => server.close());

const balance = (wallet: string) => server.deps.ledger.balance({ userId, wallet });

describe('venue wallets', () => {
  it('moves money to a venue and back, and refuses an unknown venue', () => {
    transferWithVenue(server.deps.db, server.deps.ledger, userId, 'ldty', 30_000, true);
    expect(balance('ldty')).toBe(30_000);
    transferWithVenue(server.deps.db, server.deps.ledger, userId, 'ldty', 10_000, false);
    expect(balance('ldty')).toBe(20_000);
    expect(() => transferWithVenue(server.deps.db, server.deps.ledger, userId, 'nope', 1, true)).toThrow('游戏场馆不存在');
    expect(() => transferWithVenue(server.deps.db, server.deps.ledger, userId, 'ldty', 999_999, false)).toThrow('余额不足');
  });

  it('recalls every venue at once, and auto-transfers every balance into one', () => {
    transferWithVenue(server.deps.db, server.deps.ledger, userId, 'hqzr', 5_000, true);
    expect(recallAll(server.deps.db, server.deps.ledger, userId)).toBe(25_000);
    expect(balance('userbalance')).toBe(100_000);
    transferWithVenue(server.deps.db, server.deps.ledger, userId, 'hqzr', 5_000, true);
    expect(moveAllInto(server.deps.db, server.deps.ledger, userId, 'pp')).toBe(100_000);
    expect(balance('userbalance')).toBe(0);
    expect(balance('hqzr')).toBe(0);
    recallAll(server.deps.db, server.deps.ledger, userId);
  });
});

describe('bets', () => {
  it('debits the stake at once and pays a settlement exactly once', () => {
    const bet = placeBet(server.deps.db, server.deps.ledger, { userId, platform: 'cpgc', categoryId: 'lottery', plays: 'big', amountFen: 10_000, from: central(userId) }, now());
    expect(balance('userbalance')).toBe(90_000);
    expect(settleBet(server.deps.db, server.deps.ledger, bet.bet_id, 19_800, central(userId), now())).toBe(true);
    expect(settleBet(server.deps.db, server.deps.ledger, bet.bet_id, 19_800, central(userId), now())).toBe(false);
    expect(balance('userbalance')).toBe(109_800);
    const flow = server.deps.db.prepare('SELECT flow_fen FROM users WHERE id = ?').pluck().get(userId);
    expect(flow).toBe(10_000);
  });

  it('refuses a stake above the balance and returns a voided stake', () => {
    expect(() => placeBet(server.deps.db, server.deps.ledger, { userId, platform: 'cpgc', categoryId: 'lottery', plays: 'x', amountFen: 10_000_000, from: central(userId) }, now())).toThrow('余额不足');
    const bet = placeBet(server.deps.db, server.deps.ledger, { userId, platform: 'pp', categoryId: 'concise', plays: 'spin', amountFen: 5_000, from: central(userId) }, now());
    expect(voidBet(server.deps.db, server.deps.ledger, bet.bet_id, central(userId), now())).toBe(true);
    expect(voidBet(server.deps.db, server.deps.ledger, bet.bet_id, central(userId), now())).toBe(false);
    expect(balance('userbalance')).toBe(109_800);
    expect(server.deps.ledger.balance(venue(userId, 'pp'))).toBe(0);
  });
});
