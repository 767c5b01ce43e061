// @vitest-environment node
// What the real Laravel back end (endian001/javaxiangmu) requires on each call the screens send with a body: the list
// comes from its contract (src/api/wire/laravel/openapi.yaml, with each controller's witness). Each fixture's request
// (typed by the reference contract) comes out of the dialect's encoder as a request that contract takes, and out of
// the laravel build's client as JSON, with every required field filled.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { client } from '../../src/api/client';
import { selectDialect } from '../../src/api/wire';
import { laravelDialect } from '../../src/api/wire/laravel';
import { encodeRequest } from '../../src/api/wire/middleware';
import type { OperationKey } from '../../src/api/wire/types';
import { gameUrlQuery } from '../../src/features/games/api';
import { laravelFixtures } from '../fixtures/laravel';
import { LaravelContract } from '../shared/laravelContract';

/** Laravel's `required`: present, not null, not a blank string, not an empty array. */
const filled = (value: unknown) =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '') && !(Array.isArray(value) && value.length === 0);

const contract = new LaravelContract();

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

const posts = contract
  .operations()
  .filter((key) => key.startsWith('POST ') && contract.calledByFrontEnd(key) && contract.requiredInRequest(key).length > 0)
  .map((key) => ({ key: key as OperationKey, fields: contract.requiredInRequest(key) }));

describe('the laravel build\'s requests carry what the Laravel back end requires', () => {
  it('the contract names what its controllers require', () => {
    expect(contract.requiredInRequest('POST /api/bindcard')).toEqual(['bank', 'bank_no', 'pay_pass']);
  });

  it.each(posts)('$key: the fixture\'s request, through the dialect\'s encoder, is one Laravel takes', ({ key, fields }) => {
    const request: Record<string, unknown> | undefined = laravelFixtures[key]?.request;
    expect(request, `${key}: a fixture request`).toBeDefined();
    const encoded = encodeRequest(laravelDialect, key, request!) ?? request!;
    expect(contract.requestProblem(key, encoded), JSON.stringify(encoded)).toBeNull();
    for (const field of fields) expect(filled(encoded[field]), `${key} ${field}: ${JSON.stringify(encoded)}`).toBe(true);
  });

  it.each(posts)('$key: the screens\' request reaches it as JSON with each required field filled', async ({ key, fields }) => {
    const request = laravelFixtures[key]?.request;
    expect(request, `${key}: a fixture request`).toBeDefined();
    listen();
    await post(key.split(' ')[1]!, request!).catch(() => undefined); // the answer is not this test's concern
    expect(sent?.contentType).toMatch(/\/json/); // Laravel's isJson(): the body is its input
    for (const field of fields) expect(filled(sent?.body[field]), `${key} ${field}: ${JSON.stringify(sent?.body)}`).toBe(true);
  });

  it('a registration without a real name sends the name as one (Laravel requires realname)', () => {
    const encoded = encodeRequest(laravelDialect, 'POST /api/register', { name: 'newbie01', password: 'secret88', paypassword: 'secret88', code: '1234', confirmPass: 'secret88' });
    expect(encoded).toMatchObject({ name: 'newbie01', realname: 'newbie01' });
  });

  it('a profile update sends all three fields Laravel writes (null for one left out)', () => {
    expect(encodeRequest(laravelDialect, 'POST /api/updateuserinfo', { mobile: '13800138000' })).toEqual({ mobile: '13800138000', email: null, birthday: null });
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
