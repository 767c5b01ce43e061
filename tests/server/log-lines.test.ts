// The server's log fits where it goes: in a terminal (`npm start`), one short readable line per request; piped (a
// process manager, a container, CI), pino's JSON lines. The real server, started once in a terminal (util-linux's
// `script` gives it one) and once piped.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { loadConfig, ROOT_DIR } from '../../server/base/config';
import { readableLine } from '../../server/base/logLines';
import { ADMIN_TOKEN, freePort, TEST_PASSWORD_COST } from './harness';

/** The server started as `npm run server` starts it, in a terminal or not; what it printed once a request was answered. */
async function printedFor(terminal: boolean): Promise<string> {
  const port = await freePort();
  const server = `${JSON.stringify(process.execPath)} --import tsx server/index.ts`;
  const [command, args] = terminal ? ['script', ['-qfec', server, '/dev/null']] : ['sh', ['-c', `exec ${server}`]];
  const child = spawn(command, args, {
    cwd: ROOT_DIR,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), DB_PATH: ':memory:', ADMIN_TOKEN, PASSWORD_SCRYPT_N: String(TEST_PASSWORD_COST), LOG_LEVEL: 'info', TLS_PORT: '0' },
  });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  try {
    const base = `http://127.0.0.1:${port}`;
    await expect.poll(() => fetch(`${base}/healthz`).then((r) => r.ok, () => false), { timeout: 60_000, interval: 100 }).toBe(true);
    await fetch(`${base}/api/no-such-call`, { method: 'POST' });
    await expect.poll(() => printed, { timeout: 10_000 }).toMatch(/no-such-call/);
    return printed.replace(/\r/g, '');
  } finally {
    process.kill(-child.pid!, 'SIGKILL');
  }
}

describe('the server log', () => {
  it('says a request in one line a person reads: time, method, path, status, milliseconds', () => {
    const line = readableLine(JSON.stringify({ level: 30, time: Date.UTC(2026, 11, 7, 6, 3, 7), msg: 'request', request: { method: 'POST', url: '/api/login', statusCode: 200, ms: 3.6 } }));
    expect(line).toMatch(/^\d\d:\d\d:\d\d POST \/api\/login 200 4 ms$/);
    expect(readableLine(JSON.stringify({ level: 40, msg: 'a write failed', err: { message: 'SQLITE_BUSY' } }))).toMatch(/ WARN a write failed: SQLITE_BUSY$/);
    expect(readableLine(JSON.stringify({ level: 50, msg: 'unexpected error', err: { message: 'boom', stack: 'Error: boom\n    at here' } }))).toContain('ERROR unexpected error\nError: boom\n    at here');
  });

  it('writes readable lines in a terminal, JSON lines elsewhere', () => {
    expect(loadConfig({}, true).logLines).toBe(true);
    expect(loadConfig({}, false).logLines).toBe(false);
  });

  it('prints one readable line per request in a terminal, and JSON lines when piped', { timeout: 120_000 }, async () => {
    const [inTerminal, piped] = await Promise.all([printedFor(true), printedFor(false)]);

    const requests = inTerminal.split('\n').filter((line) => /no-such-call/.test(line));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatch(/^\d\d:\d\d:\d\d POST \/api\/no-such-call 404 \d+ ms$/);
    expect(inTerminal).not.toMatch(/^\{/m);
    expect(inTerminal).toContain('API server listening on');

    const json = piped.split('\n').filter((line) => line.startsWith('{'));
    expect(json.some((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url === '/api/no-such-call')).toBe(true);
    expect(piped).not.toMatch(/^\d\d:\d\d:\d\d POST/m);
  });
});
