// CORS_ORIGINS: a front end served from a listed origin may call the API from the browser; no other origin may.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/base/config';
import { startServer, type TestServer } from './harness';

const FRONT_END = 'https://m.example.test';
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ corsOrigins: loadConfig({ CORS_ORIGINS: ` ${FRONT_END}/ , https://other.example.test` }).corsOrigins });
});
afterAll(() => server.close());

describe('CORS', () => {
  it('answers a listed origin\'s preflight and lets its page read the answer (and the Date header)', async () => {
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/user',
      headers: { origin: FRONT_END, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(FRONT_END);
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/Authorization/);
    const answer = await server.app.inject({ method: 'POST', url: '/api/app', headers: { origin: FRONT_END, 'content-type': 'application/json' }, payload: '{}' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe(FRONT_END);
    expect(answer.headers['access-control-expose-headers']).toBe('Date');
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('gives another origin nothing to read', async () => {
    const answer = await server.app.inject({ method: 'POST', url: '/api/app', headers: { origin: 'https://evil.example.test', 'content-type': 'application/json' }, payload: '{}' });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('is off when no origin is listed', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
  });
});
