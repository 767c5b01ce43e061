// @vitest-environment node
// Drift is seen, not swallowed: an answer of the Laravel back end with a field its contract says is always there taken
// away (each captured answer, and each fixture, one declared field at a time) is told to wire/drift.ts with the
// operation and the field's path, whether the decoder then fills in a default or fails; so is a field of a type the
// contract does not declare, converted all the same. It is told in a production build too, where no warning is.
import { readdirSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onDrift, type Drift } from '../../src/api/wire/drift';
import { laravelDialect } from '../../src/api/wire/laravel';
import { encodeRequest } from '../../src/api/wire/middleware';
import { UndecodableAnswer, type OperationKey } from '../../src/api/wire/types';
import { answerOf, laravelFixtures } from '../fixtures/laravel';
import { LaravelContract, without } from '../shared/laravelContract';
import { CAPTURED, capturedAnswer } from './wire-laravel-support';

const DATE_HEADER = 'Fri, 27 Nov 2026 05:14:30 GMT';
const contract = new LaravelContract();
const decoderOf = (key: string) => laravelDialect.decoders[key as OperationKey];

let drifts: Drift[] = [];
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  drifts = [];
  // In development each drift is also a console warning (drift.ts): hundreds here, by design.
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return onDrift((drift) => drifts.push(drift));
});
afterEach(() => {
  vi.unstubAllEnvs();
  warn.mockRestore();
});

/** Decodes a body; a decoder that gives up on it (a field it cannot do without) is a failure the client shows. */
function decode(key: string, body: unknown, request: Record<string, unknown> = {}) {
  try {
    return decoderOf(key)!(body, { request, dateHeader: DATE_HEADER });
  } catch (error) {
    if (error instanceof UndecodableAnswer) return error;
    throw error;
  }
}

type Answer = { key: string; body: { code?: unknown; data?: unknown }; request: Record<string, unknown> };
const successes = (answers: Answer[]) => answers.filter(({ key, body }) => decoderOf(key) && body.code === 200);

const captured: Answer[] = readdirSync(CAPTURED)
  .filter((file) => file.endsWith('.json'))
  .map((file) => capturedAnswer(file))
  .filter(({ body }) => body !== null)
  .map(({ key, body }) => ({ key: key!, body: body as Answer['body'], request: laravelFixtures[key as OperationKey]?.request ?? {} }));

const fixtures: Answer[] = Object.entries(laravelFixtures).flatMap(([key, fixture]) => {
  if (fixture.absent) return [];
  const request = fixture.request ?? {};
  const sent = encodeRequest(laravelDialect, key as OperationKey, request) ?? request;
  return [{ key, body: answerOf(fixture, sent) as Answer['body'], request }];
});

/** Every answer with each declared field taken away, one at a time. */
const removals = (answers: Answer[]) =>
  successes(answers).flatMap(({ key, body, request }) => contract.declaredFields(key, body).map((field) => ({ key, field: field.path, body: without(body, field), request })));

describe('a declared field taken away is a drift, told with the operation and the field', () => {
  it('the answers as they are tell none', () => {
    for (const { key, body, request } of [...successes(captured), ...successes(fixtures)]) decode(key, body, request);
    expect(drifts).toEqual([]);
  });

  it.each(removals(captured))('captured $key without $field', ({ key, field, body, request }) => {
    decode(key, body, request);
    expect(drifts).toContainEqual({ operation: key, field, problem: 'absent' });
  });

  it.each(removals(fixtures))('fixture $key without $field', ({ key, field, body, request }) => {
    decode(key, body, request);
    expect(drifts).toContainEqual({ operation: key, field, problem: 'absent' });
  });
});

describe('a field of a type the Laravel contract does not declare is a drift, converted all the same', () => {
  it('a decimal string sent as a number', () => {
    const body = structuredClone(laravelFixtures['POST /api/user']!.body) as { data: Record<string, unknown> };
    body.data.balance = 1520.5;
    expect(decode('POST /api/user', body)).toMatchObject({ code: 200, data: { balance: '1520.50' } });
    expect(drifts).toEqual([{ operation: 'POST /api/user', field: 'balance', problem: 'wrong type' }]);
  });

  it('a number sent as a string, in a page\'s rows', () => {
    const { body } = captured.find(({ key }) => key === 'POST /api/gettransrecord')!;
    const copy = structuredClone(body) as { data: { data: Record<string, unknown>[] } };
    copy.data.data[0]!.state = '2';
    expect(decode('POST /api/gettransrecord', copy)).toMatchObject({ code: 200, data: { data: [{ state: 2 }] } });
    expect(drifts).toEqual([{ operation: 'POST /api/gettransrecord', field: 'data[].state', problem: 'wrong type' }]);
  });
});

describe('in a production build', () => {
  it('the drift is still told to its listeners, without a console warning', () => {
    vi.stubEnv('DEV', false);
    const body = structuredClone(laravelFixtures['POST /api/user']!.body) as { data: Record<string, unknown> };
    delete body.data.current_vip;
    expect(decode('POST /api/user', body)).toMatchObject({ code: 200, data: { current_vip: '' } });
    expect(drifts).toEqual([{ operation: 'POST /api/user', field: 'current_vip', problem: 'absent' }]);
    expect(warn).not.toHaveBeenCalled();
  });
});
