// Shared steps of the e2e suite: the admin API, members made through the API, and the login form.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type AntdLocale from 'antd-mobile/es/locales/zh-CN';
import { createRequire } from 'node:module';
import auth from '../../locales/zh-CN/auth.json' with { type: 'json' };
import { adminToken } from '../../playwright.config';

/** antd-mobile's own words (its pickers' confirm button), not ours: its zh-CN locale, a CommonJS module to Node. */
export const antdWords = (createRequire(import.meta.url)('antd-mobile/cjs/locales/zh-CN') as { default: typeof AntdLocale }).default;

let counter = 0;
/** A username no other test uses (6-16 letters or digits). */
export const uniqueName = (prefix = 'e2e') => `${prefix}${Date.now().toString(36).slice(-6)}${(counter++).toString(36)}${Math.floor(Math.random() * 36).toString(36)}`.slice(0, 16);

export async function admin(request: APIRequestContext, path: string, body: unknown) {
  const response = await request.post(path, { data: body, headers: { authorization: `Bearer ${adminToken}` } });
  const json = (await response.json()) as { code: number; message: string; data: unknown };
  expect(json.code, `${path}: ${json.message}`).toBe(200);
  return json.data;
}

/** Registers a member through the API; answers the name, the password and the session token registering gave. */
export async function createMember(request: APIRequestContext, password = 'pass1234') {
  const name = uniqueName();
  const response = await request.post('/api/register', {
    data: { name, realname: name, password, confirmPass: password, paypassword: password, code: 'e2e' },
  });
  const answer = (await response.json()) as { code: number; data: { api_token: string } };
  expect(answer.code).toBe(200);
  return { name, password, token: answer.data.api_token };
}

export async function fillLogin(page: Page, name: string, password: string) {
  await page.getByPlaceholder(auth.login.usernamePlaceholder).fill(name);
  await page.getByPlaceholder(auth.login.passwordPlaceholder).fill(password);
  await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
}

/** The app's toast with this text. */
export const toastWith = (page: Page, text: string) => page.locator('.adm-toast-main', { hasText: text });

export { shareOf } from '../shared/routes';

export const hashOf = (page: Page) => decodeURIComponent(new URL(page.url()).hash);

/** What the session keeps: the tab's own state (sessionStorage) and the token kept on the device (localStorage). */
export async function sessionKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => [...Object.keys(sessionStorage), ...Object.keys(localStorage).filter((key) => key === 'app.token')]);
}

/**
 * Everything the page's origin keeps, as text, one line per entry: localStorage, sessionStorage and cookies (name and
 * value), every IndexedDB database with every record of its stores, and every Cache Storage cache with the address of
 * each answer it holds.
 */
export async function everyStore(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const lines: string[] = [];
    for (const [name, store] of [['localStorage', localStorage], ['sessionStorage', sessionStorage]] as const) {
      for (const key of Object.keys(store)) lines.push(`${name} ${key}=${store.getItem(key)}`);
    }
    if (document.cookie) lines.push(`cookie ${document.cookie}`);
    const request = <T>(r: IDBRequest<T>) => new Promise<T>((resolve, reject) => ((r.onsuccess = () => resolve(r.result)), (r.onerror = () => reject(r.error))));
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await request(indexedDB.open(name));
      for (const storeName of db.objectStoreNames) {
        const records = await request(db.transaction(storeName).objectStore(storeName).getAll());
        lines.push(`indexedDB ${name}/${storeName} ${JSON.stringify(records)}`);
      }
      db.close();
    }
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      lines.push(`caches ${cacheName} ${(await cache.keys()).map((r) => r.url).join(' ')}`);
    }
    return lines;
  });
}

/** Every CSP refusal the page reports, from the console and from the DOM's own event. */
export function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/Content[- ]Security[- ]Policy/i.test(error.message)) violations.push(error.message);
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Content-Security-Policy: ${e.violatedDirective} ${e.blockedURI}`));
  });
  return violations;
}
