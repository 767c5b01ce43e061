// The visits in an app's own browser (issue 52): the collector takes one `inApp` report per page life, keeps which app
// and never the user agent, and the summary counts them per app, most first, in the period, for 30 days.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../core/schema';
import { startServer, type TestServer } from './harness';
import { HOUR, TEST_PAGE } from './telemetry-support';

type Summary = components['schemas']['TelemetrySummary'];
type Browser = components['schemas']['TelemetryInAppBrowser'];

const page = TEST_PAGE;

let server: TestServer;
beforeEach(async () => {
  server = await startServer({ telemetryMaxPerAddress: 0 });
});
afterEach(() => server.close());

const inApp = (browser: Browser, count = 1) => ({ kind: 'inApp' as const, browser, count });

async function send(reports: unknown[], at?: number) {
  if (at !== undefined) server.clock.set(new Date(at));
  const response = await server.app.inject({ method: 'POST', url: '/api/telemetry', headers: { 'content-type': 'application/json' }, payload: { page, reports } });
  return response.statusCode;
}

async function summary(since: number, until: number): Promise<Summary> {
  const answer = await server.admin<Summary>('/admin/telemetry', { since: new Date(since).toISOString(), until: new Date(until).toISOString() });
  expect(answer.status).toBe(200);
  expect(server.deps.validator.responseError('adminTelemetry', 200, answer)).toBeNull();
  return answer.data;
}

const stored = () => server.deps.db.prepare('SELECT report FROM field_reports').pluck().all() as string[];

describe('visits in an app’s browser', () => {
  it('are counted per app, most first, in the period, and in the reports received', async () => {
    const start = Math.floor(Date.now() / HOUR) * HOUR - 2 * HOUR;
    expect(await send([inApp('wechat')], start + 60_000)).toBe(204);
    await send([inApp('wechat')]);
    await send([inApp('qq'), { kind: 'vital', route: '/', name: 'LCP', value: 1000 }]);
    await send([inApp('wechat', 3), inApp('alipay')], start + HOUR + 60_000);

    const both = await summary(start, start + 2 * HOUR - 1);
    expect(both.inApp).toEqual([
      { browser: 'wechat', count: 5 },
      { browser: 'alipay', count: 1 },
      { browser: 'qq', count: 1 },
    ]);
    expect(both.rest.inApp).toEqual({ rows: 0, count: 0 });
    expect(both.reports).toBe(5 + 1 + 1 + 1);
    expect((await summary(start + HOUR, start + 2 * HOUR - 1)).inApp).toEqual([
      { browser: 'wechat', count: 3 },
      { browser: 'alipay', count: 1 },
    ]);
  });

  it('keep which app, never the user agent; an app the contract does not name is refused', async () => {
    const userAgent = 'Mozilla/5.0 (Linux; Android 14; V2309A) MicroMessenger/8.0.60.2820 WeChat/arm64';
    expect(await send([{ ...inApp('wechat'), userAgent }])).toBe(204);
    expect(await send([{ ...inApp('wechat'), browser: 'line' }])).toBe(400);
    expect((await summary(Date.now() - HOUR, Date.now())).inApp).toEqual([{ browser: 'wechat', count: 1 }]);
    expect(stored()).toEqual([JSON.stringify(inApp('wechat'))]);
  });

  it('are kept 30 days, as every hourly aggregate', async () => {
    const start = Date.now();
    await send([inApp('weibo')]);
    await server.admin('/admin/clock', { now: new Date(start + (server.config.telemetryRetentionDays * 24 + 1) * HOUR).toISOString() });
    expect(stored()).toEqual([]);
    expect((await summary(start - HOUR, start + HOUR)).inApp).toEqual([{ browser: 'weibo', count: 1 }]);
    await server.admin('/admin/clock', { now: new Date(start + 31 * 24 * HOUR).toISOString() });
    expect((await summary(start - HOUR, start + HOUR)).inApp).toEqual([]);
  });
});
