// The admin API faces the internet with the collector (COLLECTOR_ONLY): a token long enough not to be guessed, guesses
// throttled per address, answers no cache keeps, and a collector that creates no table but its own.
import type { InjectOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/base/config';
import { msg } from '../../server/base/messages';
import { ADMIN_TOKEN, startServer, type TestServer } from './harness';

let server: TestServer | undefined;
afterEach(() => server?.close());

const period = { since: new Date(Date.now() - 3_600_000).toISOString(), until: new Date().toISOString() };

/** POST /admin/telemetry from `address` with `token`. */
function ask(app: TestServer['app'], token: string, address = '203.0.113.10') {
  const request: InjectOptions = {
    method: 'POST',
    url: '/admin/telemetry',
    remoteAddress: address,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: period,
  };
  return app.inject(request);
}

describe('the admin token', () => {
  it('is refused at start when shorter than 32 characters, naming ADMIN_TOKEN', async () => {
    const config = { ...loadConfig({}), dbPath: ':memory:', logLevel: 'silent', adminToken: 'x'.repeat(31), adminTokenGenerated: false };
    await expect(buildApp(config)).rejects.toThrow(/ADMIN_TOKEN .*32 characters/);
  });

  it('is random and long enough when ADMIN_TOKEN is unset (printed at start)', () => {
    const config = loadConfig({});
    expect(config.adminTokenGenerated).toBe(true);
    expect(config.adminToken.length).toBeGreaterThanOrEqual(32);
  });
});

describe('guesses at the admin token', () => {
  it('are throttled per address: after 10 wrong tries that address waits (429), the right token too; others do not', async () => {
    server = await startServer();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await ask(server.app, `${ADMIN_TOKEN}-${i}`)).statusCode);
    expect(statuses).toEqual([...Array<number>(9).fill(403), 429]);
    const locked = await ask(server.app, ADMIN_TOKEN);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 429, message: msg.tooManyAdminTries(15) });
    expect((await ask(server.app, ADMIN_TOKEN, '198.51.100.7')).statusCode).toBe(200);
  });

  it('are forgiven by the right token before the limit', async () => {
    server = await startServer();
    for (let i = 0; i < 9; i++) await ask(server.app, 'wrong');
    expect((await ask(server.app, ADMIN_TOKEN)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await ask(server.app, 'wrong')).statusCode).toBe(403);
  });
});

describe('admin answers', () => {
  it('are never kept by a cache: Cache-Control no-store, refused or answered', async () => {
    server = await startServer();
    expect((await ask(server.app, ADMIN_TOKEN)).headers['cache-control']).toBe('no-store');
    expect((await ask(server.app, 'wrong')).headers['cache-control']).toBe('no-store');
  });
});

describe('COLLECTOR_ONLY', () => {
  it('creates only the collector’s own tables: no money, member or settings table', async () => {
    server = await startServer({ collectorOnly: true });
    const tables = server.deps.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all() as string[];
    expect(tables.filter((name) => name !== 'feature_migrations' && !name.startsWith('field_'))).toEqual([]);
    expect(tables).toContain('field_reports');
  });
});
