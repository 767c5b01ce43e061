// The collector's door, as the internet reaches it: behind a proxy each client has its own allowance, a client past it
// is refused before its body is read, and a body over the limit is cut at the socket rather than read to its end.
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/base/config';
import { startServer, type TestServer } from './harness';

const page = { id: '0123456789abcdef', brand: 'default', dialect: 'reference', version: '0.1.0', language: 'zh-CN', connection: '4g' };
const batch = JSON.stringify({ page, reports: [{ kind: 'vital', route: '/', name: 'LCP', value: 1000 }] });

let server: TestServer | undefined;
afterEach(() => server?.close());

const sendFrom = (forwardedFor: string | undefined, remoteAddress = '10.0.0.2') =>
  server!.app
    .inject({
      method: 'POST',
      url: '/api/telemetry',
      remoteAddress,
      headers: { 'content-type': 'application/json', ...(forwardedFor && { 'x-forwarded-for': forwardedFor }) },
      payload: batch,
    })
    .then((answer) => answer.statusCode);

describe('TRUST_PROXY', () => {
  it('reads a hop count or a list of addresses; unset, no proxy is trusted', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.0.1.0/24' }).trustProxy).toEqual(['10.0.0.2', '10.0.1.0/24']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY takes a hop count or the proxies' addresses/);
  });

  it('behind one proxy hop, limits each client by its own address, not the proxy’s', async () => {
    server = await startServer({ telemetryMaxPerAddress: 2, trustProxy: 1 });
    const abuser = [];
    for (let i = 0; i < 4; i++) abuser.push(await sendFrom('198.51.100.1'));
    expect(abuser).toEqual([204, 204, 429, 429]);
    // Sixty honest players behind the same proxy are not refused for the abuser's sake.
    const honest = [];
    for (let i = 0; i < 60; i++) honest.push(await sendFrom(`203.0.113.${i + 1}`));
    expect(honest.filter((status) => status !== 204)).toEqual([]);
  });

  it('as a hop count, believes only a proxy on this machine or its network: a client on the internet names no address', async () => {
    server = await startServer({ telemetryMaxPerAddress: 2, trustProxy: 1 });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await sendFrom(`203.0.113.${i + 1}`, '192.0.2.50'));
    expect(statuses).toEqual([204, 204, 429, 429]);
  });

  it('as addresses, believes those proxies only', async () => {
    server = await startServer({ telemetryMaxPerAddress: 1, trustProxy: ['192.0.2.50'] });
    expect([await sendFrom('198.51.100.1', '192.0.2.50'), await sendFrom('198.51.100.2', '192.0.2.50')]).toEqual([204, 204]);
    expect([await sendFrom('198.51.100.3', '10.0.0.9'), await sendFrom('198.51.100.4', '10.0.0.9')]).toEqual([204, 429]);
  });

  it('without it, trusts no X-Forwarded-For: a client cannot dodge its limit by naming other addresses', async () => {
    server = await startServer({ telemetryMaxPerAddress: 2 });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await sendFrom(`203.0.113.${i + 1}`));
    expect(statuses).toEqual([204, 204, 429, 429]);
  });
});

/** Long enough for a busy machine; what is waited for comes at once, or (before these fixes) never. */
const WAIT_MS = 5_000;

/** A raw HTTP/1.1 exchange on loopback: `head` sent, then whatever the server answers, and whether it closed. */
async function exchange(base: URL, head: string, body = ''): Promise<{ socket: Socket; answer: Promise<string>; closed: Promise<boolean> }> {
  const socket = connect(Number(base.port), base.hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(head + body);
  let text = '';
  const answer = new Promise<string>((resolve) => {
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (text.includes('\r\n\r\n')) resolve(text);
    });
  });
  const closed = new Promise<boolean>((resolve) => {
    socket.once('close', () => resolve(true));
    setTimeout(() => resolve(false), WAIT_MS).unref();
  });
  return { socket, answer, closed };
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), ms).unref())]);

describe('refusing before work', () => {
  it('answers 429 to a client past its limit before reading its body', async () => {
    server = await startServer({ telemetryMaxPerAddress: 1 });
    const base = new URL(await server.app.listen({ host: '127.0.0.1', port: 0 }));
    expect((await fetch(`${base.origin}/api/telemetry`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: batch })).status).toBe(204);
    // The headers announce 30 KB that never come: the answer must not wait for them.
    const { socket, answer } = await exchange(base, `POST /api/telemetry HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 30000\r\n\r\n`);
    const head = await within(answer, WAIT_MS);
    socket.destroy();
    expect(head).toMatch(/^HTTP\/1\.1 429/);
  });

  it('cuts a body over 32 KB at the socket: 413, then the connection is closed, the rest never read', async () => {
    server = await startServer({ telemetryMaxPerAddress: 0 });
    const base = new URL(await server.app.listen({ host: '127.0.0.1', port: 0 }));
    const { socket, answer, closed } = await exchange(base, `POST /api/telemetry HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000000\r\n\r\n`, '{"page":');
    expect(await within(answer, WAIT_MS)).toMatch(/^HTTP\/1\.1 413[\s\S]*connection: close/i);
    expect(await closed).toBe(true);
    socket.destroy();
  });

  it('cuts a chunked body at the socket once it passes 32 KB', async () => {
    server = await startServer({ telemetryMaxPerAddress: 0 });
    const base = new URL(await server.app.listen({ host: '127.0.0.1', port: 0 }));
    const chunk = 'x'.repeat(40 * 1024);
    const body = `${chunk.length.toString(16)}\r\n${chunk}\r\n`;
    const { socket, answer, closed } = await exchange(base, `POST /api/telemetry HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`, body);
    expect(await within(answer, WAIT_MS)).toMatch(/^HTTP\/1\.1 413/);
    expect(await closed).toBe(true);
    socket.destroy();
  });
});
