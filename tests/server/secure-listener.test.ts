// The site over HTTP/2 with TLS, beside plain HTTP/1.1, from one server: the page with its policy, a hashed bundle
// compressed, an API answer and the room socket (browsers open it over HTTP/1.1 on the same port).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http2 from 'node:http2';
import tls from 'node:tls';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { lotteryMsg } from '../../server/features/lottery/messages';
import { msg } from '../../server/base/messages';
import { precompressDir } from '../../vite.precompress';
import { startServer, type TestServer } from './harness';

const BUNDLE = `export const hall = ${JSON.stringify('x'.repeat(4000))};\n`;

let dir: string;
let server: TestServer;
let origin: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'secure-'));
  const dist = path.join(dir, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>x</title><div id="root"></div>'.padEnd(900, ' '));
  writeFileSync(path.join(dist, 'assets', 'HallScreen-AbC123.js'), BUNDLE);
  await precompressDir(dist);
  server = await startServer({ distDir: dist, tls: { port: 0, dir: path.join(dir, 'tls') } });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `https://127.0.0.1:${await server.secure!.listen(0, '127.0.0.1')}`;
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** One HTTP/2 request on a session of its own (the certificate is this machine's own, so not checked here). */
function h2(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ headers: http2.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const session = http2.connect(origin, { rejectUnauthorized: false });
    session.on('error', reject);
    const stream = session.request({ ':path': url, ':method': init.method ?? 'GET', ...init.headers });
    const chunks: Buffer[] = [];
    let headers: http2.IncomingHttpHeaders = {};
    stream.on('response', (h) => (headers = h));
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      session.close();
      resolve({ headers, body: Buffer.concat(chunks) });
    });
    stream.on('error', reject);
    stream.end(init.body);
  });
}

describe('the HTTP/2 listener', () => {
  it('serves the page with its security policy, naming the secure socket of the host the page was opened by', async () => {
    const page = await h2('/', { headers: { 'accept-encoding': 'br' } });
    expect(page.headers[':status']).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(String(page.headers['content-security-policy'])).toContain(`wss://${new URL(origin).host}`);
  });

  it('serves a hashed bundle compressed and kept for a year', async () => {
    const bundle = await h2('/assets/HallScreen-AbC123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(bundle.headers[':status']).toBe(200);
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(bundle.body).toString()).toBe(BUNDLE);
  });

  it('answers the API as the plain listener does', async () => {
    const answer = await h2('/api/app', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(answer.headers[':status']).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(answer.body.toString())).toMatchObject({ code: 200 });
  });

  it('refuses an unreadable body with the envelope, and no HTTP/1.1 connection header', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    const answer = await h2('/api/login_pc', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{not json' });
    await new Promise((resolve) => setImmediate(resolve));
    process.off('warning', onWarning);
    expect(answer.headers[':status']).toBe(400);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ code: 400, data: null });
    expect(warnings.map((w) => w.message)).toEqual([]);
  });

  it('answers an HTTP/1.1 request it cannot parse with the envelope, as the plain port does', async () => {
    const { port } = new URL(origin);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = tls.connect({ host: '127.0.0.1', port: Number(port), rejectUnauthorized: false, ALPNProtocols: ['http/1.1'] }, () =>
        socket.write('GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({ code: 400, message: msg.badRequest, data: null });
  });

  it('opens the room socket over TLS on the same port', async () => {
    const socket = new WebSocket(`${origin.replace('https', 'wss')}/wss?roomid=1&_token=nobody`, { rejectUnauthorized: false });
    const message = await new Promise<{ message?: string }>((resolve, reject) => {
      socket.once('message', (data) => resolve(JSON.parse(String(data))));
      socket.once('error', reject);
    });
    expect(message.message).toBe(lotteryMsg.wsLoginRequired);
    socket.close();
  });
});
