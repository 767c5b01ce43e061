// The reference server in the test's own process, reached by the page's fetch without a socket: every call the app
// makes is answered by the real handlers and the real database (Fastify's inject), so a screen under test draws what
// it draws in the browser.
import { buildApp } from '../../../server/app';
import { loadConfig, type ServerConfig } from '../../../server/base/config';
import { TEST_PASSWORD_COST } from '../../server/harness';

export const ADMIN = 'fault-matrix-admin-token-0123456789abcdef';

export async function inProcessServer(overrides: Partial<ServerConfig> = {}) {
  process.env.LOTTERY_PERIOD_SECONDS ??= '3600';
  const config: ServerConfig = {
    ...loadConfig({}),
    dbPath: ':memory:',
    adminToken: ADMIN,
    adminTokenGenerated: false,
    logLevel: 'silent',
    registerMaxPerAddress: 0,
    telemetryMaxPerAddress: 0,
    passwordCost: TEST_PASSWORD_COST,
    tls: null,
    ...overrides,
  };
  const built = await buildApp(config);
  const { app } = built;

  /** A fetch answered by the server: the request's method, path, headers and body, the answer's status, headers and bytes. */
  async function fetchFromServer(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const payload = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
    const answer = await app.inject({
      method: request.method as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      payload,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) headers.set(name, String(value));
    return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  }

  /** A POST of the API, as a test's own step (a member made, a token had). */
  async function post<T = unknown>(path: string, body: unknown, token?: string): Promise<{ code: number; message: string; data: T }> {
    const answer = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: JSON.stringify(body),
    });
    return answer.json();
  }

  /** The admin API (credit, approve, clock...), as the operator's tools call it. */
  const admin = <T = unknown>(path: string, body: unknown) => post<T>(path, body, ADMIN);

  /** A fresh member, registered and logged in through the API as a player would (their token kept by the app). */
  async function member(password = 'pass1234') {
    const name = `m${Math.random().toString(36).slice(2, 12)}`;
    const registered = await post<{ api_token: string }>('/api/register', { name, realname: name, password, confirmPass: password, paypassword: password, code: 'e2e' });
    if (registered.code !== 200) throw new Error(`register ${name}: ${registered.message}`);
    return { name, password, token: registered.data.api_token };
  }

  return { app, deps: built.deps, fetchFromServer, post, admin, member, close: () => app.close() };
}

export type InProcessServer = Awaited<ReturnType<typeof inProcessServer>>;
