// GET /metrics, as the operator's scraper meets it: guarded by the admin token, or by METRICS_TOKEN alone when the
// operator sets one; served by COLLECTOR_ONLY too; each kind of report counted under labels from closed lists only
// (the lines' among them: the site's hosts, self, or other).
// (Prometheus itself reading it: telemetry-prometheus.test.ts.)
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/base/config';
import { parseLines } from '../../server/base/lines';
import { loadContract } from '../../server/contract/load';
import { ADMIN_TOKEN, startServer, type TestServer } from './harness';
import { TEST_PAGE, type Batch } from './telemetry-support';

const SCRAPE_TOKEN = 'scrape-token-for-the-test-0123456789abcdef';
/** Two lines of the site (LINES): their hosts are labels; any other host a phone names is other. */
const LINE = 'http://127.0.0.2:8388';
const OTHER_LINE = 'http://127.0.0.3:8388';
const user = loadContract().operations.find((op) => op.method === 'POST' && op.path === '/api/user')!;

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const scrape = (token?: string) =>
  server!.app.inject({ method: 'GET', url: '/metrics', headers: token ? { authorization: `Bearer ${token}` } : {} });

async function send(batch: Batch) {
  const response = await server!.app.inject({ method: 'POST', url: '/api/telemetry', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(batch) });
  expect(response.statusCode).toBe(204);
}

describe('GET /metrics', () => {
  it('opens to the admin token when no scrape token is set, and to nobody else', async () => {
    server = await startServer();
    expect((await scrape()).statusCode).toBe(403);
    expect((await scrape('wrong-token-0123456789abcdef0123456789')).statusCode).toBe(403);
    const answer = await scrape(ADMIN_TOKEN);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('opens to METRICS_TOKEN alone once the operator sets one (the admin token stays out of the scraper)', async () => {
    server = await startServer({ metricsToken: SCRAPE_TOKEN });
    expect((await scrape(SCRAPE_TOKEN)).statusCode).toBe(200);
    expect((await scrape(ADMIN_TOKEN)).statusCode).toBe(403);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least/);
  });

  it('is served by the collector alone (COLLECTOR_ONLY)', async () => {
    server = await startServer({ collectorOnly: true });
    expect((await scrape(ADMIN_TOKEN)).statusCode).toBe(200);
  });

  it("counts each kind under the registry's routes, the contract's calls and the brands, anything else as other", async () => {
    server = await startServer({ telemetryMaxPerAddress: 0, lines: parseLines(`${LINE},${OTHER_LINE}`) });
    await send({
      page: TEST_PAGE,
      reports: [
        { kind: 'vital', route: '/recharge', name: 'INP', value: 180 },
        { kind: 'vital', route: '/made_up', name: 'CLS', value: 0.05 },
        { kind: 'error', route: '/recharge', source: 'rejection', message: 'boom', count: 2 },
        { kind: 'failure', route: '/recharge', operation: '/api/get_pay_way', failure: 'timeout', status: 0, duration: 9000, count: 3 },
        { kind: 'failure', route: '/recharge', operation: '/api/made_up', failure: 'server', status: 500, duration: 9, count: 1 },
        { kind: 'drift', operation: 'POST /api/user', field: 'data.money', problem: 'absent', count: 1 },
        { kind: 'drift', operation: user.operationId, field: 'data.name', problem: 'absent', count: 1 },
        { kind: 'unsupported', engine: 'safari', major: 13, reason: 'syntax', count: 4 },
        { kind: 'inApp', browser: 'alipay', count: 1 },
        { kind: 'line', line: new URL(LINE).host, event: 'failure', count: 2 },
        { kind: 'line', line: new URL(LINE).host, event: 'moved', count: 1 },
        { kind: 'line', line: 'self', event: 'call', count: 5 },
        { kind: 'line', line: 'made-up.example:1', event: 'call', count: 1 },
      ],
    });
    await send({ page: { ...TEST_PAGE, brand: 'made_up_brand' }, reports: [{ kind: 'inApp', browser: 'qq', count: 1 }] });
    const text = (await scrape(ADMIN_TOKEN)).body;
    for (const line of [
      'field_vital_seconds_count{brand="default",route="/recharge",metric="INP"} 1',
      'field_cls_count{brand="default",route="other"} 1',
      'field_page_errors_total{brand="default",route="/recharge",source="rejection"} 2',
      'field_failed_calls_total{brand="default",operation="/api/get_pay_way",failure="timeout"} 3',
      'field_failed_calls_total{brand="default",operation="other",failure="server"} 1',
      // The operation named either way, counted as one.
      'field_contract_drift_total{brand="default",operation="POST /api/user",problem="absent"} 2',
      'field_turned_away_visits_total{brand="default",engine="safari",reason="syntax"} 4',
      'field_in_app_visits_total{brand="default",browser="alipay"} 1',
      'field_in_app_visits_total{brand="other",browser="qq"} 1',
      `field_line_events_total{brand="default",line="${new URL(LINE).host}",event="failure"} 2`,
      `field_line_events_total{brand="default",line="${new URL(LINE).host}",event="moved"} 1`,
      'field_line_events_total{brand="default",line="self",event="call"} 5',
      'field_line_events_total{brand="default",line="other",event="call"} 1',
    ]) {
      expect(text).toContain(`\n${line}\n`);
    }
    expect(text).not.toMatch(/made_up|made-up/);
    // And the process itself, as any Node service tells it.
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });
});
