// The collector's GET /metrics as the operator's own Prometheus sees it: Debian's real `prometheus` (installed by
// scripts/ensure-prometheus.mjs when missing) scrapes the collector every second after phones have walked the site, and
// its PromQL p75 per route and metric agrees with /admin/field's within one of the scrape's buckets; a flood of
// made-up routes and calls then adds no series.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import type { components } from '../../core/schema';
import { ROUTE_PATHS } from '../../core/routes';
import { prometheusNeed } from '../../scripts/ensure-prometheus.mjs';
import { loadContract } from '../../server/contract/load';
import { freePort, startServer, type TestServer } from './harness';
import { HOUR, TEST_PAGE, type Batch } from './telemetry-support';

type Summary = components['schemas']['TelemetrySummary'];
type Metric = components['schemas']['TelemetryMetric'];
type Report = Batch['reports'][number];

/** What the test changes of docs/monitoring/prometheus.yml. */
interface ScrapeConfig {
  global: Record<string, string>;
  scrape_configs: { job_name: string; authorization: { credentials_file: string } }[];
}

const SCRAPE_TOKEN = 'scrape-token-for-the-test-0123456789abcdef';
/** Long enough for a slow, shared machine to start Prometheus and scrape twice; the polls end as soon as it has. */
const PROMETHEUS_WAIT_MS = 60_000;

/** Debian's prometheus, installed by the suite's own setup when this machine lacks it; a clear failure when it cannot be. */
function ensurePrometheus(): void {
  if (prometheusNeed.there()) return;
  try {
    execFileSync('node', ['scripts/ensure-prometheus.mjs'], { stdio: 'inherit', timeout: 600_000 });
  } catch (error) {
    throw new Error(`Debian's prometheus package is not installed and scripts/ensure-prometheus.mjs could not install it: ${(error as Error).message}`);
  }
  if (!prometheusNeed.there()) throw new Error('scripts/ensure-prometheus.mjs ran, yet no prometheus is on PATH');
}

async function until<T>(what: string, read: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + PROMETHEUS_WAIT_MS;
  let last: unknown = null;
  while (Date.now() < deadline) {
    try {
      const value = await read();
      if (value !== null) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`waited ${PROMETHEUS_WAIT_MS / 1000} s for ${what}${last ? ` (last: ${String(last)})` : ''}`);
}

/** A deterministic spread of values, as many phones give: most near `typical`, a long tail above it. */
function spread(seed: number) {
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return (typical: number) => typical * Math.exp((next() + next() + next() - 1.5) * 0.9);
}

const TYPICAL: Record<Metric, number> = { LCP: 2200, FCP: 1300, TTFB: 380, INP: 160, CLS: 0.08 };

/** The page lives of a walk: each opens a route (LCP, FCP, TTFB), visits it (INP, CLS), and meets what phones meet. */
function walk(routes: readonly string[], operations: readonly string[], lives: number): Batch[] {
  const value = spread(7);
  const batches: Batch[] = [];
  for (let i = 0; i < lives; i++) {
    const route = routes[i % routes.length]!;
    const reports: Report[] = (Object.keys(TYPICAL) as Metric[]).map((name) => ({
      kind: 'vital' as const,
      route,
      name,
      value: name === 'CLS' ? Math.round(value(TYPICAL.CLS) * 1000) / 1000 : Math.round(value(TYPICAL[name])),
    }));
    if (i % 7 === 0) reports.push({ kind: 'failure', route, operation: operations[i % operations.length]!, failure: 'server', status: 502, duration: 900, count: 1 });
    if (i % 11 === 0) reports.push({ kind: 'error', route, source: 'uncaught', message: 'Loading chunk 3 failed', count: 1 });
    if (i % 13 === 0) reports.push({ kind: 'drift', operation: 'POST /api/user', field: 'data.money', problem: 'wrong type', count: 1 });
    if (i % 17 === 0) reports.push({ kind: 'unsupported', engine: 'chromium', major: 69, reason: 'syntax', count: 1 });
    if (i % 19 === 0) reports.push({ kind: 'inApp', browser: 'wechat', count: 1 });
    // An old build, cached on a phone, still reports a route and a call since retired: each is counted as `other`.
    if (i % 23 === 0) {
      reports.push({ kind: 'vital', route: '/retired_route', name: 'LCP', value: 2500 });
      reports.push({ kind: 'failure', route, operation: '/api/retired_call', failure: 'server', status: 404, duration: 40, count: 1 });
    }
    batches.push({ page: { ...TEST_PAGE, id: (0x1000000000000000n + BigInt(i)).toString(16) }, reports });
  }
  return batches;
}

let server: TestServer;
let prometheus: ChildProcess | null = null;
let prometheusUrl = '';
let dir = '';

async function send(batch: Batch): Promise<void> {
  const response = await server.app.inject({ method: 'POST', url: '/api/telemetry', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(batch) });
  expect(response.statusCode).toBe(204);
}

interface Sample {
  metric: Record<string, string>;
  value: [number, string];
}

async function query(promql: string): Promise<Sample[]> {
  const response = await fetch(`${prometheusUrl}/api/v1/query?query=${encodeURIComponent(promql)}`);
  const answer = (await response.json()) as { status: string; data: { result: Sample[] }; error?: string };
  if (answer.status !== 'success') throw new Error(`${promql}: ${answer.error}`);
  return answer.data.result;
}

const single = async (promql: string) => Number((await query(promql))[0]?.value[1] ?? NaN);

/** Waits until Prometheus has scraped every report sent so far. */
const scraped = (total: number) => until(`Prometheus to scrape ${total} reports`, async () => ((await single('sum(field_reports_total)')) === total ? total : null));

beforeAll(async () => {
  ensurePrometheus();
  server = await startServer({ telemetryMaxPerAddress: 0, metricsToken: SCRAPE_TOKEN });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = server.app.server.address() as { port: number };
  const webPort = await freePort();
  prometheusUrl = `http://127.0.0.1:${webPort}`;
  dir = mkdtempSync(path.join(tmpdir(), 'field-prometheus-'));
  // The scrape config of docs/monitoring/prometheus.yml as an operator copies it, pointed at this test's collector
  // (plain HTTP on loopback) and scraping every second.
  const tokenFile = path.join(dir, 'token');
  writeFileSync(tokenFile, SCRAPE_TOKEN);
  const config = parse(readFileSync('docs/monitoring/prometheus.yml', 'utf8')) as ScrapeConfig;
  config.global.scrape_interval = '1s';
  config.global.evaluation_interval = '1s';
  const job = config.scrape_configs.find((entry) => entry.job_name === 'field')!;
  Object.assign(job, { scheme: 'http', static_configs: [{ targets: [`127.0.0.1:${port}`] }] });
  job.authorization.credentials_file = tokenFile;
  writeFileSync(path.join(dir, 'prometheus.yml'), stringify(config));
  prometheus = spawn(
    'prometheus',
    [`--config.file=${path.join(dir, 'prometheus.yml')}`, `--storage.tsdb.path=${path.join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${webPort}`, '--log.level=warn'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await until('Prometheus to be ready', async () => ((await fetch(`${prometheusUrl}/-/ready`)).ok ? true : null));
}, PROMETHEUS_WAIT_MS + 600_000);

afterAll(async () => {
  prometheus?.kill('SIGTERM');
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("the operator's Prometheus", () => {
  // Every 6th route of the registry: enough routes to compare, few enough that /admin/field lists each of their rows.
  const routes = ROUTE_PATHS.filter((_route, i) => i % 6 === 0);
  const operations = loadContract().operations.map((op) => op.path);
  let sent = 0;

  it("reads the p75 of each route and metric as /admin/field does, within one of the scrape's buckets", async () => {
    const batches = walk(routes, operations, routes.length * 40);
    for (const batch of batches) await send(batch);
    sent = batches.reduce((sum, batch) => sum + batch.reports.reduce((n, report) => n + ('count' in report ? report.count : 1), 0), 0);
    await scraped(sent);

    const now = Date.now();
    const summary = await server.admin<Summary>('/admin/telemetry', { since: new Date(now - HOUR).toISOString(), until: new Date(now + HOUR).toISOString() });
    const page = summary.data.vitals.filter((row) => row.route !== 'other');
    expect(summary.data.rest.vitals.rows).toBe(0);
    expect(new Set(page.map((row) => row.route))).toEqual(new Set(routes));

    const timings = await query('histogram_quantile(0.75, sum by (le, route, metric) (field_vital_seconds_bucket))');
    const cls = await query('histogram_quantile(0.75, sum by (le, route) (field_cls_bucket))');
    const edgesOf = async (name: string) => (await query(`count by (le) (${name})`)).map((s) => Number(s.metric.le)).filter(Number.isFinite).sort((a, b) => a - b);
    const timingEdges = (await edgesOf('field_vital_seconds_bucket')).map((edge) => edge * 1000);
    const clsEdges = await edgesOf('field_cls_bucket');

    for (const row of page) {
      const promP75 =
        row.name === 'CLS'
          ? Number(cls.find((s) => s.metric.route === row.route)?.value[1])
          : Number(timings.find((s) => s.metric.route === row.route && s.metric.metric === row.name)?.value[1]) * 1000;
      const edges = row.name === 'CLS' ? clsEdges : timingEdges;
      // The scrape's bucket holding the page's p75: PromQL interpolates inside it, so it may read anywhere in it.
      const upper = edges.findIndex((edge) => edge >= row.p75);
      const width = edges[upper]! - (edges[upper - 1] ?? 0);
      expect(Math.abs(promP75 - row.p75), `${row.route} ${row.name}: PromQL ${promP75}, /admin/field ${row.p75}`).toBeLessThanOrEqual(width);
    }
  });

  it("answers every query of the Grafana dashboard in docs/monitoring, the vitals' with each route walked", async () => {
    const dashboard = JSON.parse(readFileSync('docs/monitoring/grafana-field.json', 'utf8')) as { panels: { title: string; targets?: { expr: string }[] }[] };
    // increase() and rate() need two samples of a series: a second scrape since the walk.
    await until('a second scrape of the walk', async () => ((await query('increase(field_reports_total[1h])')).length > 0 ? true : null));
    const queries = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => ({ title: panel.title, expr: target.expr })));
    expect(queries.length).toBeGreaterThan(0);
    for (const { title, expr } of queries) {
      // Grafana's variables as Grafana fills them: every brand, the range of the last hour.
      const result = await query(expr.replaceAll('$brand', '.*').replaceAll('$__range', '1h'));
      const seen = new Set(result.map((sample) => sample.metric.route));
      if (/p75/.test(title)) expect(routes.filter((route) => !seen.has(route)), `${title}: routes without a series`).toEqual([]);
    }
  });

  it('keeps its series when 10,000 reports name made-up routes and calls', async () => {
    const seriesBefore = await single('count({job="field", __name__=~"field_.+"})');
    expect(seriesBefore).toBeGreaterThan(0);
    const flood: Batch[] = [];
    // In batches of 100: a batch's body stays under the collector's 32 KB.
    for (let b = 0; b < 100; b++) {
      const reports: Report[] = Array.from({ length: 100 }, (_, i) => {
        const n = b * 100 + i;
        return n % 2
          ? { kind: 'vital' as const, route: `/made_up_${n}`, name: 'LCP' as const, value: 1000 + n }
          : { kind: 'failure' as const, route: `/made_up_${n}`, operation: `/api/made_up_${n}`, failure: 'server' as const, status: 500, duration: 10, count: 1 };
      });
      flood.push({ page: { ...TEST_PAGE, id: (0x2000000000000000n + BigInt(b)).toString(16) }, reports });
    }
    for (const batch of flood) await send(batch);
    await scraped(sent + 10_000);
    expect(await single('count({job="field", __name__=~"field_.+"})')).toBe(seriesBefore);
  });
});
