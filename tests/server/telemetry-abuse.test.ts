// The collector under abuse, tried as an attacker would: one anonymous client must not take the server down. Floods
// that would take minutes over HTTP are written straight into the tables (what a database filled before these bounds
// holds); the mapping of made-up values is shown through HTTP.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { components } from '../../core/schema';
import { fieldStore } from '../../server/features/telemetry';
import { TOP } from '../../server/features/telemetry/summary';
import { SECRETS } from '../shared/secrets';
import { ADMIN_TOKEN, startServer, type TestServer } from './harness';
import { HOUR, TEST_PAGE, type Batch } from './telemetry-support';

type Report = Batch['reports'][number];
type Summary = components['schemas']['TelemetrySummary'];

const page = TEST_PAGE;
const DAY = 24 * HOUR;

const dir = mkdtempSync(path.join(tmpdir(), 'field-abuse-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const dbFile = () => path.join(dir, `field-${(files += 1)}.sqlite`);

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const send = (reports: Report[], remoteAddress = '203.0.113.9') =>
  server!.app.inject({ method: 'POST', url: '/api/telemetry', remoteAddress, headers: { 'content-type': 'application/json' }, payload: { page, reports } });

/** The summary, its size, and the processor time it took (this process's: on a busy machine, wall time is others' too). */
async function summaryOf(since: number, until: number): Promise<{ summary: Summary; bytes: number; ms: number }> {
  const started = process.cpuUsage();
  const answer = await server!.app.inject({
    method: 'POST',
    url: '/admin/telemetry',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
    payload: { since: new Date(since).toISOString(), until: new Date(until).toISOString() },
  });
  const used = process.cpuUsage(started);
  const ms = (used.user + used.system) / 1000;
  expect(answer.statusCode).toBe(200);
  const body = answer.json() as { data: Summary };
  expect(server!.deps.validator.responseError('adminTelemetry', 200, body)).toBeNull();
  return { summary: body.data, bytes: answer.rawPayload.length, ms };
}

/** The processor time this process has used (ms). */
const cpuMs = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

/**
 * While `work` runs: the event loop's longest stall of the server's making, and /healthz's slowest answer (asked every
 * 10 ms). A timer is due every 2 ms; a gap between two of its runs counts for no more than the processor time the
 * process used in it, so that a busy machine's scheduler pausing the whole process is not taken for the server's stall.
 */
async function watched<T>(work: () => Promise<T>): Promise<{ result: T; stall: number; healthz: number; asked: number }> {
  let last = performance.now();
  let lastCpu = cpuMs();
  let stall = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    const cpu = cpuMs();
    stall = Math.max(stall, Math.min(now - last, cpu - lastCpu));
    last = now;
    lastCpu = cpu;
  }, 2);
  let healthz = 0;
  const asked: Promise<void>[] = [];
  const ask = setInterval(() => {
    const at = performance.now();
    asked.push(server!.app.inject({ url: '/healthz' }).then((answer) => {
      expect(answer.statusCode).toBe(200);
      healthz = Math.max(healthz, performance.now() - at);
    }));
  }, 10);
  try {
    const result = await work();
    await new Promise((resolve) => setTimeout(resolve, 10)); // a last tick: work done in one piece shows too
    return { result, stall, healthz, asked: asked.length };
  } finally {
    clearInterval(tick);
    clearInterval(ask);
    await Promise.all(asked);
  }
}

const rows = (sql: string) => server!.deps.db.prepare(sql).all() as Record<string, unknown>[];
/** Letters only: distinct after the collector turns numbers into "#". */
const word = (n: number) => n.toString(26).replace(/./g, (digit) => String.fromCharCode(97 + parseInt(digit, 26)));

describe('a flood of made-up values', () => {
  it('keeps a route not the registry’s and a call not the contract’s as "other" (through HTTP)', async () => {
    server = await startServer({ telemetryMaxPerAddress: 0 });
    const vitals: Report[] = Array.from({ length: 500 }, (_, i) => ({ kind: 'vital', route: `/r${i}`, name: 'LCP', value: 1000 }));
    expect((await send(vitals)).statusCode).toBe(204);
    expect((await send([
      { kind: 'vital', route: '/activity', name: 'LCP', value: 900 },
      { kind: 'failure', route: '/made/up', operation: '/api/madeUp1', failure: 'server', status: 500, duration: 10, count: 3 },
      { kind: 'failure', route: '/', operation: '/api/get_pay_way', failure: 'server', status: 500, duration: 10, count: 1 },
      { kind: 'drift', operation: 'POST /api/nothing', field: 'data.x', problem: 'absent', count: 1 },
    ])).statusCode).toBe(204);
    const { summary } = await summaryOf(Date.now() - HOUR, Date.now());
    expect(summary.vitals.map((v) => [v.route, v.count])).toEqual([['/activity', 1], ['other', 500]]);
    expect(summary.failures.map((f) => [f.operation, f.count])).toEqual([['other', 3], ['/api/get_pay_way', 1]]);
    expect(summary.drift.map((d) => d.operation)).toEqual(['other']);
    expect(rows('SELECT DISTINCT route FROM field_vitals_hourly ORDER BY route')).toEqual([{ route: '/activity' }, { route: 'other' }]);
    const stored = rows("SELECT report FROM field_reports WHERE kind = 'vital'").map((row) => (JSON.parse(row.report as string) as { route: string }).route);
    expect(new Set(stored)).toEqual(new Set(['other', '/activity']));
  });

  it('normalises messages (numbers, ids, addresses out) and keeps 100 an hour, the rest counted as other', async () => {
    server = await startServer({ telemetryMaxPerAddress: 0 });
    const at = Math.floor(Date.now() / HOUR) * HOUR - 2 * HOUR;
    server.clock.set(new Date(at + 60_000)); // all in one hour
    const error = (message: string): Report => ({ kind: 'error', route: '/', source: 'uncaught', message, count: 1 });
    await send([
      error('ChunkLoadError: Loading chunk 412 failed (https://m.example.com/assets/Hall.js?v=2)'),
      error('ChunkLoadError: Loading chunk 77 failed (https://cdn.example.net/assets/Hall.js)'),
      error('Error: order 5f3a9c2e1b7d4e0c not found for 203.0.113.7'),
      error('Error: order 0a1b2c3d4e5f6071 not found for 198.51.100.23'),
    ]);
    for (let batch = 0; batch < 3; batch++) {
      expect((await send(Array.from({ length: 100 }, (_, i) => error(`TypeError: ${word(batch * 100 + i + 1000)} is not a function`)))).statusCode).toBe(204);
    }
    const { summary } = await summaryOf(at, at + HOUR - 1);
    const count = (message: string) => summary.errors.find((e) => e.message === message)?.count;
    expect(count('ChunkLoadError: Loading chunk # failed (/assets/Hall.js)')).toBe(2);
    expect(count('Error: order [id] not found for [ip]')).toBe(2);
    expect(rows('SELECT COUNT(*) AS n FROM field_errors_hourly')).toEqual([{ n: 100 }]);
    expect(summary.errors).toHaveLength(TOP.errors);
    // 302 distinct messages, 304 reports: 50 shown (two of 2, 48 of 1), 50 more kept rows, 202 counted as other.
    expect(summary.rest.errors).toEqual({ rows: 100 - TOP.errors, count: 304 - (2 + 2 + 48) });
    expect(summary.reports).toBe(304);
  });
});

describe('the summary, whatever was stored', () => {
  it('answers 30 days after 100,000 made-up routes within 1 MB and 1 s, the server answering /healthz all along', { timeout: 60_000 }, async () => {
    server = await startServer({ telemetryMaxPerAddress: 0 });
    const db = server.deps.db;
    const hour = Math.floor(Date.now() / HOUR) * HOUR - HOUR;
    const vital = db.prepare('INSERT INTO field_vitals_hourly (hour, route, name, count, histogram) VALUES (?, ?, ?, 1, ?)');
    const failure = db.prepare("INSERT INTO field_failures_hourly (hour, operation, failure, status, count, max_duration) VALUES (?, ?, 'server', 500, 1, 9)");
    const error = db.prepare("INSERT INTO field_errors_hourly (hour, message, route, source, count, stack) VALUES (?, ?, ?, 'uncaught', 1, '')");
    db.transaction(() => {
      for (let i = 0; i < 100_000; i++) vital.run(hour + (i % 2) * HOUR - HOUR, `/r${i}`, 'LCP', '{"180":1}');
      for (let i = 0; i < 20_000; i++) failure.run(hour - (i % 48) * HOUR, `/api/r${i}`);
      for (let i = 0; i < 20_000; i++) error.run(hour - (i % 700) * HOUR, `Error: ${'x'.repeat(150)} ${i}`, `/r${i}`);
    })();

    const { result, stall, healthz, asked } = await watched(() => summaryOf(Date.now() - 30 * DAY, Date.now()));
    const { summary, bytes, ms } = result;
    expect(summary.vitals).toHaveLength(TOP.vitals);
    expect(summary.rest.vitals).toEqual({ rows: 100_000 - TOP.vitals, count: 100_000 - TOP.vitals });
    expect(summary.rest.failures.rows).toBe(20_000 - TOP.failures);
    expect(summary.rest.errors.rows).toBe(20_000 - TOP.errors);
    expect(summary.reports).toBe(140_000);
    expect(bytes).toBeLessThan(1024 * 1024);
    expect(ms).toBeLessThan(1_000);
    expect(asked).toBeGreaterThan(0);
    expect(stall).toBeLessThan(100);
    // Its answers' wall time takes in the machine's other work: bounded generously (all came, none waited for the summary).
    expect(healthz).toBeLessThan(1_000);
  });
});

describe('a failed write', () => {
  it('is survived: the database locked by another connection, the reports are tried again, then dropped and counted; /healthz says degraded', { timeout: 20_000 }, async () => {
    const dbPath = dbFile();
    server = await startServer({ dbPath, telemetryMaxPerAddress: 0 });
    const other = new Database(dbPath);
    other.exec('BEGIN EXCLUSIVE');
    try {
      for (let i = 0; i < 3; i++) expect((await send([{ kind: 'vital', route: '/', name: 'LCP', value: 1000 + i }])).statusCode).toBe(204);
      const health = async () => (await server!.app.inject({ url: '/healthz' })).json() as { code: number; message: string; data: { telemetry: Record<string, number | string> } };
      let seen = await health();
      for (let i = 0; i < 100 && seen.data.telemetry.lostReports !== 3; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        seen = await health();
      }
      expect(seen).toMatchObject({ code: 200, message: 'degraded', data: { telemetry: { state: 'degraded', lostReports: 3, queued: 0 } } });
      expect(seen.data.telemetry.failedWrites).toBeGreaterThanOrEqual(4);
    } finally {
      other.exec('COMMIT');
      other.close();
    }
    // The lock gone, the collector writes again and says so.
    expect((await send([{ kind: 'vital', route: '/', name: 'LCP', value: 2000 }])).statusCode).toBe(204);
    fieldStore(server.deps).flush();
    expect((await server.app.inject({ url: '/healthz' })).json()).toMatchObject({ message: 'ok', data: { telemetry: { state: 'ok', lostReports: 3 } } });
    expect(rows('SELECT COUNT(*) AS n FROM field_reports')).toEqual([{ n: 1 }]);
  });
});

describe('the byte budget (TELEMETRY_MAX_MB)', () => {
  const measured = () =>
    (server!.deps.db.prepare("SELECT SUM(pgsize) AS n FROM dbstat WHERE name LIKE 'field\\_%' ESCAPE '\\' OR name LIKE 'sqlite_autoindex_field\\_%' ESCAPE '\\'").get() as { n: number }).n;

  it('holds the store at its size: past it, the oldest reports go first, in steps; the file stops growing', { timeout: 30_000 }, async () => {
    const maxBytes = 1024 * 1024;
    server = await startServer({ dbPath: dbFile(), telemetryMaxPerAddress: 0, telemetryMaxBytes: maxBytes, collectorOnly: true });
    const store = fieldStore(server.deps);
    const start = Math.floor(Date.now() / HOUR) * HOUR - 2 * HOUR;
    const fill = async (from: number) => {
      for (let b = from; b < from + 30; b++) {
        const reports: Report[] = Array.from({ length: 500 }, (_, i) => ({ kind: 'vital', route: '/activity', name: 'LCP', value: 1000 + i, target: `div.card-${word(b * 500 + i)}` }));
        store.take({ page: { ...page, id: (0x1000 + b).toString(16).padStart(16, '0') }, reports }, start + b * 60_000);
        // Pruning runs in slices between writes, as it does between the flushes 250 ms apart.
        await store.prune(Date.now());
      }
    };
    await fill(0);
    const pages = server.deps.db.pragma('page_count', { simple: true }) as number;
    expect(store.health().storeBytes).toBeLessThanOrEqual(maxBytes);
    expect(measured()).toBeLessThan(maxBytes * 1.25);
    // The oldest batches are gone, the newest kept.
    const ids = rows('SELECT DISTINCT page_id FROM field_reports ORDER BY page_id').map((row) => row.page_id as string);
    expect(ids).not.toContain((0x1000).toString(16).padStart(16, '0'));
    expect(ids).toContain((0x1000 + 29).toString(16).padStart(16, '0'));

    await fill(30);
    expect(store.health().storeBytes).toBeLessThanOrEqual(maxBytes);
    expect(measured()).toBeLessThan(maxBytes * 1.25);
    expect(server.deps.db.pragma('page_count', { simple: true }) as number).toBeLessThan(pages * 1.1);
    // Every report still counted in the hour's aggregates, whatever raw rows were let go.
    expect((await summaryOf(start, start + 2 * HOUR)).summary.vitals[0]!.count).toBe(60 * 500);
  });
});

describe('pruning', () => {
  it('deletes 300,000 raw reports past their retention in steps: the event loop never held 100 ms', { timeout: 60_000 }, async () => {
    server = await startServer({ dbPath: dbFile(), telemetryMaxPerAddress: 0 });
    const db = server.deps.db;
    const old = Date.now() - 3 * DAY;
    const insert = db.prepare(
      "INSERT INTO field_reports (received_at, page_id, brand, dialect, version, language, connection, kind, report) VALUES (?, '0123456789abcdef', 'default', 'reference', '0.1.0', 'zh-CN', '4g', 'vital', ?)",
    );
    db.transaction(() => {
      for (let i = 0; i < 300_000; i++) insert.run(old + i, '{"kind":"vital","route":"/","name":"LCP","value":1000}');
    })();
    const { stall } = await watched(() => fieldStore(server!.deps).prune(Date.now()));
    expect(rows('SELECT COUNT(*) AS n FROM field_reports')).toEqual([{ n: 0 }]);
    expect(stall).toBeLessThan(100);
  });
});

describe('secrets sent straight to the collector', () => {
  it('are masked at ingest: none is stored, none is summarised, no invisible character either', async () => {
    server = await startServer({ telemetryMaxPerAddress: 0 });
    const reports: Report[] = SECRETS.flatMap(([, text]): Report[] => [
      { kind: 'error', route: '/', source: 'uncaught', message: text, stack: `at f (https://m.example.com/a.js:1:2) ${text}`, count: 1 },
      { kind: 'drift', operation: 'POST /api/user', field: text.slice(0, 120), problem: 'absent', count: 1 },
      { kind: 'vital', route: '/', name: 'LCP', value: 1000, target: text.slice(0, 100) },
    ]);
    reports.push({ kind: 'error', route: '/', source: 'uncaught', message: 'Error: \u202Eexe.gnp\u200B\u0000 spoof', count: 1 });
    expect((await send(reports)).statusCode).toBe(204);
    const { summary } = await summaryOf(Date.now() - HOUR, Date.now());
    const stored = Object.entries(server.snapshot()).filter(([table]) => table.startsWith('field_'));
    const everything = JSON.stringify([stored, summary]);
    for (const [what, , secret] of SECRETS) expect(everything, what).not.toContain(secret);
    for (const invisible of ['\u202E', '\u200B', '\u0000', '\\u0000', '\\u202e', '\\u200b']) expect(everything.toLowerCase()).not.toContain(invisible);
    expect(summary.errors.map((e) => e.message)).toContain('Error: exe.gnp spoof');
  });
});
