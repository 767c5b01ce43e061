// The VIP ladder on the server's clock: moved by /admin/clock, a member climbs one level at each Beijing midnight their
// cumulative deposits and turnover allow (so by the next day's 24:00), never skipping; 90 days after reaching a level
// without its retention turnover they drop one, and a kept level starts a new 90 days.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIP_RETENTION_DAYS } from '../../core/constants';
import { listVipLevels } from '../../server/vip';
import { startServer, type TestServer } from './harness';
import { PAY } from './wallet-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.admin('/admin/clock', { now: null });
  await server.close();
});

const at = (beijing: string) => new Date(`${beijing.replace(' ', 'T')}:00+08:00`);
const moveClock = async (beijing: string) => expect((await server.admin('/admin/clock', { now: at(beijing).toISOString() })).code).toBe(200);
/** `days` later, written as Beijing time. */
const plusDays = (beijing: string, days: number) =>
  new Date(at(beijing).getTime() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
const yuan = (fen: number) => (fen / 100).toFixed(2);
/** The level the member sees on /api/user (a fresh login: long jumps outlive a session). */
async function vipOf(name: string): Promise<number> {
  const login = await server.login(name, PAY);
  return (await server.api<{ vip: number }>('/api/user', {}, login.data.api_token)).data.vip;
}
const level = (n: number) => listVipLevels(server.deps.db).find((row) => row.level === n)!;
/** Cumulative deposits and turnover set by the back office (admin API), as a member's history would leave them. */
const history = (username: string, paysumFen: number, flowFen: number) => server.admin('/admin/user', { username, paysum: yuan(paysumFen), flow: yuan(flowFen) });

describe('the VIP ladder', () => {
  it('climbs one level a day at Beijing midnight once deposits and turnover are met, never skipping', async () => {
    await moveClock('2025-06-01 10:00');
    await server.register('ladder01');
    await server.register('ladder02');
    // Enough for VIP3 at once, and for VIP2 on deposits only (turnover short).
    await history('ladder01', level(3).recharge_fen, level(3).flow_fen);
    await history('ladder02', level(2).recharge_fen, level(2).flow_fen - 1);

    await moveClock('2025-06-01 23:59');
    expect(await vipOf('ladder01')).toBe(1);
    await moveClock('2025-06-02 00:01');
    expect(await vipOf('ladder01')).toBe(2); // one level, not two
    expect(await vipOf('ladder02')).toBe(1);
    await moveClock('2025-06-02 23:00');
    expect(await vipOf('ladder01')).toBe(2);
    await moveClock('2025-06-03 00:01');
    expect(await vipOf('ladder01')).toBe(3);
    await moveClock('2025-06-06 12:00'); // three midnights at once: VIP4 is not met
    expect(await vipOf('ladder01')).toBe(3);

    await history('ladder02', level(2).recharge_fen, level(2).flow_fen);
    await moveClock('2025-06-07 00:01');
    expect(await vipOf('ladder02')).toBe(2);
  });

  it('demotes one level when the retention turnover is not made within 90 days, and keeps a level that made it', async () => {
    await moveClock('2025-08-01 12:00');
    for (const name of ['ladder03', 'ladder04']) {
      await server.register(name);
      await history(name, level(2).recharge_fen, level(2).flow_fen);
    }
    await moveClock('2025-08-02 00:01');
    expect([await vipOf('ladder03'), await vipOf('ladder04')]).toEqual([2, 2]);

    // ladder04 plays VIP2's turnover again within the 90 days; ladder03 plays nothing.
    await history('ladder04', level(2).recharge_fen, level(2).flow_fen * 2);
    await moveClock(plusDays('2025-08-02 00:01', VIP_RETENTION_DAYS - 1));
    expect([await vipOf('ladder03'), await vipOf('ladder04')]).toEqual([2, 2]);
    await moveClock(plusDays('2025-08-02 00:01', VIP_RETENTION_DAYS));
    expect([await vipOf('ladder03'), await vipOf('ladder04')]).toEqual([1, 2]);

    // Demoted, ladder03 is not promoted back on the old figures: VIP2's turnover must be made again.
    await moveClock(plusDays('2025-08-02 00:01', VIP_RETENTION_DAYS + 2));
    expect(await vipOf('ladder03')).toBe(1);
    await history('ladder03', level(2).recharge_fen, level(2).flow_fen * 2);
    await moveClock(plusDays('2025-08-02 00:01', VIP_RETENTION_DAYS + 3));
    expect(await vipOf('ladder03')).toBe(2);

    // ladder04 kept VIP2 and started a new 90 days, with nothing played since: demoted at their end.
    await moveClock(plusDays('2025-08-02 00:01', 2 * VIP_RETENTION_DAYS));
    expect(await vipOf('ladder04')).toBe(1);
  });
});
