// The field reports as OpenTelemetry logs: with OTLP_LOGS_ENDPOINT set, each accepted error, failed call, drift and
// turned-away visit reaches an OTLP/HTTP receiver (here a plain HTTP server, its bodies read as the
// @opentelemetry/otlp-transformer's own ExportLogsServiceRequest), with OpenTelemetry's attribute names, masked as the
// store masks; retried on 503, not on 400; and with the endpoint not answering, dropped and counted, never waited for.
// All of it happens in a worker thread, never on the thread that answers requests; the server's close ends it within
// its bound, and a worker that dies costs the export, not the server.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { createServer, type ClientRequest, type IncomingMessage, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import type { IAnyValue, IKeyValue } from '@opentelemetry/otlp-transformer/build/src/common/internal-types';
import type { IExportLogsServiceRequest, ILogRecord } from '@opentelemetry/otlp-transformer/build/src/logs/internal-types';
import { MAX_QUEUED_RECORDS } from '../../server/features/telemetry/otlp';
import { ADMIN_TOKEN, freePort, startServer, type TestServer } from './harness';
import { TEST_PAGE, type Batch } from './telemetry-support';

interface Received {
  contentType: string;
  request: IExportLogsServiceRequest;
}

/** An OTLP/HTTP logs receiver answering each request with the next of `statuses` (200 once they run out; null: never). */
async function receiver(statuses: (number | null)[] = []) {
  const received: Received[] = [];
  const held: IncomingMessage[] = [];
  const http: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ contentType: request.headers['content-type'] ?? '', request: JSON.parse(Buffer.concat(chunks).toString('utf8')) as IExportLogsServiceRequest });
      const status = statuses.length ? statuses.shift()! : 200;
      if (status === null) return void held.push(request);
      response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${port}/v1/logs`,
    received,
    records: () => received.flatMap(({ request }) => (request.resourceLogs ?? []).flatMap((r) => r.scopeLogs.flatMap((s) => s.logRecords ?? []))),
    close: () => {
      http.closeAllConnections();
      return new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

const valueOf = (value: IAnyValue) => value.stringValue ?? value.intValue ?? value.doubleValue ?? value.boolValue;
const attributesOf = (list: IKeyValue[] = []) => Object.fromEntries(list.map(({ key, value }) => [key, valueOf(value)]));

async function until<T>(what: string, read: () => T | null | Promise<T | null>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await read();
    if (value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`waited ${ms / 1000} s for ${what}`);
}

let server: TestServer | null = null;
let close: (() => Promise<void>) | null = null;
let stopWatching: (() => void) | null = null;
afterEach(async () => {
  await server?.close();
  await close?.();
  stopWatching?.();
  server = null;
  close = null;
  stopWatching = null;
});

/** The worker threads this process starts from now on (the process's 'worker' event), and which of them have ended. */
function watchWorkers() {
  const workers: Worker[] = [];
  const ended = new Set<Worker>();
  const started = (worker: Worker) => {
    workers.push(worker);
    worker.once('exit', () => ended.add(worker));
  };
  process.on('worker', started);
  stopWatching = () => process.off('worker', started);
  return { workers, ended };
}

/** The HTTP requests this thread makes from now on (Node's diagnostics channel is per thread), as host and path. */
function watchRequests() {
  const requests: string[] = [];
  const seen = (message: unknown) => {
    const { request } = message as { request: ClientRequest };
    requests.push(`${String(request.getHeader('host'))}${request.path}`);
  };
  subscribe('http.client.request.start', seen);
  const previous = stopWatching;
  stopWatching = () => {
    previous?.();
    unsubscribe('http.client.request.start', seen);
  };
  return requests;
}

async function collectorTo(endpoint: string) {
  server = await startServer({ telemetryMaxPerAddress: 0, otlpLogsEndpoint: endpoint });
  return server;
}

async function send(batch: Batch, userAgent = 'Mozilla/5.0 (Linux; Android 12) Chrome/120.0.6099.43 Mobile') {
  const started = performance.now();
  const response = await server!.app.inject({ method: 'POST', url: '/api/telemetry', headers: { 'content-type': 'application/json', 'user-agent': userAgent }, payload: JSON.stringify(batch) });
  expect(response.statusCode).toBe(204);
  return performance.now() - started;
}

const scrape = async () => (await server!.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).body;

async function otlpCount(outcome: string): Promise<number> {
  return Number(new RegExp(`^field_otlp_log_records_total\\{outcome="${outcome}"\\} (\\d+)`, 'm').exec(await scrape())?.[1] ?? 0);
}

/** The export's gauge for an alert: 1 while its worker runs, 0 once it has stopped; null when the scrape has none. */
async function exportUp(): Promise<number | null> {
  const value = /^field_otlp_export_up (\d+)/m.exec(await scrape())?.[1];
  return value === undefined ? null : Number(value);
}

const oneDrift: Batch = { page: TEST_PAGE, reports: [{ kind: 'drift', operation: 'POST /api/user', field: 'data.phone', problem: 'absent', count: 1 }] };

const SECRETS = ['player@example.com', '13812345678', 'hunter2', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl', '6222021234567890123'];

const everyKind: Batch = {
  page: TEST_PAGE,
  reports: [
    { kind: 'vital', route: '/', name: 'LCP', value: 1800 },
    { kind: 'error', route: '/recharge', source: 'uncaught', message: `TypeError: card 6222021234567890123 of player@example.com, password=hunter2`, stack: 'at pay (https://m.example.com/assets/pay.js?token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl:1:20)', count: 2 },
    { kind: 'failure', route: '/recharge', operation: '/api/get_pay_way', failure: 'server', status: 502, duration: 900, count: 3, line: 'api2.example.com' },
    { kind: 'failure', route: '/made_up', operation: '/api/made_up', failure: 'network', status: 0, duration: 10, count: 1 },
    { kind: 'drift', operation: 'POST /api/user', field: 'data.phone 13812345678', problem: 'wrong type', count: 1 },
    { kind: 'unsupported', engine: 'chromium', major: 69, reason: 'missing', feature: 'Array.prototype.flat', count: 1 },
    { kind: 'inApp', browser: 'wechat', count: 1 },
  ],
};

// Each test starts a server, and with it the export's worker thread, which loads tsx's loader and the OpenTelemetry SDK
// before it exports anything: about 1.2 s of a quiet core alone, 4 s or more with the suite's other steps beside it.
// The close test adds its 2 s bound. Hence twice the server tests' timeout.
describe('OTLP logs out (OTLP_LOGS_ENDPOINT)', { timeout: 40_000 }, () => {
  it('exports each error, failed call, drift and turned-away visit with OpenTelemetry attributes, nothing unmasked', async () => {
    const otlp = await receiver();
    close = otlp.close;
    await collectorTo(otlp.endpoint);
    await send(everyKind, 'Mozilla/5.0 (Linux; Android 9) MicroMessenger/8.0.47 sessionid=hunter2 player@example.com');
    const records = await until('five records', () => (otlp.records().length >= 5 ? otlp.records() : null));
    expect(otlp.received[0]!.contentType).toMatch(/^application\/json/);

    const resource = attributesOf(otlp.received[0]!.request.resourceLogs![0]!.resource?.attributes);
    expect(resource['service.name']).toBe(TEST_PAGE.brand);
    const byEvent = (event: string) => records.filter((record: ILogRecord) => record.eventName === event).map((record) => attributesOf(record.attributes));
    expect(byEvent('field.error')).toEqual([expect.objectContaining({ 'url.path': '/recharge', 'exception.type': 'uncaught', 'field.count': 2 })]);
    expect(byEvent('field.failure')).toEqual([
      expect.objectContaining({ 'url.path': '/recharge', 'url.template': '/api/get_pay_way', 'error.type': 'server', 'http.response.status_code': 502, 'server.address': 'api2.example.com', 'field.count': 3 }),
      expect.objectContaining({ 'url.path': 'other', 'url.template': 'other', 'error.type': 'network' }),
    ]);
    expect(byEvent('field.failure')[1]).not.toHaveProperty('http.response.status_code');
    expect(byEvent('field.failure')[1]).not.toHaveProperty('server.address');
    expect(byEvent('field.drift')).toEqual([expect.objectContaining({ 'field.operation': 'POST /api/user', 'field.drift.problem': 'wrong type' })]);
    expect(byEvent('field.turned_away')).toEqual([expect.objectContaining({ 'field.engine': 'chromium', 'field.engine.major': 69, 'field.reason': 'missing', 'field.feature': 'Array.prototype.flat' })]);
    for (const attributes of records.map((record) => attributesOf(record.attributes))) {
      expect(attributes['user_agent.original']).toMatch(/^Mozilla\/5\.0 .*MicroMessenger/);
      expect(attributes['field.version']).toBe(TEST_PAGE.version);
    }
    // Vitals and in-app visits are the metrics' (GET /metrics), not log records.
    expect(records).toHaveLength(5);
    const everything = JSON.stringify(otlp.received);
    for (const secret of SECRETS) expect(everything).not.toContain(secret);
  });

  it('tries again after a 503, as OTLP says, and not after a 400 (counted as failed)', async () => {
    const otlp = await receiver([503, 400]);
    close = otlp.close;
    await collectorTo(otlp.endpoint);
    await send({ page: TEST_PAGE, reports: [everyKind.reports[2]!] });
    await until('the export tried again after its 503', () => (otlp.received.length >= 2 ? true : null));
    await until('the 400 counted as failed', async () => ((await otlpCount('failed')) === 1 ? true : null));
    await send({ page: TEST_PAGE, reports: [everyKind.reports[2]!] });
    await until('the next export counted as exported', async () => ((await otlpCount('exported')) === 1 ? true : null));
    expect(otlp.received).toHaveLength(3);
  });

  it('drops and counts past its queue when the endpoint does not answer, and the ingest never waits for it', async () => {
    const otlp = await receiver(Array.from({ length: 100 }, () => null));
    close = otlp.close;
    await collectorTo(otlp.endpoint);
    const batch: Batch = { page: TEST_PAGE, reports: Array.from({ length: 100 }, (_, i) => ({ kind: 'drift' as const, operation: 'POST /api/user', field: `data.f${i}`, problem: 'absent' as const, count: 1 })) };
    const slowest = { ms: 0 };
    let sent = 0;
    // Batch after batch until the queue overflows: no more than the queue holds and a few exports take meanwhile.
    while ((await otlpCount('dropped')) === 0 && sent < MAX_QUEUED_RECORDS * 3) {
      slowest.ms = Math.max(slowest.ms, await send(batch));
      sent += batch.reports.length;
    }
    expect(await otlpCount('dropped')).toBeGreaterThan(0);
    expect(sent).toBeLessThan(MAX_QUEUED_RECORDS * 3);
    // A batch is answered without waiting on the export: far under the exporter's 10 s timeout.
    expect(slowest.ms).toBeLessThan(1_000);
  });

  it('exports from a worker thread: with the endpoint not answering and the queue full, the request\'s thread makes no record and no request', async () => {
    const otlp = await receiver(Array.from({ length: 100 }, () => null));
    close = otlp.close;
    const { workers } = watchWorkers();
    const fromThisThread = watchRequests();
    await collectorTo(otlp.endpoint);
    const batch: Batch = { page: TEST_PAGE, reports: Array.from({ length: 100 }, (_, i) => ({ kind: 'drift' as const, operation: 'POST /api/user', field: `data.f${i}`, problem: 'absent' as const, count: 1 })) };
    let sent = 0;
    while ((await otlpCount('dropped')) === 0 && sent < MAX_QUEUED_RECORDS * 3) {
      await send(batch);
      sent += batch.reports.length;
    }
    // The endpoint was reached (its requests held open), and not from here: the exporter, and the records it sends, are the worker's.
    await until('an export to reach the endpoint', () => (otlp.received.length > 0 ? true : null));
    const host = new URL(otlp.endpoint).host;
    expect(fromThisThread.filter((request) => request.startsWith(host))).toEqual([]);
    expect(workers).toHaveLength(1);
    // Nor is a record made here: the SDK that makes them (a CommonJS package, so in require's cache once loaded) never loads on this thread.
    expect(Object.keys(createRequire(import.meta.url).cache).filter((file) => file.includes('@opentelemetry/sdk-logs'))).toEqual([]);
  });

  it('closes with its worker while the endpoint never answers: within its bound, and no thread left running', async () => {
    const otlp = await receiver(Array.from({ length: 10 }, () => null));
    close = otlp.close;
    const { workers, ended } = watchWorkers();
    await collectorTo(otlp.endpoint);
    await send(everyKind);
    await until('an export under way', () => (otlp.received.length > 0 ? true : null));
    // Waiting on the export would take its 10 s timeout; the close gives the worker 2 s (otlp.ts), then ends it.
    const closing = server!.close();
    server = null;
    const outcome = await Promise.race([closing.then(() => 'closed'), new Promise((resolve) => setTimeout(resolve, 9_000, 'still closing'))]);
    expect(outcome).toBe('closed');
    expect(workers).toHaveLength(1);
    expect(ended.has(workers[0]!)).toBe(true);
  });

  it('goes on without the export when its worker dies: the server answers, the records held and those after are dropped and counted, and its gauge reads 0', async () => {
    const otlp = await receiver(Array.from({ length: 10 }, () => null));
    close = otlp.close;
    const { workers, ended } = watchWorkers();
    await collectorTo(otlp.endpoint);
    await send(oneDrift);
    const [worker] = await until('the export worker', () => (workers.length ? workers : null));
    expect(await exportUp()).toBe(1);
    // A message it cannot read throws inside it, uncaught: the worker dies as of a bug of its own.
    worker!.postMessage({ type: 'batches', batches: [null] });
    await until('the worker gone', () => (ended.has(worker!) ? true : null));
    expect(await exportUp()).toBe(0);
    expect(await otlpCount('dropped')).toBe(1);
    await send(oneDrift);
    expect(await otlpCount('dropped')).toBe(2);
    expect(workers).toHaveLength(1);
  });
});
