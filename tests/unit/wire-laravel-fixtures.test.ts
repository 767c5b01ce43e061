// @vitest-environment node
// Every contract operation has a Laravel fixture (written from its controllers) and a decoder; each fixture decodes
// into what the contract promises (bar the fields the domain types loosen), with no undefined, NaN or [object Object].
import { describe, expect, it } from 'vitest';
import { loadContract } from '../../server/contract/load';
import { laravelDialect } from '../../src/api/wire/laravel';
import { encodeRequest } from '../../src/api/wire/middleware';
import type { OperationKey } from '../../src/api/wire/types';
import { answerOf, laravelFixtures } from '../fixtures/laravel';
import { contractCheck } from './wire-laravel-support';

const contract = loadContract();
const operations = contract.operations.map((op) => ({ key: `${op.method} ${op.path}` as OperationKey, operationId: op.operationId }));

const DATE_HEADER = 'Mon, 23 Nov 2026 02:30:00 GMT';

describe('Laravel fixtures', () => {
  it('cover every operation of the contract, each with a decoder or declared absent', () => {
    expect(operations.length).toBeGreaterThan(0);
    for (const { key } of operations) {
      expect(laravelFixtures[key], `${key}: give it a fixture in tests/fixtures/laravel/ (its answer, or { absent: true })`).toBeDefined();
      const absent = laravelDialect.absent.includes(key);
      expect(absent || laravelDialect.decoders[key] !== undefined, `${key}: read it in src/api/wire/laravel/ or list it as absent`).toBe(true);
    }
  });

  it.each(operations.filter(({ key }) => laravelFixtures[key]?.absent))('$key is absent from it and never sent', ({ key }) => {
    expect(laravelDialect.absent).toContain(key);
  });

  const decodable = operations.filter(({ key }) => !laravelDialect.absent.includes(key));
  it.each(decodable)('$key decodes into the contract', ({ key, operationId }) => {
    const fixture = laravelFixtures[key]!;
    const request = fixture.request ?? {};
    const envelope = laravelDialect.decoders[key]!(answerOf(fixture, encodeRequest(laravelDialect, key, request) ?? request), { request, dateHeader: DATE_HEADER });
    const text = JSON.stringify(envelope);
    expect(text).not.toMatch(/undefined|NaN|\[object Object\]/);
    if (envelope.code !== 200) {
      // A refusal stays a refusal with the back end's words.
      expect(envelope.message).not.toBe('');
      return;
    }
    expect(contractCheck(operationId, envelope), text).toBeNull();
  });
});
