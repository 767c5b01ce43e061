// Lines (线路) in the field reports: the collector takes each line's use, calls, failures and moves away, and the
// summary shows them per line, most calls first: a blocked domain stands out within the hour. A failed call carries
// its line. A host that is not one is refused.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../core/schema';
import { startServer, type TestServer } from './harness';
import { HOUR, TEST_PAGE } from './telemetry-support';

type Summary = components['schemas']['TelemetrySummary'];
type Event = components['schemas']['TelemetryLine']['event'];

let server: TestServer;
beforeEach(async () => {
  server = await startServer({ telemetryMaxPerAddress: 0 });
});
afterEach(() => server.close());

const line = (host: string, event: Event, count = 1) => ({ kind: 'line' as const, line: host, event, count });

async function send(reports: unknown[]) {
  const response = await server.app.inject({ method: 'POST', url: '/api/telemetry', headers: { 'content-type': 'application/json' }, payload: { page: TEST_PAGE, reports } });
  return response.statusCode;
}

async function summary(): Promise<Summary> {
  const now = Date.now();
  const answer = await server.admin<Summary>('/admin/telemetry', { since: new Date(now - HOUR).toISOString(), until: new Date(now).toISOString() });
  expect(server.deps.validator.responseError('adminTelemetry', 200, answer)).toBeNull();
  return answer.data;
}

describe('lines in the field reports', () => {
  it('shows per line the page lives, calls, network failures and moves away, most calls first', async () => {
    // Two phones on api1, which stops answering: both move to api2.
    for (let phone = 0; phone < 2; phone += 1) {
      expect(await send([line('api1.example.test', 'used'), line('api1.example.test', 'call', 5), line('api1.example.test', 'failure'), line('api1.example.test', 'moved')])).toBe(204);
      await send([line('api2.example.test', 'used'), line('api2.example.test', 'call', 8)]);
    }
    await send([line('self', 'used'), line('self', 'call', 2)]);
    expect((await summary()).lines).toEqual([
      { line: 'api2.example.test', used: 2, calls: 16, failures: 0, moved: 0 },
      { line: 'api1.example.test', used: 2, calls: 10, failures: 2, moved: 2 },
      { line: 'self', used: 1, calls: 2, failures: 0, moved: 0 },
    ]);
  });

  it('takes the line of a failed call, and refuses a line that is not a host', async () => {
    const failure = { kind: 'failure', route: '/', operation: '/api/user', failure: 'network', status: 0, duration: 30, count: 1 };
    expect(await send([{ ...failure, line: 'api1.example.test:8443' }])).toBe(204);
    expect(await send([{ ...failure, line: 'https://api1.example.test/x' }])).toBe(400);
    expect(await send([line('<script>', 'call')])).toBe(400);
    expect(await send([{ ...line('api1.example.test', 'call'), event: 'blocked' }])).toBe(400);
  });
});
