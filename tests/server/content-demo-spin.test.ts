// The demo game page's real spins: launch tickets, bets from the venue wallet through the core, each spin once,
// money conserved and never negative, and the cross-origin answers a sandboxed frame needs.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutFen, SYMBOLS } from '../../server/features/content/demoGame/reels';
import { TICKET_TTL_MS } from '../../server/features/content/demoGame/tickets';
import { startServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

interface Spin {
  bet_id: string;
  reels: string[];
  stake: string;
  payout: string;
  balance: string;
}

const userId = (name: string) => server.deps.db.prepare('SELECT id FROM users WHERE username = ?').pluck().get(name) as number;
const wallets = (name: string) => server.deps.ledger.wallets(userId(name));
const allMoney = () => server.deps.db.prepare('SELECT SUM(balance_fen) FROM wallets').pluck().get() as number;

async function post<T>(path: string, body: unknown) {
  const response = await server.app.inject({ method: 'POST', url: path, payload: body as object, headers: { origin: 'null' } });
  return { status: response.statusCode, headers: response.headers, ...(response.json() as { code: number; message: string; data: T }) };
}
const spin = (ticket: string, stake: string, spin_id = crypto.randomUUID()) => post<Spin>('/game-demo/spin', { ticket, stake, spin_id });

/** A member with `yuan` in the central wallet and auto-transfer on; launching `platform` moves it all there. */
async function launch(name: string, yuan: string, platform = 'pp', game?: string) {
  const token = await server.register(name);
  if (yuan !== '0') await server.admin('/admin/credit', { username: name, amount: yuan });
  expect((await server.api('/api/uptransferstatus', { transferstatus: 1 }, token)).code).toBe(200);
  const answer = await server.api<{ url: string }>('/api/getGameUrl', { plat_name: platform, ...(game ? { game_code: game } : {}) }, token);
  expect(answer.code).toBe(200);
  const ticket = new URLSearchParams(new URL(answer.data.url, 'http://local').hash.slice(1)).get('ticket')!;
  return { token, ticket };
}

describe('launch tickets', () => {
  it('ride in the URL fragment and are stored only as a hash', async () => {
    const { ticket } = await launch('spin0001', '0');
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(JSON.stringify(server.snapshot())).not.toContain(ticket);
  });

  it('show the venue balance, and nothing for a bad or expired ticket', async () => {
    const { ticket } = await launch('spin0002', '50');
    expect(await post('/game-demo/balance', { ticket })).toMatchObject({ code: 200, data: { balance: '50.00', platform: 'pp' } });
    expect(await post('/game-demo/balance', { ticket: 'x'.repeat(32) })).toMatchObject({ status: 401, message: '游戏会话已失效，请重新进入游戏' });
    expect(await post('/game-demo/balance', {})).toMatchObject({ status: 400, message: '游戏会话已失效，请重新进入游戏' });
    server.clock.set(new Date(Date.now() + TICKET_TTL_MS + 1000));
    try {
      expect((await spin(ticket, '1')).status).toBe(401);
    } finally {
      server.clock.set(null);
    }
  });

  it('stop working when the platform is closed', async () => {
    const { ticket } = await launch('spin0003', '50', 'ldty');
    server.deps.db.prepare("UPDATE platforms SET app_state = 0 WHERE name = 'ldty'").run();
    try {
      expect(await spin(ticket, '1')).toMatchObject({ status: 422, message: '该游戏维护中，请稍后再试' });
    } finally {
      server.deps.db.prepare("UPDATE platforms SET app_state = 1 WHERE name = 'ldty'").run();
    }
  });
});

describe('a spin', () => {
  it('bets from the venue wallet and settles into it through the core, once', async () => {
    const { ticket } = await launch('spin0004', '100', 'pp', 'pp_ice');
    const answer = await spin(ticket, '10');
    expect(answer.code).toBe(200);
    const { data } = answer;
    expect(data.reels).toHaveLength(3);
    expect(data.payout).toBe((payoutFen(data.reels as never, 1000) / 100).toFixed(2));
    expect(answer.message).toBe(data.payout === '0.00' ? '未中奖，再试一次' : `恭喜！赢得 ${data.payout} 元`);
    const venueFen = 10_000 - 1000 + Math.round(Number(data.payout) * 100);
    expect(data.balance).toBe((venueFen / 100).toFixed(2));
    expect(wallets('spin0004')).toMatchObject({ userbalance: 0, pp: venueFen });

    const bet = server.deps.db.prepare('SELECT * FROM bets WHERE bet_id = ?').get(data.bet_id);
    expect(bet).toMatchObject({ platform: 'pp', category_id: 'concise', plays: 'spin:pp_ice', amount_fen: 1000, status: 1 });
    expect(server.deps.db.prepare('SELECT flow_fen FROM users WHERE id = ?').pluck().get(userId('spin0004'))).toBe(1000);
  });

  it('answers a repeated spin_id with the same spin, betting nothing more', async () => {
    const { ticket } = await launch('spin0005', '100');
    const id = crypto.randomUUID();
    const first = await spin(ticket, '10', id);
    const again = await Promise.all([spin(ticket, '10', id), spin(ticket, '10', id)]);
    for (const answer of again) expect(answer.data).toEqual(first.data);
    expect(server.deps.db.prepare('SELECT COUNT(*) FROM bets WHERE user_id = ?').pluck().get(userId('spin0005'))).toBe(1);
  });

  it('is refused with the venue wallet short, and for a stake out of range, changing nothing', async () => {
    const { ticket } = await launch('spin0006', '5');
    const before = server.snapshot();
    expect(await spin(ticket, '10')).toMatchObject({ status: 422, message: '余额不足' });
    expect(await spin(ticket, '0.99')).toMatchObject({ status: 422, message: '单次投注金额为1~10000元' });
    expect(await spin(ticket, '10000.01')).toMatchObject({ status: 422, message: '单次投注金额为1~10000元' });
    expect(await spin(ticket, '-5')).toMatchObject({ status: 400, message: '单次投注金额为1~10000元' });
    expect(server.snapshot()).toEqual(before);
  });

  it('keeps money conserved and the wallet never negative under many concurrent spins', async () => {
    const { ticket } = await launch('spin0007', '30');
    const answers = await Promise.all(Array.from({ length: 40 }, () => spin(ticket, '1')));
    expect(answers.every((a) => a.code === 200 || a.message === '余额不足')).toBe(true);
    expect(allMoney()).toBe(0);
    const ok = answers.filter((a) => a.code === 200);
    const bets = server.deps.db.prepare('SELECT COUNT(*) FROM bets WHERE user_id = ?').pluck().get(userId('spin0007'));
    expect(bets).toBe(ok.length);
    const paid = ok.reduce((sum, a) => sum + Math.round(Number(a.data.payout) * 100), 0);
    expect(wallets('spin0007').pp).toBe(3000 - ok.length * 100 + paid);
  });
});

describe('the payout table', () => {
  it('pays three alike and adjacent pairs, stake included, rounded down', () => {
    expect(payoutFen(['7', '7', '7'], 1000)).toBe(40_000);
    expect(payoutFen(['♥', '♥', '♥'], 1000)).toBe(8000);
    expect(payoutFen(['7', '7', '$'], 1000)).toBe(1500);
    expect(payoutFen(['$', '7', '7'], 1000)).toBe(1500);
    expect(payoutFen(['7', '$', '7'], 1000)).toBe(0);
    expect(payoutFen(['7', '7', '$'], 101)).toBe(151);
  });

  it('returns about 94 % to the player over every outcome', () => {
    let paid = 0;
    for (const a of SYMBOLS) for (const b of SYMBOLS) for (const c of SYMBOLS) paid += payoutFen([a, b, c], 1000);
    const rtp = paid / (1000 * SYMBOLS.length ** 3);
    expect(rtp).toBeGreaterThan(0.9);
    expect(rtp).toBeLessThan(1);
  });

  it('never pays a negative amount or more than 40 times the stake', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SYMBOLS), fc.constantFrom(...SYMBOLS), fc.constantFrom(...SYMBOLS), fc.integer({ min: 100, max: 1_000_000 }), (a, b, c, stake) => {
        const paid = payoutFen([a, b, c], stake);
        return Number.isSafeInteger(paid) && paid >= 0 && paid <= stake * 40;
      }),
    );
  });
});

describe('cross-origin answers for the sandboxed page', () => {
  it('allow any origin on the preflight and on answers, errors included', async () => {
    const preflight = await server.app.inject({ method: 'OPTIONS', url: '/game-demo/spin', headers: { origin: 'null', 'access-control-request-method': 'POST' } });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-headers']).toBe('content-type');
    const refused = await post('/game-demo/spin', { ticket: 'y'.repeat(32), stake: '1', spin_id: 'abcdefgh' });
    expect(refused.status).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe('*');
  });

  it('leave the contract\'s own calls alone', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/homenotice', headers: { origin: 'null' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
