// What the real Laravel back end (endian001/javaxiangmu) validates or reads on each call the screens send with a body,
// and that the laravel build's request (the screen's fields, through the dialect's encoder, the wire middleware and the
// one client) reaches it as JSON carrying every one of those fields, filled, under the name the contract gives it.
// Its validation (Controller::validate, Controller.php:501-513) reads `$request->all()`: a JSON body counts.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadContract, type JsonSchema } from '../../server/contract/load';
import { client } from '../../src/api/client';
import { selectDialect } from '../../src/api/wire';
import type { OperationKey } from '../../src/api/wire/types';
import { gameUrlQuery } from '../../src/features/games/api';
import { laravelFixtures } from '../fixtures/laravel';

/**
 * The fields each call's controller requires (its `$rules` 'required') or reads without a default (a missing one is
 * an HTTP 500 there). Witnesses, all in app/Http/Controllers/Api/ at the head read on 2026-11-27:
 */
const LARAVEL_NEEDS: Partial<Record<OperationKey, readonly string[]>> = {
  // PayController.php:476-481 withdraw: amount, bank, password 'required'; :548 bank is the id of one of the member's
  // cards (UserCard::where('id', $data['bank'])), the id /api/getcard lists.
  'POST /api/withdraw': ['amount', 'bank', 'password'],
  // IndexController.php:1485-1487 getGameUrl: plat_name, game_type 'required' (game_type a category name or 1-7).
  'POST /api/getGameUrl': ['plat_name', 'game_type'],
  // PayController.php:703-707 transfer: sourcetype, targettype, amount 'required'; the central wallet is "userbalance".
  'POST /api/transfer': ['sourcetype', 'targettype', 'amount'],
  // PayController.php:391-396 bindCard: bank, bank_no, pay_pass 'required' (bank_owner, bank_address nullable).
  'POST /api/bindcard': ['bank', 'bank_no', 'pay_pass'],
  // PayController.php:440-442 DelbindCard: id 'required'.
  'POST /api/delcard': ['id'],
  // PayController.php:231-234 recharge: amount, paytype 'required' (bank, alipay, wxpay, usdt with catepay).
  'POST /api/recharge': ['amount', 'paytype'],
  // PayController.php:341 getPayRange: $request->input('type').
  'POST /api/getPayRange': ['type'],
  // PayController.php:114 getpayinfo: $data['deposit_no'].
  'POST /api/payinfo': ['deposit_no'],
  // PayController.php:661-669 getAllUserCard: $data['type'] 1 cards, 2 USDT addresses.
  'POST /api/getcard': ['type'],
  // AuthController.php:124-127 login_pc: name, password 'required|min:6'.
  'POST /api/login_pc': ['name', 'password'],
  // AuthController.php:40-45 register: name, realname 'required'; password, paypassword 'required|min:8'.
  'POST /api/register': ['name', 'realname', 'password', 'paypassword'],
  // AuthController.php:641-644 editPassword: password, paypassword 'required|min:6'.
  'POST /api/editPassword': ['password', 'paypassword'],
  // AuthController.php:663-666 editPayPasswordDo: password, paypassword 'required|min:6'.
  'POST /api/editPayPassword': ['password', 'paypassword'],
  // AuthController.php:827-829 updateuserinfo: $data['birthday'], ['mobile'], ['email'], each read.
  'POST /api/updateuserinfo': ['birthday', 'mobile', 'email'],
  // IndexController.php:2202 doactivity: $data['activityid'] (else activity_id, else id; none is activity 0).
  'POST /api/doactivityapply': ['activityid'],
  // IndexController.php:2827-2829 applyagentdo: $data['apply_info'], $data['mobile'].
  'POST /api/applyagentdo': ['apply_info', 'mobile'],
  // IndexController.php:1912 transRecord: $data['type'] (no default).
  'POST /api/gettransrecord': ['type'],
  // IndexController.php:2089 uptransferstatus: $user->update($data): the column transferstatus.
  'POST /api/uptransferstatus': ['transferstatus'],
};

/** Laravel's `required`: present, not null, not a blank string, not an empty array. */
const filled = (value: unknown) =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '') && !(Array.isArray(value) && value.length === 0);

const contract = loadContract();
function contractProperties(key: OperationKey): string[] {
  const [method, path] = key.split(' ');
  const body = contract.operations.find((op) => op.method === method && op.path === path)?.body;
  let schema: JsonSchema | undefined = body?.schema;
  const ref = schema?.$ref;
  if (typeof ref === 'string') schema = contract.schemas[ref.replace('#/components/schemas/', '')];
  return Object.keys((schema?.properties as Record<string, unknown> | undefined) ?? {});
}

/** What reached the network: the last request's content type and JSON body. */
let sent: { contentType: string | null; body: Record<string, unknown> } | null = null;

beforeAll(() => selectDialect('laravel'));
afterAll(() => selectDialect('reference'));
afterEach(() => {
  sent = null;
  vi.unstubAllGlobals();
});

function listen() {
  vi.stubGlobal('fetch', async (request: Request) => {
    sent = { contentType: request.headers.get('content-type'), body: JSON.parse(await request.text()) as Record<string, unknown> };
    return new Response(JSON.stringify({ code: 200, message: '', data: [] }), { headers: { 'content-type': 'application/json' } });
  });
}

const post = (path: string, body: Record<string, unknown>) => client.POST(path as never, { body } as never);

const operations = Object.entries(LARAVEL_NEEDS).map(([key, fields]) => ({ key: key as OperationKey, fields: fields ?? [] }));

describe('the laravel build\'s requests carry what the Laravel back end validates', () => {
  it.each(operations)('$key: the contract names each field the back end needs', ({ key, fields }) => {
    const named = contractProperties(key);
    for (const field of fields) expect(named, `${key} ${field}`).toContain(field);
  });

  it.each(operations)('$key: the screens\' request reaches it as JSON with each field filled', async ({ key, fields }) => {
    const request = laravelFixtures[key]?.request;
    expect(request, `${key}: a fixture request`).toBeDefined();
    listen();
    await post(key.split(' ')[1]!, request!).catch(() => undefined); // the answer is not this test's concern
    expect(sent?.contentType).toMatch(/\/json/); // Laravel's isJson(): the body is its input
    for (const field of fields) expect(filled(sent?.body[field]), `${key} ${field}: ${JSON.stringify(sent?.body)}`).toBe(true);
  });

  it('a game launch names the platform and a game_type the back end takes (a category name or 1-7)', async () => {
    listen();
    const options = gameUrlQuery({ plat_name: 'AG', category: 'realbet' });
    const queryFn = options.queryFn;
    if (typeof queryFn !== 'function') throw new Error('gameUrlQuery has no queryFn');
    await Promise.resolve(queryFn({ signal: new AbortController().signal } as Parameters<typeof queryFn>[0])).catch(() => undefined);
    expect(sent?.body.plat_name).toBe('AG');
    expect(String(sent?.body.game_type)).toMatch(/^[1-7]$/);
  });
});
