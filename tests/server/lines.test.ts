// The site's lines (LINES): the list the app refreshes from any line, and the origins CORS and the page's connect-src
// allow. A domain the operator has not named is neither listed nor answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/base/config';
import { listenAlso } from '../../server/http/moreAddresses';
import { freePort, startServer, type TestServer } from './harness';

const LINES = 'https://api1.example.test, https://api2.example.test|wss://ws2.example.test';
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ lines: loadConfig({ LINES }).lines });
});
afterAll(() => server.close());

describe('lines', () => {
  it('answers the list, in order, each line with its socket', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/lines' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      code: 200,
      data: {
        lines: [
          { api: 'https://api1.example.test', socket: 'wss://api1.example.test' },
          { api: 'https://api2.example.test', socket: 'wss://ws2.example.test' },
        ],
      },
    });
  });

  it("answers every line's page through CORS, and no other origin", async () => {
    for (const origin of ['https://api1.example.test', 'https://api2.example.test']) {
      const answer = await server.app.inject({ method: 'GET', url: '/api/lines', headers: { origin } });
      expect(answer.headers['access-control-allow-origin']).toBe(origin);
    }
    const other = await server.app.inject({ method: 'GET', url: '/api/lines', headers: { origin: 'https://api3.example.test' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("names every line in the page's connect-src, and nothing more", async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/lines', headers: { host: 'm.example.test' } });
    const connect = String(answer.headers['content-security-policy']).split('; ').find((part) => part.startsWith('connect-src'));
    expect(connect?.split(' ').slice(1).sort()).toEqual(
      ["'self'", 'https://api1.example.test', 'https://api2.example.test', 'ws://m.example.test', 'wss://api1.example.test', 'wss://m.example.test', 'wss://ws2.example.test'].sort(),
    );
  });

  it('answers on every address it is told to (LISTEN_ALSO), as the same server', async () => {
    const [main, also] = [await freePort(), await freePort()];
    await server.app.listen({ host: '127.0.0.1', port: main });
    const close = await listenAlso(server.app, loadConfig({ LISTEN_ALSO: `127.0.0.2:${also}` }).listenAlso);
    try {
      const answer = (await (await fetch(`http://127.0.0.2:${also}/api/lines`)).json()) as { data: { lines: unknown[] } };
      expect(answer.data.lines).toHaveLength(2);
    } finally {
      await close();
    }
    expect(() => loadConfig({ LISTEN_ALSO: '127.0.0.2' })).toThrow(/LISTEN_ALSO/);
  });

  it('refuses a malformed LINES at start, and serves the brand\'s own line without it', () => {
    expect(() => loadConfig({ LINES: 'api1.example.test' })).toThrow(/LINES/);
    expect(() => loadConfig({ LINES: 'https://api1.example.test/path' })).toThrow(/LINES/);
    expect(() => loadConfig({ LINES: 'https://api1.example.test|https://ws.example.test' })).toThrow(/LINES/);
    expect(loadConfig({}).lines).toEqual([]);
  });
});
