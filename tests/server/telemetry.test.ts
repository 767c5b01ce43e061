// The field reports' collector: POST /api/telemetry takes a batch checked against the contract (size, rate per
// address), the raw reports are kept for the retention period and the hourly aggregates 30 days, and
// POST /admin/telemetry summarises them in the contract's shape.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../core/schema';
import { msg } from '../../server/base/messages';
import { loadContract } from '../../server/contract/load';
import { COLLECTOR_PATHS } from '../../src/api/wire/types';
import { telemetryMsg } from '../../server/features/telemetry/messages';
import { THRESHOLDS } from '../../server/features/telemetry/thresholds';
import { ADMIN_TOKEN, startServer, type TestServer } from './harness';
import { HOUR, TEST_PAGE } from './telemetry-support';

type Summary = components['schemas']['TelemetrySummary'];

const page = TEST_PAGE;

let server: TestServer;
beforeEach(async () => {
  server = await startServer({ telemetryMaxPerAddress: 0 });
});
afterEach(() => server.close());

async function send(body: unknown, raw?: string) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/telemetry',
    headers: { 'content-type': 'application/json' },
    payload: raw ?? JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.body ? (response.json() as { code: number; message: string }) : null };
}

async function summary(since: number, until: number): Promise<Summary> {
  const answer = await server.admin<Summary>('/admin/telemetry', { since: new Date(since).toISOString(), until: new Date(until).toISOString() });
  expect(answer.status).toBe(200);
  expect(server.deps.validator.responseError('adminTelemetry', 200, answer)).toBeNull();
  return answer.data;
}

const vital = (route: string, name: 'LCP' | 'CLS', value: number) => ({ kind: 'vital' as const, route, name, value });
const turnedAway = (engine: 'chromium' | 'safari' | 'firefox' | 'other', major: number, reason: 'missing' | 'syntax' | 'stalled', feature?: string) => ({
  kind: 'unsupported' as const,
  engine,
  major,
  reason,
  ...(feature && { feature }),
  count: 1,
});
const rawCount = () => (server.deps.db.prepare('SELECT COUNT(*) AS n FROM field_reports').get() as { n: number }).n;

describe('POST /api/telemetry', () => {
  it('takes a valid batch with 204 and no body', async () => {
    const answer = await send({ page, reports: [vital('/', 'LCP', 1800)] });
    expect(answer).toEqual({ status: 204, body: null });
  });

  it.each([
    ['no page', { reports: [vital('/', 'LCP', 1)] }],
    ['a page id that is not random hex', { page: { ...page, id: 'alice' }, reports: [vital('/', 'LCP', 1)] }],
    ['no reports', { page, reports: [] }],
    ['an unknown kind', { page, reports: [{ kind: 'secret', route: '/' }] }],
    ['a full address for a route', { page, reports: [vital('/activityInfo?id=3', 'LCP', 1)] }],
    ['an unknown metric', { page, reports: [{ kind: 'vital', route: '/', name: 'FID', value: 1 }] }],
    ['a failure kind outside the vocabulary', { page, reports: [{ kind: 'failure', route: '/', operation: '/api/user', failure: 'oops', status: 500, duration: 1, count: 1 }] }],
    ['an error message past its length', { page, reports: [{ kind: 'error', route: '/', source: 'uncaught', message: 'x'.repeat(201), count: 1 }] }],
    ['a turned-away visit of an unknown engine', { page, reports: [{ ...turnedAway('chromium', 79, 'syntax'), engine: 'Chrome/79.0.3945.136' }] }],
    ['a turned-away visit for an unknown reason', { page, reports: [turnedAway('safari', 13, 'slow' as 'stalled')] }],
    ['a missing feature that is not a name', { page, reports: [turnedAway('safari', 13, 'missing', 'BigInt; drop table')] }],
  ])('refuses %s with 400 in the envelope, storing nothing', async (_name, body) => {
    const answer = await send(body);
    expect(answer.status).toBe(400);
    expect(answer.body?.code).toBe(400);
    await summary(Date.now() - HOUR, Date.now());
    expect(rawCount()).toBe(0);
  });

  it('keeps of a turned-away visit the engine, its major version and why, never the user agent', async () => {
    await send({ page, reports: [{ ...turnedAway('chromium', 79, 'syntax'), userAgent: 'Mozilla/5.0 (Linux; Android 9; V1818A) Chrome/79.0.3945.136' }] });
    await summary(Date.now() - HOUR, Date.now());
    const stored = server.deps.db.prepare('SELECT report FROM field_reports').pluck().all() as string[];
    expect(stored).toEqual([JSON.stringify(turnedAway('chromium', 79, 'syntax'))]);
  });

  it('drops fields the contract does not name (a token a client should never have sent)', async () => {
    await send({ page: { ...page, token: 'abc' }, reports: [{ ...vital('/', 'LCP', 900), username: 'alice' }] });
    await summary(Date.now() - HOUR, Date.now());
    const stored = server.deps.db.prepare('SELECT report FROM field_reports').pluck().all() as string[];
    expect(stored).toEqual([JSON.stringify(vital('/', 'LCP', 900))]);
  });

  it('refuses a body over 32 KB with 413', async () => {
    const reports = Array.from({ length: 400 }, (_, i) => ({ kind: 'error', route: '/', source: 'uncaught', message: `e${i}`.padEnd(100, '.'), count: 1 }));
    const answer = await send({ page, reports });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: 413, message: msg.tooLarge });
  });

  it('limits batches per address, as the room chat does', async () => {
    await server.close();
    server = await startServer({ telemetryMaxPerAddress: 3 });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await send({ page, reports: [vital('/', 'LCP', 1000)] })).status);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    const refused = await send({ page, reports: [vital('/', 'LCP', 1000)] });
    expect(refused.body).toMatchObject({ code: 429, message: telemetryMsg.tooManyReports });
  });
});

describe('POST /admin/telemetry', () => {
  it('needs the admin token', async () => {
    const period = { since: new Date(Date.now() - HOUR).toISOString(), until: new Date().toISOString() };
    expect((await server.call('POST', '/admin/telemetry', period)).status).toBe(403);
    expect((await server.call('POST', '/admin/telemetry', period, { token: `${ADMIN_TOKEN}x` })).status).toBe(403);
  });

  it('refuses a period that is not one', async () => {
    const answer = await server.admin('/admin/telemetry', { since: 'yesterday', until: new Date().toISOString() });
    expect(answer).toMatchObject({ status: 400, message: telemetryMsg.badPeriod });
  });

  it('summarises by the hour: p75 and rating per route and metric, failures per operation and kind, errors, drift', async () => {
    const start = Math.floor(Date.now() / HOUR) * HOUR - 2 * HOUR;
    server.clock.set(new Date(start + 60_000));
    const lcps = [1000, 1200, 1400, 5000];
    await send({ page, reports: lcps.map((v) => vital('/', 'LCP', v)) });
    await send({
      page,
      reports: [
        vital('/activity', 'CLS', 0.3),
        { kind: 'failure', route: '/recharge', operation: '/api/get_pay_way', failure: 'server', status: 500, duration: 80, count: 2 },
        { kind: 'error', route: '/recharge', source: 'uncaught', message: 'boom', stack: 'at x', count: 1 },
        { kind: 'drift', operation: 'POST /api/user', field: 'money', problem: 'absent', count: 1 },
      ],
    });
    server.clock.set(new Date(start + HOUR + 60_000));
    await send({ page, reports: [{ kind: 'failure', route: '/recharge', operation: '/api/get_pay_way', failure: 'server', status: 502, duration: 30, count: 1 }] });
    await send({ page, reports: [{ kind: 'drift', operation: 'POST /api/user', field: 'money', problem: 'absent', count: 1 }] });

    const result = await summary(start, start + 2 * HOUR - 1);
    expect(result.hours).toEqual([new Date(start).toISOString(), new Date(start + HOUR).toISOString()]);
    const lcp = result.vitals.find((v) => v.route === '/' && v.name === 'LCP')!;
    // The 75th of four values is the third (1400), read from a bucket within 2 %.
    expect(lcp.count).toBe(4);
    expect(Math.abs(lcp.p75 - 1400) / 1400).toBeLessThan(0.02);
    expect(lcp.rating).toBe(lcp.p75 <= THRESHOLDS.LCP[0] ? 'good' : 'needs-improvement');
    expect(lcp.series).toEqual([lcp.p75, null]);
    const cls = result.vitals.find((v) => v.route === '/activity' && v.name === 'CLS')!;
    expect(cls.rating).toBe('poor');
    expect(result.failures).toEqual([{ operation: '/api/get_pay_way', failure: 'server', count: 3, status: 500, series: [2, 1] }]);
    expect(result.errors).toEqual([{ message: 'boom', route: '/recharge', source: 'uncaught', count: 1, stack: 'at x' }]);
    expect(result.drift).toEqual([{ operation: 'POST /api/user', field: 'money', problem: 'absent', count: 2 }]);
    expect(result.reports).toBe(4 + 1 + 3 + 1 + 2);

    expect(result.unsupported).toEqual([]);

    // A period of the second hour alone leaves the first out.
    const later = await summary(start + HOUR, start + 2 * HOUR - 1);
    expect(later.vitals).toEqual([]);
    expect(later.failures[0]).toMatchObject({ count: 1, status: 502, series: [1] });
  });

  it('counts the visits turned away by engine, major version and why, most first, in the period', async () => {
    const start = Math.floor(Date.now() / HOUR) * HOUR - 2 * HOUR;
    server.clock.set(new Date(start + 60_000));
    await send({ page, reports: [turnedAway('chromium', 79, 'syntax')] });
    await send({ page, reports: [turnedAway('chromium', 79, 'syntax')] });
    await send({ page, reports: [turnedAway('safari', 13, 'missing', 'BigInt'), vital('/', 'LCP', 1000)] });
    server.clock.set(new Date(start + HOUR + 60_000));
    await send({ page, reports: [{ ...turnedAway('chromium', 79, 'syntax'), count: 3 }, turnedAway('other', 0, 'stalled')] });

    const result = await summary(start, start + 2 * HOUR - 1);
    expect(result.unsupported).toEqual([
      { engine: 'chromium', major: 79, reason: 'syntax', feature: '', count: 5 },
      { engine: 'other', major: 0, reason: 'stalled', feature: '', count: 1 },
      { engine: 'safari', major: 13, reason: 'missing', feature: 'BigInt', count: 1 },
    ]);
    expect(result.reports).toBe(5 + 1 + 1 + 1);
    expect((await summary(start + HOUR, start + 2 * HOUR - 1)).unsupported.map((row) => row.count)).toEqual([3, 1]);
  });

  it('keeps raw reports for the retention period and the hourly aggregates for 30 days', async () => {
    const start = Date.now();
    await send({ page, reports: [vital('/', 'LCP', 1000), turnedAway('chromium', 79, 'syntax')] });
    await summary(start - HOUR, start + HOUR);
    expect(rawCount()).toBe(2);

    // Past the retention (2 days by default), the admin's clock moved: the raw row is gone, the hour's figures stay.
    await server.admin('/admin/clock', { now: new Date(start + (server.config.telemetryRetentionDays * 24 + 1) * HOUR).toISOString() });
    expect(rawCount()).toBe(0);
    expect((await summary(start - HOUR, start + HOUR)).vitals).toHaveLength(1);
    expect((await summary(start - HOUR, start + HOUR)).unsupported).toHaveLength(1);

    // Past 30 days the aggregates go too.
    await server.admin('/admin/clock', { now: new Date(start + 31 * 24 * HOUR).toISOString() });
    expect((await summary(start - HOUR, start + HOUR)).vitals).toEqual([]);
    expect((await summary(start - HOUR, start + HOUR)).unsupported).toEqual([]);
  });
});

describe('COLLECTOR_ONLY', () => {
  it('serves the field reports alone, for a site on another back end: no API call, no demo admin path', async () => {
    await server.close();
    server = await startServer({ collectorOnly: true, telemetryMaxPerAddress: 0 });
    expect((await send({ page, reports: [vital('/', 'LCP', 1000)] })).status).toBe(204);
    expect((await summary(Date.now() - HOUR, Date.now())).vitals).toHaveLength(1);
    expect((await server.app.inject({ method: 'POST', url: '/api/app', payload: {} })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'POST', url: '/admin/settings', payload: {}, headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).statusCode).toBe(404);
  });
});

describe("the collector's calls and the back ends' dialects", () => {
  it('are exactly the calls no dialect speaks (the wire layer keeps them out of its operations)', () => {
    expect([...COLLECTOR_PATHS].sort()).toEqual(loadContract().fieldReports.map((op) => op.path).sort());
  });
});
