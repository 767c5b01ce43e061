// A reference server of its own, in this worker's process, for the e2e tests that need what no API makes yet:
// approved deposits and settled bets written straight into its database, and a clock moved without touching the
// shared server's. The page drives it exactly as it drives the shared one: same server code, same built site.
import { test as base } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app';
import { createClock } from '../../server/base/clock';
import { loadConfig, ROOT_DIR } from '../../server/base/config';
import type { CategoryId } from '../../server/games/platforms';
import { approvedDeposit, memberId, settledBet } from '../shared/memberStanding';

export const OWN_ADMIN_TOKEN = 'own-admin-token-0123456789abcdef0';

export interface OwnServer {
  baseURL: string;
  /** POST to the server (API or admin) with JSON; answers the envelope. */
  post<T = unknown>(path: string, body?: unknown, token?: string): Promise<{ code: number; message: string; data: T }>;
  admin<T = unknown>(path: string, body: unknown): Promise<{ code: number; message: string; data: T }>;
  /** Registers a member through the API; answers the id. */
  register(name: string, password: string): Promise<number>;
  approvedDeposit(userId: number, amountFen: number, at: Date): void;
  settledBet(userId: number, category: CategoryId, platform: string, amountFen: number, at: Date): void;
}

async function startOwnServer(): Promise<{ server: OwnServer; close(): Promise<void> }> {
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'e2e-uploads-'));
  const config = {
    ...loadConfig({}),
    port: 0,
    dbPath: ':memory:',
    uploadDir,
    adminToken: OWN_ADMIN_TOKEN,
    adminTokenGenerated: false,
    logLevel: 'silent',
    registerMaxPerAddress: 0, // every member of the worker registers from 127.0.0.1
    distDir: process.env.DIST_DIR ?? path.join(ROOT_DIR, 'dist'),
  };
  const { app, deps } = await buildApp(config, createClock());
  await app.listen({ host: '127.0.0.1', port: 0 });
  const baseURL = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const post = async <T>(url: string, body: unknown = {}, token?: string) => {
    const response = await fetch(baseURL + url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { code: number; message: string; data: T };
  };

  const server: OwnServer = {
    baseURL,
    post,
    admin: (url, body) => post(url, body, OWN_ADMIN_TOKEN),
    async register(name, password) {
      const answer = await post('/api/register', { name, realname: name, password, confirmPass: password, paypassword: password, code: 'e2e' });
      if (answer.code !== 200) throw new Error(`register ${name}: ${answer.message}`);
      return memberId(deps, name);
    },
    approvedDeposit: (userId, amountFen, at) => approvedDeposit(deps, userId, amountFen, at),
    settledBet: (userId, category, platform, amountFen, at) => settledBet(deps, userId, category, platform, amountFen, at),
  };
  return {
    server,
    close: async () => {
      await app.close();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

/** `ownServer`: one per worker, started on first use. */
export const test = base.extend<object, { ownServer: OwnServer }>({
  ownServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern
    async ({}, use) => {
      const { server, close } = await startOwnServer();
      await use(server);
      await close();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
