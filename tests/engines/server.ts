// The reference server as the e2e suite runs it (playwright.config.ts's webServer): a fresh in-memory database, short
// lottery periods, no cap on registrations from one address, serving the given build. Members are made through its API.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const ADMIN_TOKEN = 'engines-admin-token-0123456789abcdef';
const ROOT = path.resolve(import.meta.dirname, '../..');

export interface Member {
  name: string;
  password: string;
  token: string;
}

export interface Api {
  baseURL: string;
  admin(path: string, body: unknown): Promise<unknown>;
  /** A new member with `yuan` credited, logged in through the API. */
  member(yuan?: number): Promise<Member>;
}

/** The servers started and not yet stopped: a run stopped midway stops them (./run.ts). */
export const runningServers = new Set<ChildProcess>();

export async function startServer(port: number, distDir: string): Promise<{ api: Api; stop: () => void }> {
  const child: ChildProcess = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['server/index.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      TLS_PORT: '0',
      DB_PATH: ':memory:',
      ADMIN_TOKEN,
      LOG_LEVEL: 'warn',
      LOTTERY_PERIOD_SECONDS: '30',
      REGISTER_MAX_PER_ADDRESS: '0',
      DIST_DIR: distDir,
    },
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const end = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(`${baseURL}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) {
      child.kill();
      throw new Error('the server did not answer /healthz within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const post = async (url: string, body: unknown, token?: string) => {
    const response = await fetch(`${baseURL}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { code: number; message: string; data: unknown };
    if (json.code !== 200) throw new Error(`${url}: ${json.message}`);
    return json.data;
  };
  let counter = 0;
  const api: Api = {
    baseURL,
    admin: (url, body) => post(url, body, ADMIN_TOKEN),
    async member(yuan = 0) {
      const name = `eng${Date.now().toString(36).slice(-6)}${(counter++).toString(36)}`;
      const password = 'pass1234';
      await post('/api/register', { name, realname: name, password, confirmPass: password, paypassword: password, code: 'e2e' });
      if (yuan) await api.admin('/admin/credit', { username: name, amount: String(yuan) });
      const login = (await post('/api/login_pc', { name, password })) as { api_token: string };
      return { name, password, token: login.api_token };
    },
  };
  runningServers.add(child);
  return {
    api,
    stop: () => {
      runningServers.delete(child);
      child.kill();
    },
  };
}
