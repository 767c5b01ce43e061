// A reference server on a fresh in-memory database for each test file, driven in-process.
// The server checks its own 200 answers against the contract (server/contract/answers.ts); here a breach throws
// with the operation and field named, and error answers are checked against the error envelope, so any test
// doubles as a contract test.
import { createServer } from 'node:net';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../../server/app';
import { ContractBreach } from '../../server/contract/answers';
import { createClock } from '../../server/base/clock';
import { loadConfig, type ServerConfig } from '../../server/base/config';
import type { HandlerMap } from '../../server/http/operation';
import type { PostBody, PostPath, RequestBody } from '../shared/contract';

export const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';
/**
 * scrypt's cost for the passwords of a test server: its lowest (1024: ~3 ms a hash, not ~50). Registrations and logins
 * were a third of the server tests' time; tests/server/config.test.ts holds production to its cost.
 */
export const TEST_PASSWORD_COST = 1024;

/** A port nobody listens on, for a server started as its own process. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export interface Answer<T = unknown> {
  status: number;
  code: number;
  message: string;
  data: T;
}

export interface CallOptions {
  token?: string | null;
  /** Sent as is, with the content type given (default JSON). */
  raw?: string;
  contentType?: string;
  query?: Record<string, string>;
}

export async function startServer(overrides: Partial<ServerConfig> = {}, handlers?: HandlerMap) {
  // Lottery periods last an hour in tests unless a test says otherwise: no draw lands mid-test by surprise.
  process.env.LOTTERY_PERIOD_SECONDS ??= '3600';
  const config: ServerConfig = {
    ...loadConfig({}),
    dbPath: ':memory:',
    adminToken: ADMIN_TOKEN,
    adminTokenGenerated: false,
    logLevel: 'silent',
    // Test files register many members from one address; the registration limit has its own tests.
    registerMaxPerAddress: 10_000,
    passwordCost: TEST_PASSWORD_COST,
    ...overrides,
  };
  const clock = createClock();
  const built = await buildApp(config, clock, handlers);
  const { app, contract, deps } = built;
  const seen: { breach?: ContractBreach } = {};
  app.addHook('onError', async (_request, _reply, error) => {
    if (error instanceof ContractBreach) seen.breach = error;
  });

  async function call<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown, options: CallOptions = {}) {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const request: InjectOptions = { method, url: path, headers, query: options.query };
    if (options.raw !== undefined) {
      request.payload = options.raw;
      headers['content-type'] = options.contentType ?? 'application/json';
    } else if (body !== undefined) {
      request.payload = body as InjectOptions['payload'];
      headers['content-type'] = 'application/json';
    }
    seen.breach = undefined;
    const response = await app.inject(request);
    if (seen.breach) throw seen.breach;
    const json = response.json() as Omit<Answer<T>, 'status'>;
    if (json.code !== response.statusCode) {
      throw new Error(`${method} ${path}: envelope code ${json.code} differs from HTTP ${response.statusCode}`);
    }
    const op = contract.operations.find((o) => o.path === path && o.method === method);
    const problem = op && deps.validator.responseError(op.operationId, response.statusCode, json);
    if (problem) throw new Error(`${method} ${path} answered outside the contract: ${problem}\n${response.body}`);
    return { status: response.statusCode, ...json } as Answer<T>;
  }

  /** A POST of the contract: the body typed by the operation's request body, so a renamed field fails the typecheck. */
  const api = <T = unknown, P extends PostPath = PostPath>(path: P, body?: PostBody<P>, token?: string | null) =>
    call<T>('POST', path, body, { token });
  /** A POST the contract does not type: a deliberately malformed body, or a path outside the contract. */
  const apiRaw = <T = unknown>(path: string, body?: unknown, token?: string | null) => call<T>('POST', path, body, { token });
  const admin = <T = unknown>(path: string, body: unknown) => call<T>('POST', path, body, { token: ADMIN_TOKEN });

  /** Registers a member and answers their token. */
  async function register(name: string, password = 'secret123', extra: Partial<RequestBody<'register'>> = {}) {
    const body: RequestBody<'register'> = {
      name,
      realname: name,
      password,
      confirmPass: password,
      paypassword: password,
      code: 'ab12',
      ...extra,
    };
    const answer = await api<{ api_token: string }>('/api/register', body);
    if (answer.code !== 200) throw new Error(`register ${name}: ${answer.message}`);
    return answer.data.api_token;
  }

  async function login(name: string, password: string) {
    const body: RequestBody<'login_pc'> = { name, password };
    return api<{ api_token: string }>('/api/login_pc', body);
  }

  /** Every row of every table, to show a request changed nothing. */
  function snapshot(): Record<string, unknown[]> {
    const tables = deps.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all() as string[];
    return Object.fromEntries(tables.map((t) => [t, deps.db.prepare(`SELECT * FROM "${t}" ORDER BY rowid`).all()]));
  }

  return { ...built, clock, config, call, api, apiRaw, admin, register, login, snapshot, close: () => app.close() };
}

export type TestServer = Awaited<ReturnType<typeof startServer>>;
