// Malformed HTTP, sent over raw sockets (an HTTP client would refuse to send it), answered in the {code, message,
// data} envelope like every other refusal; a malformed socket frame is one warning line without a stack.
import net from 'node:net';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { onRoomSocketError } from '../../server/features/lottery/socket';
import { startServer, type TestServer } from './harness';
import { connect, listen, richMember } from './lottery-support';

let server: TestServer;
let port: number;
let base: string;
beforeAll(async () => {
  server = await startServer();
  base = await listen(server);
  port = Number(new URL(base).port);
});
afterAll(() => server.close());

/** Sends `text` as is and answers the status and the parsed body of the reply. */
function rawRequest(text: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let out = '';
    socket.on('data', (chunk) => (out += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = out.split('\r\n\r\n');
      try {
        resolve({ status: Number(head.split(' ')[1]), body: JSON.parse(body) });
      } catch {
        reject(new Error(`not a JSON answer: ${out}`));
      }
    });
  });
}

const CASES: [string, string][] = [
  ['an unknown method', 'FOO /api/app HTTP/1.1\r\nHost: x\r\n\r\n'],
  ['two Content-Length headers', 'POST /api/app HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}'],
  ['headers over 16 KB', `GET /api/app HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(17 * 1024)}\r\n\r\n`],
  ['a URL that does not decode', 'GET /api/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
  ['a chunked body on OPTIONS', 'OPTIONS /api/app HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n2\r\n{}\r\n0\r\n\r\n'],
  ['a chunked body of another type on OPTIONS', 'OPTIONS /game-demo/spin HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: text/xml\r\nConnection: close\r\n\r\n2\r\nab\r\n0\r\n\r\n'],
];

describe('malformed HTTP', () => {
  it.each(CASES)('answers %s in the envelope', async (_name, text) => {
    const { status, body } = await rawRequest(text);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(body).toEqual({ code: status, message: expect.any(String), data: null });
    expect((body as { message: string }).message).toMatch(/\p{Script=Han}/u);
  });
});

describe('a malformed socket frame', () => {
  it('closes that socket and leaves the server serving', async () => {
    const m = await richMember(server, '1');
    const socket = await connect(base, 1, m.token);
    // A masked text frame whose payload is not UTF-8 (mask 0, so the bytes go as they are).
    (socket.ws as unknown as { _socket: net.Socket })._socket.write(Buffer.from([0x81, 0x82, 0, 0, 0, 0, 0xff, 0xfe]));
    expect([1006, 1007]).toContain((await socket.closed).code); // 1007: invalid payload, or cut off
    expect((await server.api('/api/app')).code).toBe(200);
  });

  it('is logged as one warning without a stack; a fault of ours stays an error', () => {
    const log = { warn: vi.fn(), error: vi.fn() };
    const socket = { terminate: vi.fn() } as unknown as WebSocket;
    const request = { log } as unknown as FastifyRequest;
    onRoomSocketError(Object.assign(new Error('Invalid UTF-8 sequence'), { code: 'WS_ERR_INVALID_UTF8' }), socket, request);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(log.warn.mock.calls[0])).not.toContain('at ');
    expect(log.error).not.toHaveBeenCalled();
    onRoomSocketError(new TypeError('a bug'), socket, request);
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});
