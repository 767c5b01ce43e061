// @vitest-environment node
// The real Laravel back end's answers (tests/fixtures/laravel/captured, from /work's capture of 2026-11-27: its own
// controllers on PHP 8.2, Laravel 8.83 and MariaDB, called as this front end calls it) are witnesses: each JSON answer
// of a call the front end makes decodes into what the contract promises (bar the fields the domain types loosen), or
// stays a refusal with its words. (tests/unit/wire-laravel-contract.test.ts holds them against the Laravel contract.)
import { readdirSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onDrift, type Drift } from '../../src/api/wire/drift';
import { laravelDialect } from '../../src/api/wire/laravel';
import type { OperationKey } from '../../src/api/wire/types';
import { laravelFixtures } from '../fixtures/laravel';
import { CAPTURED, capturedAnswer, contractCheck, operationIdOf } from './wire-laravel-support';

const DATE_HEADER = 'Fri, 27 Nov 2026 05:14:30 GMT';
const decoderOf = (key: string | undefined) => (key ? laravelDialect.decoders[key as OperationKey] : undefined);
const files = readdirSync(CAPTURED).filter((file) => file.endsWith('.json'));
const decodable = files.map((file) => ({ file, ...capturedAnswer(file) })).filter(({ key, body }) => body !== null && decoderOf(key));

describe('the captured Laravel answers', () => {
  it('each names its call', () => {
    for (const file of files) expect(capturedAnswer(file).key, file).toBeDefined();
  });

  it.each(decodable)('$file decodes as $key', ({ key, body }) => {
    const operation = key as OperationKey;
    const request = laravelFixtures[operation]?.request ?? {};
    const envelope = decoderOf(key)!(body, { request, dateHeader: DATE_HEADER });
    const text = JSON.stringify(envelope);
    expect(text).not.toMatch(/undefined|NaN|\[object Object\]/);
    if (envelope.code !== 200) {
      expect(envelope.message).not.toBe('');
      return;
    }
    expect(contractCheck(operationIdOf(operation), envelope), text).toBeNull();
  });
});

type Body = { data: Record<string, unknown> & Record<string, unknown>[] };

/** A captured answer (or a changed copy of it) through its decoder: the contract's data. */
function decodedCapture(file: string, change: (body: Body) => void = () => undefined) {
  const { key, body } = capturedAnswer(file);
  const copy = structuredClone(body) as Body;
  change(copy);
  return decoderOf(key)!(copy, { request: laravelFixtures[key as OperationKey]?.request ?? {}, dateHeader: DATE_HEADER });
}
const dataOf = (file: string, change?: Parameters<typeof decodedCapture>[1]) => decodedCapture(file, change).data as Record<string, unknown>;
const rowsOf = (file: string) => decodedCapture(file).data as Record<string, unknown>[];
const pageRows = (file: string) => (decodedCapture(file).data as { data: Record<string, unknown>[] }).data;

let drifts: Drift[] = [];
beforeEach(() => {
  drifts = [];
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined); // drift.ts warns in development too
  const stop = onDrift((drift) => drifts.push(drift));
  return () => {
    stop();
    warn.mockRestore();
  };
});

// One test per way the real answers differ from the fixtures written from the code (the fixtures keep their own
// variants: amounts as numbers and as strings, nulls).
describe('where the real answers differ from the fixtures', () => {
  it('/api/user: nulls for birthday, mobile and email, gameblance a number 0, "0" fees, joinday 0 on the first day, its token left out', () => {
    const user = dataOf('user.json');
    expect(user).toMatchObject({ birthday: '', mobile: '', email: '', gameblance: '0.00', withdrawcashfee: '0.00', withdrawfeeusdttrc: '0.00', joinday: 1 });
    expect(user).not.toHaveProperty('api_token');
    expect(user).not.toHaveProperty('created_at');
    expect(drifts).toEqual([]);
  });

  it('/api/user: a display field absent takes its default; the balance absent still fails', () => {
    expect(dataOf('user.json', ({ data }) => delete data.current_vip)).toMatchObject({ current_vip: '', balance: '1520.50' });
    expect(() => decodedCapture('user.json', ({ data }) => delete data.balance)).toThrow(/balance/);
  });

  it('/api/app: a null h5_url is empty, its dozens of extra settings are left out', () => {
    const app = dataOf('app.json');
    expect(app).toMatchObject({ h5_url: '', site_state: 1, redpacket_switch: 1, index_modal: 0 });
    expect(app).not.toHaveProperty('stream_chat');
  });

  it('/api/app: any setting absent takes its default and is told as a drift, never failing the whole answer', () => {
    const app = dataOf('app.json', ({ data }) => {
      delete data.title;
      delete data.site_state;
      delete data.redpacket_switch;
    });
    expect(app).toMatchObject({ title: '', site_state: 1, redpacket_switch: 0, webcontent: '系统维护中' });
    expect(drifts.map((drift) => drift.field)).toEqual(['title', 'site_state', 'redpacket_switch']);
    expect(drifts.every((drift) => drift.operation === 'POST /api/app' && drift.problem === 'absent')).toBe(true);
  });

  it('paginators carry Laravel 8\'s links array and a numeric per_page: the page is read as ever', () => {
    expect(dataOf('getfanshui.json')).toEqual({ data: [], total: 0, last_page: 1, current_page: 1, per_page: 10, jisuan: '0.00', nojisuan: '0.00' });
    expect(dataOf('noticeList.json')).toMatchObject({ total: 1, per_page: 10 });
  });

  it('/api/gettransrecord: a deposit without its order number (""), the amount a number, the method "Bank card"', () => {
    expect(pageRows('gettransrecord.json')[0]).toEqual({ out_trade_no: '', amount: '1520.50', pay_way: 'bank', state: 2, created_at: '2026-11-27 13:14:27', type: 1 });
  });

  it("/api/article: a help page it has no text for (data null) is not found, and its envelope's success words are not the refusal's", () => {
    const { body } = capturedAnswer('article.json') as { body: { message: string } };
    const answer = decodedCapture('article.json', (copy) => void ((copy as { data: unknown }).data = null));
    expect(answer).toMatchObject({ code: 404, data: null });
    expect(answer.message).not.toBe(body.message);
  });

  it('/api/getPayRange: whole numbers as strings ("100") are money', () => {
    expect(dataOf('getPayRange.json')).toEqual({ min_price: '100.00', max_price: '50000.00' });
  });

  it('/api/balancelist: every venue\'s balance a number 0, icons without a file', () => {
    expect(rowsOf('balancelist.json').map((row) => row.balance)).toEqual(['0.00', '0.00', '0.00']);
  });

  it('/api/uservip: three levels (not ten) with columns of its own: each level as it is, no more', () => {
    expect(rowsOf('uservip.json').map((level) => level.level)).toEqual([1, 2, 3]);
  });

  it('/api/game/list: a provider listed only by its games (a row per game, no platform row)', () => {
    const rows = rowsOf('game_list.json').filter((row) => row.category_id === 'concise');
    expect(rows.map((row) => [row.platform_name, row.game_code])).toEqual([['PG', '65'], ['PG', '54']]);
  });

  it('/api/gamelistBycode: another provider\'s fishing game whatever was asked: none of the asked provider\'s kept', () => {
    expect(rowsOf('gamelistBycode.json')).toEqual([]);
  });

  it('/api/userredpacket: its redPacketStatus STARTING is the state the screen follows', () => {
    expect(dataOf('userredpacket.json')).toMatchObject({ state: 'open', sendnums: 3, max_times: 3 });
  });

  it('/api/login_pc: the token beside a new_api_token', () => {
    expect(dataOf('login_pc.json')).toEqual({ api_token: expect.stringMatching(/^\w{20,}$/) });
  });

  it('validation refusals (code 1000, no data) stay refusals with their words', () => {
    expect(decodedCapture('withdraw.json')).toEqual({ code: 1000, message: 'The bank field is required.', data: null });
    expect(decodedCapture('getGameUrl.json')).toMatchObject({ code: 1000 });
  });
});
