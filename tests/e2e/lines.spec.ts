// Lines (线路) in a real browser: the reference server behind three loopback lines (127.0.0.2-4, each a proxy this
// spec can block), the list refreshed from the network, the 线路检测 page (delays, the line in use, a switch that holds
// over a reload), a blocked line left for another with the room's chat going on, a withdrawal sent as its line dies
// held once, and a malformed list refused. The server is this spec's own: it needs LINES and a page origin in CORS.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminToken, phone } from '../../playwright.config';
import errors from '../../locales/zh-CN/errors.json' with { type: 'json' };
import lines from '../../locales/zh-CN/lines.json' with { type: 'json' };
import lottery from '../../locales/zh-CN/lottery.json' with { type: 'json' };
import wallet from '../../locales/zh-CN/wallet.json' with { type: 'json' };
import { walletMsg } from '../../server/features/wallet/messages';
import { screens } from '../../screens.config';
import { watchCsp } from './support';

test.describe.configure({ mode: 'serial' });

const base = Number(process.env.E2E_PORT ?? 8788) + 7;
const site = `http://127.0.0.1:${base}`;
const LINE_HOSTS = ['127.0.0.2', '127.0.0.3', '127.0.0.4'].map((host, i) => ({ host, port: base + 1 + i, origin: `http://${host}:${base + 1 + i}` }));
const LINES_PATH = screens.find((screen) => screen.titleKey === 'nav:titles.lines')!.path;
const lineWord = (n: number) => lines.line.replace('{{n}}', String(n));
const SHOTS = `${process.env.E2E_OUTPUT ?? 'test-results/e2e'}/screenshots`;

/** A line: a TCP proxy to the server. `block` refuses new connections and drops the open ones; `swallow` lets calls reach the server but loses every answer. */
class Line {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  swallow = false;
  /** Answers lost while swallowing: the call had reached the server. */
  swallowed = 0;
  constructor(readonly host: string, readonly port: number) {}

  open(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(base, '127.0.0.1');
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream);
      upstream.on('data', (chunk) => {
        if (!this.swallow) return void client.write(chunk);
        this.swallowed += 1;
        client.destroy();
      });
      upstream.on('end', () => client.end());
      client.on('close', () => upstream.destroy());
    });
    return new Promise((resolve) => this.server!.listen(this.port, this.host, resolve));
  }

  async block(): Promise<void> {
    const closed = new Promise((resolve) => this.server?.close(resolve));
    this.sockets.forEach((socket) => socket.destroy());
    await closed;
    this.server = null;
  }
}

let server: ChildProcess;
const proxies = LINE_HOSTS.map(({ host, port }) => new Line(host, port));

test.beforeAll(async () => {
  server = spawn('node_modules/.bin/tsx', ['server/index.ts'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(base),
      TLS_PORT: '0',
      DB_PATH: ':memory:',
      ADMIN_TOKEN: adminToken,
      LOG_LEVEL: 'warn',
      PASSWORD_SCRYPT_N: '1024',
      REGISTER_MAX_PER_ADDRESS: '0',
      TELEMETRY_MAX_PER_ADDRESS: '0',
      LINES: LINE_HOSTS.map((line) => line.origin).join(','),
      CORS_ORIGINS: site,
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
    },
  });
  await expect.poll(() => fetch(`${site}/healthz`).then((r) => r.status, () => 0), { timeout: 30_000 }).toBe(200);
  await Promise.all(proxies.map((proxy) => proxy.open()));
});
test.afterAll(async () => {
  await Promise.all(proxies.map((proxy) => proxy.block()));
  server?.kill();
});

async function api<T>(path: string, data: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const answer = (await (await fetch(`${site}${path}`, { method: 'POST', headers, body: JSON.stringify(data) })).json()) as { code: number; message: string; data: T };
  expect(answer.code, `${path}: ${answer.message}`).toBe(200);
  return answer.data;
}

/** A member with 500 yuan and a bank card, logged in on a phone of their own whose page came from the site's origin. */
async function player(browser: Browser) {
  const name = `ln${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 16);
  const { api_token: token } = await api<{ api_token: string }>('/api/register', { name, realname: name, password: 'pass1234', confirmPass: 'pass1234', paypassword: 'pass1234', code: 'e2e' });
  await api('/admin/credit', { username: name, amount: '500' }, adminToken);
  await api('/api/bindcard', { bank: '中国工商银行', bank_owner: '张三', bank_no: '6222020202020202', bank_address: '北京朝阳支行', pay_pass: 'pass1234' }, token);
  const context = await browser.newContext({ baseURL: site, ...phone });
  await context.addInitScript((t) => localStorage.setItem('app.token', t), token);
  const page = await context.newPage();
  return { page, token, csp: watchCsp(page) };
}

const inUse = (page: Page) => page.evaluate(() => localStorage.getItem('lines.current'));
const row = (page: Page, n: number) => page.locator('.lines-row').filter({ hasText: lineWord(n) });

test('the 线路检测 page: the refreshed list with delays, the line in use, a switch that holds over a reload', async ({ browser }) => {
  const { page, csp } = await player(browser);
  await page.goto(`/#${LINES_PATH}`);
  // The built list is the page's own origin; the server's list (three lines) replaces it and is probed.
  await expect(page.locator('.lines-row')).toHaveCount(3, { timeout: 15_000 });
  for (const n of [1, 2, 3]) await expect(row(page, n).locator('.lines-delay')).toHaveText(/^\d+ms$/);
  await expect(page.locator('.lines-current')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/lines-page.png` });

  await row(page, 3).getByRole('button', { name: lines.switch }).click();
  await expect(row(page, 3)).toContainText(lines.inUse);
  await page.reload();
  await expect(row(page, 3).locator('.lines-delay')).toHaveText(/^\d+ms$/, { timeout: 15_000 });
  await expect(row(page, 3)).toContainText(lines.inUse);
  expect(await inUse(page)).toBe(LINE_HOSTS[2]!.origin);

  // A malformed list from the network (a line that is not an origin) is refused: the kept list stays in use.
  await page.route('**/api/lines', (route) => route.fulfill({ json: { code: 200, message: 'ok', data: { lines: [{ api: 'javascript:alert(1)', socket: '' }] } } }));
  await page.getByRole('button', { name: lines.retest }).click();
  await expect(row(page, 1).locator('.lines-delay')).toHaveText(/^\d+ms$/);
  await expect(page.locator('.lines-row')).toHaveCount(3);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('lines.list'))) ?? '[]')).toHaveLength(3);
  expect(csp).toEqual([]);
  await page.context().close();
});

test('a blocked line: the room chat goes on and the next call works on another line, with no failure words', async ({ browser }) => {
  const { page, csp } = await player(browser);
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await page.goto(`/#${LINES_PATH}`);
  await expect(page.locator('.lines-row')).toHaveCount(3, { timeout: 15_000 });
  await expect(page.locator('.lines-testing')).toHaveCount(0);

  await page.evaluate(() => (location.hash = '#/lottery?room_id=1'));
  await expect(page.getByRole('status').filter({ hasText: lottery.socket.open })).toBeVisible({ timeout: 15_000 });
  // The line in use once the room is open (the probes may have preferred a faster one meanwhile): its socket is the room's.
  const used = (await inUse(page))!;
  const blocked = proxies[LINE_HOSTS.findIndex((line) => line.origin === used)]!;
  await expect.poll(() => sockets.at(-1)).toContain(used.replace('http', 'ws'));

  await blocked.block();
  await expect(page.getByRole('status').filter({ hasText: lottery.socket.open })).toBeVisible({ timeout: 10_000 });
  expect(sockets.at(-1)).not.toContain(used.replace('http', 'ws'));
  const hello = `线路 ${Date.now().toString(36)}`;
  await page.getByPlaceholder(lottery.chat.placeholder).fill(hello);
  await page.getByRole('button', { name: lottery.chat.send }).click();
  await expect(page.getByText(hello)).toBeVisible();

  await page.evaluate(() => (location.hash = '#/transRecord'));
  await expect(page.locator('.renderer-state, .renderer-row, [class*="list-row"]').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(errors.network)).toHaveCount(0);
  await expect(page.getByText(errors.timeout)).toHaveCount(0);
  expect(await inUse(page)).not.toBe(used);

  // The line check page says so: the blocked line unreachable, another in use.
  await page.evaluate((path) => (location.hash = `#${path}`), LINES_PATH);
  const dead = page.locator(`.lines-row[data-line="${used}"]`);
  await expect(dead.locator('.lines-delay')).toHaveText(new RegExp(`^(${lines.down}|${lines.timeout})$`));
  await expect(dead).not.toContainText(lines.inUse);
  await page.screenshot({ path: `${SHOTS}/lines-page-blocked.png` });
  expect(csp).toEqual([]);
  await blocked.open();
  await page.context().close();
});

test('a withdrawal sent as its line dies is held once, through another line', async ({ browser }) => {
  const { page, token } = await player(browser);
  await page.goto(`/#${LINES_PATH}`);
  await expect(page.locator('.lines-row')).toHaveCount(3, { timeout: 15_000 });
  await expect(page.locator('.lines-testing')).toHaveCount(0);
  const used = (await inUse(page))!;
  const dying = proxies[LINE_HOSTS.findIndex((line) => line.origin === used)]!;

  await page.evaluate(() => (location.hash = '#/withdrawal'));
  await page.getByRole('tab', { name: wallet.withdraw.tabs.bank }).click({ timeout: 15_000 });
  await page.getByRole('button', { name: wallet.withdraw.chooseCard }).click();
  await page.getByRole('region', { name: wallet.withdraw.chooseCard }).getByRole('button', { name: /0202/ }).click();
  await page.getByRole('textbox', { name: wallet.withdraw.amount }).fill('150');
  await page.getByRole('textbox', { name: wallet.withdraw.password }).fill('pass1234');
  dying.swallow = true; // the call reaches the server; its answer is lost
  await page.getByRole('button', { name: wallet.withdraw.submit }).click();
  await expect(page.locator('.adm-toast-main', { hasText: walletMsg.withdrawPending })).toBeVisible({ timeout: 15_000 });
  dying.swallow = false;
  expect(dying.swallowed).toBeGreaterThan(0); // it had reached the server, and was sent again on another line

  const records = await api<{ data: { type: number; money: string }[] }>('/api/gettransrecord', { type: 2, page: 1, date: 4 }, token);
  expect(records.data).toHaveLength(1);
  const user = await api<{ balance: string }>('/api/user', {}, token);
  expect(user.balance).toBe('350.00');
  await page.context().close();
});
