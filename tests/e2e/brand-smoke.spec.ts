// The second brand, in its language, end to end: playwright.config.ts's "brand" project builds it with BRAND=<id> into
// a directory of its own and serves it with a server started with the same BRAND.
// Words come from the locale files merged as the build merges them; colours from the brand's tokens.
import { expect, test, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { smokeBrand } from '../../playwright.config';
import { createMember } from './support';

const id = smokeBrand;
const root = path.resolve(import.meta.dirname, '../..');
test.setTimeout(240_000); // one long walk through the site, on a shared machine

// The brand as the build has it (brands/load.ts would need TypeScript loading; its JSON and tokens are read directly).
const brandFile = readFileSync(path.join(root, 'brands', id, 'brand.ts'), 'utf8');
const language = /defaultLanguage: '([^']+)'/.exec(brandFile)?.[1] ?? 'zh-CN';
const primary = /primary: '(#[0-9a-f]{6})'/i.exec(brandFile)![1]!;
const defaultPrimary = /primary: '(#[0-9a-f]{6})'/i.exec(readFileSync(path.join(root, 'brands/default/brand.ts'), 'utf8'))![1]!;

type Tree = { [key: string]: string | Tree };
function words(ns: string): Tree {
  const read = (file: string): Tree => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Tree) : {});
  const merge = (a: Tree, b: Tree): Tree =>
    Object.fromEntries([...new Set([...Object.keys(a), ...Object.keys(b)])].map((k) => {
      const x = a[k], y = b[k];
      return [k, typeof x === 'object' && typeof y === 'object' ? merge(x, y) : (y ?? x)!];
    }));
  return merge(read(path.join(root, 'locales', language, `${ns}.json`)), read(path.join(root, 'brands', id, 'locales', language, `${ns}.json`)));
}
const word = (ns: string, key: string) => key.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part]!, words(ns)) as string;

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
const HAN = /\p{Script=Han}/u;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screenshots/brand-${id}-${name}.png` });
}

/** The front end's own words on screen are in the brand's language (content the server sends may not be). */
async function noChineseChrome(page: Page) {
  if (language.startsWith('zh')) return;
  const chrome = await page.locator('.app-header, .app-tabbar, .adm-form-item-label, .hall-quick, .member-quick-item').allInnerTexts();
  expect(chrome.filter((text) => HAN.test(text))).toEqual([]);
}

test('the second brand: name, colours and words on the hall, login, mine and a form', async ({ page, request }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(word('brand', 'siteName'));
  const tabbar = page.locator('.app-tabbar');
  await expect(tabbar.getByText(word('nav', 'tabs.hall'))).toBeVisible();
  await expect(tabbar.getByText(word('nav', 'tabs.promotions'))).toBeVisible();
  await expect(tabbar.locator('[aria-current="page"]')).toHaveCSS('color', rgb(primary));
  const rootPrimary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--adm-color-primary').trim());
  expect(rootPrimary).toBe(primary);
  expect(rootPrimary).not.toBe(defaultPrimary);
  await expect(page.locator('text=missing')).toHaveCount(0);
  await noChineseChrome(page);
  await shot(page, 'hall');

  await page.goto('/#/discover'); // turned off by the brand: back to the hall
  await expect(page).toHaveURL(/#\/$/);

  await page.goto('/#/login');
  await expect(page.getByText(word('brand', 'siteName')).first()).toBeVisible();
  await expect(page.locator('.app-header')).toHaveCSS('background-image', /gradient/);
  await noChineseChrome(page);
  await shot(page, 'login');

  const member = await createMember(request);
  await page.getByPlaceholder(word('auth', 'login.usernamePlaceholder')).fill(member.name);
  await page.getByPlaceholder(word('auth', 'login.passwordPlaceholder')).fill(member.password);
  await page.getByRole('button', { name: word('auth', 'login.submit'), exact: true }).click();
  await expect(page).not.toHaveURL(/login/);
  await page.goto('/#/mine');
  await expect(page.getByText(word('member', 'balance.central'))).toBeVisible();
  await noChineseChrome(page);
  await shot(page, 'mine');

  await page.goto('/#/password?type=1');
  await expect(page.getByText(word('member', 'passwordForm.login.old')).first()).toBeVisible();
  await page.getByRole('button', { name: word('member', 'passwordForm.submit') }).click();
  await expect(page.getByText(word('member', 'rules.login.oldRequired')).first()).toBeVisible();
  await shot(page, 'form');

  for (const route of ['money', 'hongbao', 'inviter', 'transfer']) {
    await page.goto(`/#/${route}`);
    await page.waitForTimeout(600);
    await shot(page, route);
  }
  await expect(page.locator('.app-header')).toHaveCount(1); // /transfer with the header on: one bar
});
