// The Laravel back end in MSW: every operation answered from tests/fixtures/laravel (with its HTTP Date header, its
// only clock), and the front end switched to the laravel dialect for the test.
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach } from 'vitest';
import { selectDialect } from '../../src/api/wire';
import type { OperationKey } from '../../src/api/wire/types';
import { tokenStore } from '../../src/session/tokenStore';
import { answerOf, FIXTURE_NOW, laravelFixtures, MEMBER } from '../fixtures/laravel';
import { mswServer } from '../setup/msw';
import { apiUrl } from './harness';

/** What each call was sent (body or query), by operation. */
export type Sent = Map<OperationKey, Record<string, unknown>[]>;

async function fieldsOf(request: Request): Promise<Record<string, unknown>> {
  if (request.method === 'GET') return Object.fromEntries(new URL(request.url).searchParams);
  const body: unknown = await request.json().catch(() => ({}));
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}

export function serveLaravel(): Sent {
  const sent: Sent = new Map();
  for (const [key, fixture] of Object.entries(laravelFixtures)) {
    const [method, path] = key.split(' ') as ['GET' | 'POST', string];
    const route = method === 'GET' ? http.get : http.post;
    mswServer.use(
      route(apiUrl(path), async ({ request }) => {
        const fields = await fieldsOf(request);
        sent.set(key as OperationKey, [...(sent.get(key as OperationKey) ?? []), fields]);
        const headers = { Date: FIXTURE_NOW.toUTCString() };
        if (fixture.absent) return new HttpResponse('Not Found', { status: 404, headers });
        return HttpResponse.json(answerOf(fixture, fields) as Record<string, unknown>, { status: fixture.status ?? 200, headers });
      }),
    );
  }
  return sent;
}

/** Each test of the file runs against the Laravel back end, signed in as its demo member. */
export function runAgainstLaravel(): void {
  beforeEach(() => {
    selectDialect('laravel');
    tokenStore.set(MEMBER.token);
  });
  afterEach(() => {
    selectDialect('reference');
    tokenStore.set(null);
  });
}

/** Nothing on screen reads as a decoding slip. */
export function expectCleanScreen(): void {
  const text = document.body.textContent ?? '';
  for (const slip of ['undefined', 'NaN', '[object Object]', 'null']) {
    if (text.includes(slip)) throw new Error(`the screen shows "${slip}": ${text.slice(Math.max(0, text.indexOf(slip) - 80), text.indexOf(slip) + 40)}`);
  }
}
