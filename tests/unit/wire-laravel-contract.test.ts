// @vitest-environment node
// The Laravel back end's own contract (src/api/wire/laravel/openapi.yaml) against its witnesses: every answer the
// real back end gave (tests/fixtures/laravel/captured) and every answer the Laravel fixtures give is one the contract
// declares for that call; each HTML error page is named as the failure it was, never taken for an answer; and a
// witness edited to break the contract (a declared field taken away, a field of another type) fails here.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { laravelDialect } from '../../src/api/wire/laravel';
import { encodeRequest } from '../../src/api/wire/middleware';
import type { OperationKey } from '../../src/api/wire/types';
import { answerOf, laravelFixtures } from '../fixtures/laravel';
import { CONTROLLER_REQUIRES } from '../fixtures/laravel/rules';
import { LaravelContract, without } from '../shared/laravelContract';
import { CAPTURED, capturedAnswer, FAILED_THERE } from './wire-laravel-support';

const contract = new LaravelContract();
const captured = readdirSync(CAPTURED)
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({ file, ...capturedAnswer(file) }));

/** What a fixture answers to the requests the screens send, and to those that make it answer otherwise. */
const VARIANTS: Partial<Record<OperationKey, Record<string, unknown>[]>> = {
  'POST /api/gettransrecord': [{ type: 2 }, { type: 3 }, { type: 4 }],
  'POST /api/getcard': [{ type: 1 }],
  'POST /api/article': [{ type: 99 }],
  'POST /api/activitydeatil': [{ id: 404 }],
  'POST /api/getGameUrl': [{ plat_name: 'AG', game_type: 'none' }],
  'GET /api/game/list': [{}],
};
const fixtureAnswers = Object.entries(laravelFixtures)
  .filter(([, fixture]) => !fixture.absent)
  .flatMap(([key, fixture]) => {
    const sent = fixture.request ?? {};
    const asLaravel = encodeRequest(laravelDialect, key as OperationKey, sent) ?? sent;
    return [asLaravel, ...(VARIANTS[key as OperationKey] ?? [])].map((request) => ({ key, request, status: fixture.status ?? 200, body: answerOf(fixture, request) }));
  });

/** A copy of an answer that breaks the contract: its first declared field taken away, or its data of another kind. */
function broken(key: string, body: { code?: unknown; data?: unknown }) {
  const [field] = contract.declaredFields(key, body);
  if (field) return { how: `without ${field.path}`, body: without(body, field) };
  return { how: 'data a number', body: { ...body, data: 12 } };
}

describe('the Laravel contract', () => {
  it('has every call the front end makes of that back end, and no other but captured ones', () => {
    const called = Object.keys(laravelDialect.decoders).sort();
    const declared = contract.operations().filter((key) => contract.calledByFrontEnd(key));
    expect(declared.sort()).toEqual(called);
    for (const key of contract.operations().filter((k) => !contract.calledByFrontEnd(k))) {
      expect(captured.some((answer) => answer.key === key), `${key} is in the contract but neither called nor captured`).toBe(true);
    }
  });
});

describe('its requests require what the controllers require (tests/fixtures/laravel/rules.ts)', () => {
  it.each(contract.operations())('%s', (key) => {
    const witness = CONTROLLER_REQUIRES[key as keyof typeof CONTROLLER_REQUIRES];
    expect([...contract.requiredInRequest(key)].sort(), witness?.at ?? `${key}: its controller requires nothing`).toEqual([...(witness?.fields ?? [])].sort());
  });
});

describe('the captured answers follow the Laravel contract', () => {
  const json = captured.filter(({ body }) => body !== null);
  it.each(json)('$file is an answer of $key', ({ key, body }) => {
    expect(contract.answerProblem(key!, body)).toBeNull();
  });

  it.each(captured.filter(({ body }) => body === null))('$file is an HTML page: named as the failure it was', ({ file, key, text }) => {
    expect(FAILED_THERE[file], `${file} is an HTML page no test names: say what failed there (wire-laravel-support.ts)`).toBeDefined();
    expect(contract.answerProblem(key!, text, 500, 'text/html'), `${file}: ${FAILED_THERE[file]}`).toBeNull();
    expect(contract.answerProblem(key!, text), `${file} taken for an answer`).not.toBeNull();
  });

  it('the named failures are exactly the HTML pages', () => {
    expect(captured.filter(({ body }) => body === null).map(({ file }) => file).sort()).toEqual(Object.keys(FAILED_THERE).sort());
  });

  it('its validation refusals name fields its requests require ("The bank field is required.")', () => {
    const named = json.flatMap(({ key, body }) => {
      const match = /^The (.+) field is required\.$/.exec(String((body as { message?: unknown }).message));
      return match ? [{ key: key!, field: match[1]!.replace(/ /g, '_') }] : [];
    });
    expect(named.length).toBeGreaterThan(0);
    for (const { key, field } of named) expect(contract.requiredInRequest(key), key).toContain(field);
  });

  it.each(json.filter(({ body }) => (body as { code?: unknown }).code === 200))('$file edited to break it fails', ({ key, body }) => {
    const { how, body: copy } = broken(key!, body as { data?: unknown });
    expect(contract.answerProblem(key!, copy), `${key} ${how}`).not.toBeNull();
  });
});

describe('the Laravel fixtures follow the Laravel contract', () => {
  it.each(fixtureAnswers)('$key answers $request as the contract says', ({ key, status, body }) => {
    expect(contract.answerProblem(key, body, status)).toBeNull();
  });

  it.each(fixtureAnswers.filter(({ body }) => (body as { code?: unknown }).code === 200))('$key ($request) edited to break it fails', ({ key, body }) => {
    const { how, body: copy } = broken(key, body as { data?: unknown });
    expect(contract.answerProblem(key, copy), `${key} ${how}`).not.toBeNull();
  });
});
