// The wallet's demo data: methods, banks, accounts; the demo member's records made through the real flows, once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWallet } from '../../server/features/wallet/seed';
import { startServer, type TestServer } from './harness';
import { totalFen } from './wallet-helpers';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  token = (await server.login('demo888', 'demo888')).data.api_token;
});
afterAll(() => server.close());

describe('wallet seed', () => {
  it('gives the demo member a card, an address and records, leaving the central balance as it was', async () => {
    expect((await server.api<{ balance: string }>('/api/balance', {}, token)).data.balance).toBe('10000.00');
    expect((await server.api<unknown[]>('/api/getcard', { type: 1 }, token)).data).toHaveLength(1);
    expect((await server.api<unknown[]>('/api/getcard', { type: 2 }, token)).data).toHaveLength(1);
    const count = async (type: number) => (await server.api<{ total: number }>('/api/gettransrecord', { type }, token)).data.total;
    expect([await count(1), await count(2), await count(3), await count(4)]).toEqual([2, 1, 1, 1]);
    expect((await server.api<{ total: number }>('/api/betrecord', {}, token)).data.total).toBe(1);
    expect((await server.api<{ bet_amount: string }>('/api/getBetAmount', {}, token)).data.bet_amount).toBe('0.00');
    expect(totalFen(server)).toBe(0);
  });

  it('changes nothing when it runs again', () => {
    const before = server.snapshot();
    seedWallet(server.deps);
    expect(server.snapshot()).toEqual(before);
  });
});
