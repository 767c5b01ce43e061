// 200 malformed requests to the implemented calls: bad JSON, wrong types, huge strings, missing fields, wrong media.
// None may get an HTTP 5xx or change the database; each gets the envelope with a readable message.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contract from '../../locales/zh-CN/contract.json';
import { msg } from '../../server/base/messages';
import type { ContractOperation, JsonSchema } from '../../server/contract/load';
import { allHandlers } from '../../server/features/registry';
import { startServer, type TestServer } from './harness';

/** A valid body for each implemented call that has required fields, so one mutation is what breaks it. */
const VALID: Record<string, Record<string, unknown>> = {
  register: { name: 'fuzzname1', realname: 'fuzzname1', password: 'fuzzpw1', confirmPass: 'fuzzpw1', paypassword: 'fuzzpw1', code: 'ab' },
  login_pc: { name: 'fuzzer01', password: 'fuzzpw1' },
  editPassword: { password: 'fuzzpw1', paypassword: 'fuzzpw2' },
  editPayPassword: { password: 'fuzzpw1', paypassword: 'fuzzpw2' },
};

const CJK = /\p{Script=Han}/u;
let server: TestServer;
let token: string;
let operations: ContractOperation[];
const ATTACKS_PER_OPERATION = 8;

beforeAll(async () => {
  server = await startServer();
  token = await server.register('fuzzer01', 'fuzzpw1');
  const handlers = allHandlers();
  operations = server.contract.operations.filter((op) => op.operationId in handlers);
});
afterAll(() => server.close());

/** A schema, or the component its $ref names. */
function resolved(schema: JsonSchema | undefined): JsonSchema | undefined {
  const ref = schema?.$ref;
  return typeof ref === 'string' ? (server.contract.schemas[ref.split('/').pop()!] as JsonSchema | undefined) : schema;
}

function propertiesOf(op: ContractOperation): { names: string[]; required: string[] } {
  const schema = resolved(op.body?.schema as JsonSchema | undefined);
  return {
    names: Object.keys((schema?.properties as object | undefined) ?? {}),
    required: (schema?.required as string[] | undefined) ?? [],
  };
}

type Attack =
  | { kind: 'badJson'; text: string }
  | { kind: 'notAnObject'; value: unknown }
  | { kind: 'wrongType'; field: number; value: unknown }
  | { kind: 'huge'; field: number; size: number }
  | { kind: 'missing'; field: number }
  | { kind: 'wrongMedia'; text: string };

const notJson = fc
  .oneof(
    fc.constantFrom('{', '{"name":', 'nul', '[1,2', '{"name": "x",}', "{'name':1}", '{"__proto__": ', '\u0000', '{}}'),
    fc.string({ minLength: 1, maxLength: 40 }),
  )
  .filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return text.trim() !== '';
    }
  });

const attack: fc.Arbitrary<Attack> = fc.oneof(
  notJson.map((text) => ({ kind: 'badJson' as const, text })),
  fc
    .oneof(fc.integer(), fc.string(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 }), fc.boolean())
    .map((value) => ({ kind: 'notAnObject' as const, value })),
  fc
    .record({
      field: fc.nat(),
      value: fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.constant({ $gt: '' }), fc.array(fc.string(), { maxLength: 2 })),
    })
    .map((a) => ({ kind: 'wrongType' as const, ...a })),
  fc.record({ field: fc.nat(), size: fc.constantFrom(600, 5_000, 70_000, 300_000) }).map((a) => ({ kind: 'huge' as const, ...a })),
  fc.record({ field: fc.nat() }).map((a) => ({ kind: 'missing' as const, ...a })),
  fc.string({ maxLength: 20 }).map((text) => ({ kind: 'wrongMedia' as const, text })),
);

/** The JSON type a body field declares (through a $ref), if any. */
function declaredType(op: ContractOperation, field: string): string | undefined {
  const schema = resolved(op.body?.schema as JsonSchema | undefined);
  const property = resolved((schema?.properties as Record<string, JsonSchema> | undefined)?.[field]);
  return typeof property?.type === 'string' ? property.type : undefined;
}

/** The attack's value, unless it happens to be of the declared type: then an object, which no scalar field takes. */
function wrongFor(type: string | undefined, value: unknown): unknown {
  const jsonType = value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;
  const fits = type === jsonType || (type === 'number' && jsonType === 'integer');
  return fits ? { $gt: '' } : value;
}

async function send(op: ContractOperation, a: Attack) {
  const auth = op.isPublic ? null : token;
  const { names, required } = propertiesOf(op);
  const valid = VALID[op.operationId] ?? {};
  const pick = (list: string[], index: number) => list[index % list.length];
  let body: unknown = valid;
  let raw: string | undefined;
  let contentType: string | undefined;
  switch (a.kind) {
    case 'badJson':
      raw = a.text;
      break;
    case 'wrongMedia':
      raw = a.text;
      contentType = 'text/plain';
      break;
    case 'notAnObject':
      raw = JSON.stringify(a.value);
      break;
    case 'wrongType': {
      // A declared field of the wrong type; a call that declares none gets a body that is not an object.
      const field = pick(names, a.field);
      if (field) body = { ...valid, [field]: wrongFor(declaredType(op, field), a.value) };
      else raw = JSON.stringify([a.value]);
      break;
    }
    case 'huge': {
      // A declared field far too long; a call that declares none gets a body over the size limit.
      const field = pick(names, a.field);
      body = field ? { ...valid, [field]: 'x'.repeat(a.size) } : { padding: 'x'.repeat(70_000) };
      break;
    }
    case 'missing': {
      const field = pick(required, a.field);
      body = field ? Object.fromEntries(Object.entries(valid).filter(([k]) => k !== field)) : 'missing';
      if (!field) raw = '"missing"';
      break;
    }
  }
  if (op.method === 'GET') {
    return server.call(op.method, op.path, undefined, { token: auth, query: { junk: 'x'.repeat(a.kind === 'huge' ? 5000 : 10) } });
  }
  return server.call(op.method, op.path, raw === undefined ? body : undefined, { token: auth, raw, contentType });
}

describe('malformed requests', () => {
  it('never get a 5xx, always get a readable message, and change nothing', async () => {
    const before = server.snapshot();
    let refusals = 0;
    // Every operation gets its own share of attacks, so none is left to chance.
    for (const op of operations) {
      await fc.assert(
        fc.asyncProperty(attack, async (a) => {
          const answer = await send(op, a);
          expect(answer.status, `${op.operationId} ${JSON.stringify(a).slice(0, 200)}`).toBeLessThan(500);
          expect(answer.code).toBe(answer.status);
          expect(answer.message).toMatch(CJK);
          // GET calls take no body: only their junk query reaches them, which they ignore.
          if (op.method === 'POST') expect(answer.code, `${op.operationId} accepted ${JSON.stringify(a).slice(0, 120)}`).not.toBe(200);
          if (answer.code !== 200) refusals += 1;
        }),
        { numRuns: ATTACKS_PER_OPERATION },
      );
    }
    expect(refusals).toBeGreaterThan(operations.length * ATTACKS_PER_OPERATION * 0.5);
    expect(server.snapshot()).toEqual(before);
  });

  it('tells what is wrong in Chinese, naming the field', async () => {
    expect((await server.api('/api/login_pc', undefined)).message).toBe(contract.LoginRequest.name);
    expect((await server.call('POST', '/api/login_pc', undefined, { raw: '{"name":' })).message).toBe(
      msg.badJson,
    );
    expect((await server.call('POST', '/api/login_pc', undefined, { raw: '[1]' })).message).toBe(msg.badBody);
    expect((await server.apiRaw('/api/editPassword', { password: 123, paypassword: 'abcdef1' }, token)).message).toBe(
      contract.PasswordChangeRequest.password,
    );
    const huge = await server.api('/api/login_pc', { name: 'x'.repeat(100_000), password: 'y' });
    expect(huge).toMatchObject({ status: 413, message: msg.tooLarge });
    const media = await server.call('POST', '/api/login_pc', undefined, { raw: 'name=a', contentType: 'text/plain' });
    expect(media).toMatchObject({ status: 415, message: msg.unsupportedMedia });
  });

  it('answers an unknown /api path with 404 and a message', async () => {
    expect(await server.apiRaw('/api/does-not-exist')).toMatchObject({ status: 404, code: 404, message: msg.unknownApi });
    expect(await server.call('GET', '/api/app')).toMatchObject({ status: 404, code: 404 });
  });

  it('ignores fields a call does not declare', async () => {
    const answer = await server.apiRaw('/api/login_pc', { name: 'fuzzer01', password: 'fuzzpw1', isAdmin: true, __proto__: { x: 1 } });
    expect(answer.code).toBe(200);
  });
});
