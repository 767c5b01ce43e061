// One test per difference of the Laravel back end (issue 11's list, each checked in its code): each fails when its
// decoding (or encoding) is taken out of src/api/wire/laravel.
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, client, connectSession, fetchData, unwrap } from '../../src/api/client';
import { capabilities, gameTypeFor, selectDialect } from '../../src/api/wire';
import { laravelDialect } from '../../src/api/wire/laravel';
import { encodeRequest } from '../../src/api/wire/middleware';
import type { DecodeContext, OperationKey } from '../../src/api/wire/types';
import { registerSchema } from '../../src/features/auth/schemas';
import { gamePathOf } from '../../src/features/hall/games';
import { answerOf, DEPOSIT_NO, laravelFixtures } from '../fixtures/laravel';
import { apiUrl } from '../component/harness';
import { mswServer } from '../setup/msw';

const DATE_HEADER = 'Mon, 23 Nov 2026 02:30:00 GMT';

/** The contract's data for a fixture (with this request), through the Laravel decoder, as JSON (the wire layer answers it so). */
function decoded(key: OperationKey, request?: Record<string, unknown>, context: Partial<DecodeContext> = {}) {
  const fixture = laravelFixtures[key]!;
  const sent = request ?? fixture.request ?? {};
  const envelope = laravelDialect.decoders[key]!(answerOf(fixture, encodeRequest(laravelDialect, key, sent) ?? sent), { request: sent, dateHeader: DATE_HEADER, ...context });
  return JSON.parse(JSON.stringify(envelope)) as typeof envelope;
}
const dataOf = (key: OperationKey, request?: Record<string, unknown>, context?: Partial<DecodeContext>) =>
  decoded(key, request, context).data as Record<string, unknown> & { data?: Record<string, unknown>[] };

afterEach(() => selectDialect('reference'));

describe('the envelope (Controller.php, Middleware/Apiauthenticate.php)', () => {
  it('a validation failure (code 1000, text/json, no data) is a business error with its message', async () => {
    selectDialect('laravel');
    mswServer.use(
      http.post(apiUrl('/api/login_pc'), () => new HttpResponse(JSON.stringify({ code: 1000, message: '密码8到20位' }), { headers: { 'Content-Type': 'text/json' } })),
    );
    const error = await unwrap(client.POST('/api/login_pc', { body: { name: 'a', password: 'b' } })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', code: 1000, message: '密码8到20位' });
  });

  it('HTTP 401 {code: 401} is an expired session, told to the session layer', async () => {
    selectDialect('laravel');
    let expired = 0;
    connectSession({ token: () => 'old', expired: () => void (expired += 1) });
    mswServer.use(http.post(apiUrl('/api/user'), () => HttpResponse.json({ code: 401, message: 'authentication failed' }, { status: 401 })));
    const error = await unwrap(client.POST('/api/user')).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'expired' });
    expect(expired).toBeGreaterThan(0);
    connectSession({ token: () => null, expired: () => undefined });
  });

  it('an answer that cannot be decoded is a server failure, not undefined', async () => {
    selectDialect('laravel');
    mswServer.use(http.post(apiUrl('/api/balance'), () => HttpResponse.json({ code: 200, message: '', data: { balance: { amount: 1 } } })));
    const error = await fetchData(client.POST('/api/balance')).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'server' });
  });

  it('money comes as strings and sums as numbers: both become two-place strings', () => {
    expect(dataOf('POST /api/user')).toMatchObject({ balance: '1520.50', gameblance: '300.25' });
    expect(dataOf('POST /api/getfanshui')).toMatchObject({ jisuan: '9.30', nojisuan: '3.20' });
    expect(dataOf('POST /api/balancelist') as unknown).toEqual([
      { name: 'AG Live', platname: 'AG', balance: '120.00' },
      { name: 'PP Slots', platname: 'PP', balance: '0.00' },
    ]);
  });

  it('settings are "0", "1" or "": flags, an unset site state open', () => {
    expect(dataOf('POST /api/app')).toMatchObject({ site_state: 1, redpacket_switch: 1, index_modal: 0, repair_tips: '' });
  });
});

describe('member and content (AuthController.php, IndexController.php)', () => {
  it('/api/user has id and no uid', () => {
    const user = dataOf('POST /api/user');
    expect(user.id).toBe(1024);
    expect(user).not.toHaveProperty('uid');
  });

  it('/api/homenotice objects {id, name, content} become the marquee lines', () => {
    expect(dataOf('POST /api/homenotice') as unknown).toEqual(['Maintenance tonight 02:00-04:00', 'Deposit bonus']);
  });

  it('/api/article is the raw row (name, cateid); an unknown type (data null) is not found', () => {
    expect(dataOf('POST /api/article', { type: 7 })).toEqual({ type: 7, title: 'About us', content: '<p>We are a demo.</p>' });
    expect(decoded('POST /api/article', { type: 99 })).toMatchObject({ code: 404, data: null });
  });

  it('/api/uservip rows have id and vipname, no level or name, no thresholds', () => {
    const [first] = dataOf('POST /api/uservip') as unknown as Record<string, unknown>[];
    expect(first).toMatchObject({ level: 1, name: 'VIP1', realperson: '0.50' });
    expect(first).not.toHaveProperty('recharge');
  });
});

describe('games (IndexController.php getGameUrl, routes/api.php)', () => {
  it('has no lottery rooms: a lottery tile opens as a game, never a room', () => {
    const tile = { category_id: 'lottery' as const, app_state: 1 as const, platform_name: 'TCG', game_code: '0', name: 'TC Lottery', img: '' };
    expect(gamePathOf(tile)).toMatch(/^\/lottery\?/);
    selectDialect('laravel');
    expect(capabilities().lotteryRooms).toBe(false);
    expect(gamePathOf(tile)).toBe('/gamePage?name=TC+Lottery&type=lottery&code=TCG');
    for (const key of ['POST /api/lotteryList', 'POST /api/lotteryRoom', 'GET /api/lotteryRoom', 'POST /api/lotteryOrder'] as const) {
      expect(laravelDialect.absent).toContain(key);
    }
  });

  it('getGameUrl is sent the game category (1-7), not 0', () => {
    expect(gameTypeFor('lottery')).toBe(0);
    selectDialect('laravel');
    expect(gameTypeFor('lottery')).toBe(4);
    expect(gameTypeFor('realbet')).toBe(1);
    expect(decoded('POST /api/getGameUrl', { plat_name: 'TCG', game_type: gameTypeFor('lottery') }).code).toBe(200);
  });
});

describe('promotions (PayController.php red packets, IndexController.php fanshui)', () => {
  it('/api/userredpacket: server time from the Date header, no window totals, its rule columns read for what they mean', () => {
    const info = dataOf('GET /api/userredpacket', undefined, { dateHeader: 'Mon, 23 Nov 2026 02:31:02 GMT' });
    expect(info.server_time).toBe('2026-11-23 10:31:02');
    expect(info).not.toHaveProperty('window_recharge');
    const [rule] = info.rules as Record<string, unknown>[];
    // Its recharge is the number of draws and day_flow the least deposits.
    expect(rule).toEqual({ start_time: '2026-11-01 00:00:00', end_time: '2026-12-31 23:59:59', recharge: '100.00', day_flow: 3 });
  });

  it('/api/userredpacket: its redPacketStatus is the state the screen follows; an unknown or missing one is left out', () => {
    const withStatus = (redPacketStatus: unknown) => {
      const body = structuredClone(answerOf(laravelFixtures['GET /api/userredpacket']!, {})) as { data: Record<string, unknown> };
      if (redPacketStatus === undefined) delete body.data.redPacketStatus;
      else body.data.redPacketStatus = redPacketStatus;
      return (laravelDialect.decoders['GET /api/userredpacket']!(body, { request: {}, dateHeader: DATE_HEADER }).data as Record<string, unknown>).state;
    };
    expect(withStatus('STARTING')).toBe('open');
    expect(withStatus('READY')).toBe('before');
    expect(withStatus('END')).toBe('after');
    expect(withStatus('PAUSED')).toBeUndefined();
    expect(withStatus(undefined)).toBeUndefined();
  });

  it('/api/getfanshui {list: paginator, jisuan, nojisuan} is one page with the totals', () => {
    const page = dataOf('POST /api/getfanshui');
    expect(page).toMatchObject({ total: 2, current_page: 1, last_page: 1, per_page: 10 });
    expect(page.data?.[0]).toMatchObject({ id: 51, gamename: 'PP Slots', money: '3.20', state: 0 });
  });
});

describe('money (PayController.php, IndexController.php)', () => {
  it('/api/recharge: data [] and the deposit number is the message', () => {
    expect(decoded('POST /api/recharge')).toEqual({ code: 200, message: DEPOSIT_NO, data: { deposit_no: DEPOSIT_NO } });
  });

  it('/api/payinfo: no server time, paytype a label (read from pay_way), a bank deposit\'s cardlist an array', () => {
    const info = dataOf('POST /api/payinfo', undefined, { dateHeader: 'Mon, 23 Nov 2026 02:21:00 GMT' });
    expect(info).toMatchObject({ deposit_no: DEPOSIT_NO, server_time: '2026-11-23 10:21:00', info: { paytype: 'usdt', amount: '500.00', state: 1 } });
    const bank = laravelDialect.decoders['POST /api/payinfo']!(
      { code: 200, message: 'bankpay', data: { deposit_no: 'X1', info: { amount: '100.00', created_at: '2026-11-23 10:00:00', pay_way: 1, paytype: 'bank', state: 1 }, cardlist: [{ bank_no: '6222000011112222', bank_data: { bank_name: 'ICBC' } }] } },
      { request: {}, dateHeader: DATE_HEADER },
    );
    expect(bank.data).toMatchObject({ info: { paytype: 'bank' }, cardlist: { mch_id: '6222000011112222', content: 'ICBC', payimg: '' } });
  });

  it('/api/getpaybank: the bank name is bank_data.bank_name', () => {
    expect((dataOf('POST /api/getpaybank') as unknown as Record<string, unknown>[])[0]).toMatchObject({ bank_name: 'ICBC', bank_no: '6222000011112222' });
  });

  it('/api/getcard: no type (USDT told by its bank), bank_no in full: shown masked from bank_not', () => {
    expect((dataOf('POST /api/getcard', { type: 2 }) as unknown as Record<string, unknown>[])[0]).toMatchObject({ type: 2, bank_no: '**** Ab2d' });
    expect((dataOf('POST /api/getcard', { type: 1 }) as unknown as Record<string, unknown>[])[0]).toMatchObject({ type: 1, bank_no: '**** **** **** 3445' });
  });

  it('/api/gettransrecord: rows typed by the request, amounts numbers, transfers without an order number, its 3 our 4', () => {
    expect(laravelDialect.encoders['POST /api/gettransrecord']!({ type: 3 })).toEqual({ type: 4 });
    expect(laravelDialect.encoders['POST /api/gettransrecord']!({ type: 4 })).toEqual({ type: 3 });
    const deposits = dataOf('POST /api/gettransrecord', { type: 1 });
    expect(deposits.data?.[0]).toEqual({ out_trade_no: DEPOSIT_NO, amount: '500.00', pay_way: 'usdt', type: 1, state: 1, created_at: '2026-11-23 10:20:00' });
    // Our 3 (into the central wallet) is its 4: the fixture answers its 4 with the 50.00 back from AG.
    const transfersIn = dataOf('POST /api/gettransrecord', { type: 3 });
    expect(transfersIn.data?.[0]).toMatchObject({ out_trade_no: '', amount: '50.00', type: 3, pay_way: 'AG Live' });
  });

  it('/api/betrecord: bet_time and platform_type are the contract\'s created_at and api_type', () => {
    expect(dataOf('POST /api/betrecord').data?.[1]).toEqual({ bet_id: 'PP-112233', api_type: 'PP', bet_amount: '20.00', win_loss: '35.50', status: 2, created_at: '2026-11-22 21:00:00' });
  });
});

describe('registration (AuthController.php:38-63)', () => {
  const values = { name: 'newbie01', password: 'abc1234', confirm: 'abc1234', pid: '', code: '1234' };
  const problems = () => registerSchema('reg', () => true).safeParse(values).error?.issues.map((issue) => issue.message) ?? [];

  it('takes passwords of at least 8 characters there, so the form asks 8', () => {
    expect(problems()).toEqual([]);
    selectDialect('laravel');
    expect(problems()).toEqual(['validation:passwordLengthEight']);
  });
});
