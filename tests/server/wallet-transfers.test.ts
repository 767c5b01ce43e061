// Venue wallets: balances, transfers (one side central, never venue to venue), one-key recall, auto-transfer switch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../server/base/messages';
import { walletMsg } from '../../server/features/wallet/messages';
import { startServer, type TestServer } from './harness';
import { balanceFen, member, totalFen } from './wallet-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

interface Venue {
  name: string;
  platname: string;
  balance: string;
}

describe('balancelist', () => {
  it('lists every open venue with its name and balance, in hall order, and hides closed empty ones', async () => {
    const m = await member(server, 100);
    const answer = await server.api<Venue[]>('/api/balancelist', {}, m.token);
    expect(answer.code).toBe(200);
    expect(answer.data[0]).toEqual({ name: 'OB电子', platname: 'obgdy', balance: '0.00' });
    expect(answer.data.map((v) => v.platname)).not.toContain('fxty'); // app_state 0
    expect(answer.data.every((v) => v.balance === '0.00')).toBe(true);
  });

  it('shows a closed venue that still holds money', async () => {
    const m = await member(server, 100);
    server.deps.ledger.move({ kind: 'transfer', memberId: m.id, from: { userId: m.id, wallet: 'userbalance' }, to: { userId: m.id, wallet: 'fxty' }, amountFen: 1_000 });
    const answer = await server.api<Venue[]>('/api/balancelist', {}, m.token);
    expect(answer.data.find((v) => v.platname === 'fxty')).toEqual({ name: '飞翔体育', platname: 'fxty', balance: '10.00' });
  });

  it('needs a session', async () => {
    expect((await server.api('/api/balancelist')).code).toBe(401);
  });
});

describe('transfer', () => {
  it('moves central → venue → central and answers the central balance', async () => {
    const m = await member(server, 500);
    const out = await server.api<{ balance: string }>('/api/transfer', { amount: '120.50', sourcetype: 'userbalance', targettype: 'ldty' }, m.token);
    expect(out).toMatchObject({ code: 200, message: walletMsg.transferred, data: { balance: '379.50' } });
    expect(balanceFen(server, m.id, 'ldty')).toBe(12_050);
    const back = await server.api<{ balance: string }>('/api/transfer', { amount: '20.5', sourcetype: 'ldty', targettype: 'userbalance' }, m.token);
    expect(back.data.balance).toBe('400.00');
    expect(balanceFen(server, m.id, 'ldty')).toBe(10_000);
    const user = await server.api<{ balance: string; gameblance: string }>('/api/user', {}, m.token);
    expect(user.data).toMatchObject({ balance: '400.00', gameblance: '100.00' });
  });

  it.each([
    [{ amount: '', sourcetype: 'userbalance', targettype: 'ldty' }, walletMsg.amountRequired],
    [{ amount: '0', sourcetype: 'userbalance', targettype: 'ldty' }, walletMsg.amountRequired],
    [{ amount: '1.234', sourcetype: 'userbalance', targettype: 'ldty' }, walletMsg.amountRequired],
    [{ amount: '10', sourcetype: 'ldty', targettype: 'pp' }, walletMsg.venueToVenue],
    [{ amount: '10', sourcetype: 'userbalance', targettype: 'userbalance' }, walletMsg.sameWallet],
    [{ amount: '10', sourcetype: 'userbalance', targettype: 'nope' }, msg.unknownVenue],
    [{ amount: '10', sourcetype: 'userbalance', targettype: 'fxty' }, walletMsg.venueClosed],
    [{ amount: '9999', sourcetype: 'userbalance', targettype: 'ldty' }, msg.insufficientBalance],
    [{ amount: '1', sourcetype: 'pp', targettype: 'userbalance' }, msg.insufficientBalance],
  ])('refuses %o with %s and moves nothing', async (body, message) => {
    const m = await member(server, 100);
    const before = server.snapshot().ledger;
    const answer = await server.api('/api/transfer', body, m.token);
    expect(answer.code).not.toBe(200);
    expect(answer.message).toBe(message);
    expect(server.snapshot().ledger).toEqual(before);
  });

  it('never overdraws under concurrent transfers', async () => {
    const m = await member(server, 100);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => server.api('/api/transfer', { amount: '30', sourcetype: 'userbalance', targettype: 'hqzr' }, m.token)),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(3);
    expect(balanceFen(server, m.id)).toBe(1_000);
    expect(balanceFen(server, m.id, 'hqzr')).toBe(9_000);
    expect(totalFen(server)).toBe(0);
  });
});

describe('transall', () => {
  it('recalls every venue into the central wallet with a success message, even when there is nothing', async () => {
    const m = await member(server, 300);
    for (const venue of ['ldty', 'pp', 'hqzr']) await server.api('/api/transfer', { amount: '50', sourcetype: 'userbalance', targettype: venue }, m.token);
    expect(balanceFen(server, m.id)).toBe(15_000);
    const answer = await server.api<{ balance: string }>('/api/transall', {}, m.token);
    expect(answer).toMatchObject({ code: 200, message: walletMsg.recalled, data: { balance: '300.00' } });
    const again = await server.api<{ balance: string }>('/api/transall', {}, m.token);
    expect(again).toMatchObject({ code: 200, data: { balance: '300.00' } });
  });
});

describe('uptransferstatus', () => {
  it('turns auto-transfer on and off', async () => {
    const m = await member(server);
    expect(await server.api('/api/uptransferstatus', { transferstatus: 1 }, m.token)).toMatchObject({ code: 200, message: walletMsg.autoTransferOn });
    expect((await server.api<{ transferstatus: number }>('/api/user', {}, m.token)).data.transferstatus).toBe(1);
    expect(await server.api('/api/uptransferstatus', { transferstatus: 0 }, m.token)).toMatchObject({ code: 200, message: walletMsg.autoTransferOff });
    expect((await server.api<{ transferstatus: number }>('/api/user', {}, m.token)).data.transferstatus).toBe(0);
    expect((await server.apiRaw('/api/uptransferstatus', { transferstatus: 2 }, m.token)).code).toBe(400);
  });

  it('with auto-transfer on, opening a game moves the whole central balance into its venue (a transfer out record)', async () => {
    const m = await member(server, 250);
    await server.api('/api/uptransferstatus', { transferstatus: 1 }, m.token);
    expect((await server.api('/api/getGameUrl', { plat_name: 'ldty' }, m.token)).code).toBe(200);
    expect(balanceFen(server, m.id)).toBe(0);
    expect(balanceFen(server, m.id, 'ldty')).toBe(25_000);
    const out = await server.api<{ data: { amount: string; pay_way: string }[] }>('/api/gettransrecord', { type: 4 }, m.token);
    expect(out.data.data).toEqual([expect.objectContaining({ amount: '250.00', pay_way: 'ldty' })]);
    // and 一键回收 brings it back
    expect((await server.api<{ balance: string }>('/api/transall', {}, m.token)).data.balance).toBe('250.00');
  });
});
