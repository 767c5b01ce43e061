// What the real Laravel back end (endian001/javaxiangmu) validates or reads on each call the screens send with a body
// (the dialect's list, src/api/wire/laravel/requests.ts, with its witnesses), and that each fixture's request (typed by
// the contract) comes out of the dialect's encoder, and out of the laravel build's client as JSON, carrying every one of
// those fields, filled.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadContract, type JsonSchema } from '../../server/contract/load';
import { client } from '../../src/api/client';
import { selectDialect } from '../../src/api/wire';
import { laravelDialect } from '../../src/api/wire/laravel';
import { laravelRequired, namesOf } from '../../src/api/wire/laravel/requests';
import { encodeRequest } from '../../src/api/wire/middleware';
import type { OperationKey } from '../../src/api/wire/types';
import { gameUrlQuery } from '../../src/features/games/api';
import { laravelFixtures } from '../fixtures/laravel';

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

const operations = Object.entries(laravelRequired).map(([key, fields]) => ({ key: key as OperationKey, fields: fields.map(namesOf) }));

describe('the laravel build\'s requests carry what the Laravel back end validates', () => {
  it.each(operations)('$key: the contract names each field the back end needs', ({ key, fields }) => {
    const named = contractProperties(key);
    for (const { contract: field } of fields) expect(named, `${key} ${field}`).toContain(field);
  });

  it.each(operations)('$key: the fixture\'s request, through the dialect\'s encoder, has each field filled', ({ key, fields }) => {
    const request: Record<string, unknown> | undefined = laravelFixtures[key]?.request;
    expect(request, `${key}: a fixture request`).toBeDefined();
    const encoded = encodeRequest(laravelDialect, key, request!) ?? request!;
    for (const { laravel: field } of fields) expect(filled(encoded[field]), `${key} ${field}: ${JSON.stringify(encoded)}`).toBe(true);
  });

  it.each(operations)('$key: the screens\' request reaches it as JSON with each field filled, under Laravel\'s name', async ({ key, fields }) => {
    const request = laravelFixtures[key]?.request;
    expect(request, `${key}: a fixture request`).toBeDefined();
    listen();
    await post(key.split(' ')[1]!, request!).catch(() => undefined); // the answer is not this test's concern
    expect(sent?.contentType).toMatch(/\/json/); // Laravel's isJson(): the body is its input
    for (const { laravel: field } of fields) expect(filled(sent?.body[field]), `${key} ${field}: ${JSON.stringify(sent?.body)}`).toBe(true);
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
