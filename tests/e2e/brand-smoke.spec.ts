// The second brand, in its language, end to end: playwright.config.ts's "brand" project builds it with BRAND=<id> into
// a directory of its own and serves it with a server started with the same BRAND.
// Words come from the locale files merged as the build merges them; colours from the brand's tokens.
import { expect, test, type Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { smokeBrand } from '../../playwright.config';
import { screens } from '../../screens.config';
import { createMember } from './support';

const id = smokeBrand;
const root = path.resolve(import.meta.dirname, '../..');
test.setTimeout(240_000); // one long walk through the site, on a shared machine

// The brand as the build has it (brands/load.ts would need TypeScript loading; its JSON and tokens are read directly).
const brandFile = readFileSync(path.join(root, 'brands', id, 'brand.ts'), 'utf8');
const language = /defaultLanguage: '([^']+)'/.exec(brandFile)?.[1] ?? 'zh-CN';
const primary = /primary: '(#[0-9a-f]{6})'/i.exec(brandFile)![1]!;
const defaultFile = readFileSync(path.join(root, 'brands/default/brand.ts'), 'utf8');
const defaultToken = (name: string) => new RegExp(`\\b${name}: '(#[0-9a-f]{6})'`, 'i').exec(defaultFile)![1]!;
const defaultPrimary = defaultToken('primary');
/** The default brand's reds: its brand colour, its shades and its danger red (the second brand has its own of each). */
const defaultReds = ['primary', 'primaryLight', 'primaryDeep', 'danger'].map(defaultToken);
const defaultLogo = /\blogo: '([^']+)'/.exec(defaultFile)![1]!;

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
/** The default brand's names: the server's (brands/default/seed.json) and the base words' own, in the brand's language. */
const defaultSeed = JSON.parse(readFileSync(path.join(root, 'brands/default/seed.json'), 'utf8')) as { name: string; shortName: string };
const baseSiteName = (JSON.parse(readFileSync(path.join(root, 'locales', language, 'brand.json'), 'utf8')) as { siteName: string }).siteName;
const defaultNames = [defaultSeed.name, defaultSeed.shortName, baseSiteName];
const seed = JSON.parse(readFileSync(path.join(root, 'brands', id, 'seed.json'), 'utf8')) as { shortName: string };

const word = (ns: string, key: string) => key.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part]!, words(ns)) as string;

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
const HAN = /\p{Script=Han}/u;

/**
 * No trace of the default brand on the page: its names nowhere in the text, its logo in no image, and its reds in no
 * computed colour (text, background, gradient, border, SVG fill or stroke) of any element.
 */
async function noDefaultTrace(page: Page, where: string) {
  const text = await page.locator('body').innerText();
  expect(defaultNames.filter((name) => text.includes(name)), `${where}: the default brand's name`).toEqual([]);
  expect(await page.locator(`img[src$="/${defaultLogo}"]`).count(), `${where}: the default brand's logo`).toBe(0);
  const painted = await page.evaluate((reds) => {
    const props = ['color', 'background-color', 'background-image', 'border-top-color', 'border-bottom-color', 'fill', 'stroke'];
    return [...document.querySelectorAll('*')].flatMap((el) => {
      const style = getComputedStyle(el);
      return props
        .filter((prop) => reds.some((red) => style.getPropertyValue(prop).includes(red)))
        .map((prop) => `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').split(' ')[0]} ${prop}: ${style.getPropertyValue(prop)}`);
    });
  }, defaultReds.map(rgb));
  expect(painted, `${where}: the default brand's red`).toEqual([]);
}

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
  await expect(page.locator('.hall-notice-track')).not.toBeEmpty(); // the server's notices are in
  await noDefaultTrace(page, 'hall');
  await shot(page, 'hall');

  await page.goto('/#/discover'); // turned off by the brand: back to the hall
  await expect(page).toHaveURL(/#\/$/);

  await page.goto('/#/login');
  await expect(page.getByText(word('brand', 'siteName')).first()).toBeVisible();
  await expect(page.locator('.app-header')).toHaveCSS('background-image', /gradient/);
  await noChineseChrome(page);
  await noDefaultTrace(page, 'login');
  await shot(page, 'login');

  const member = await createMember(request);
  await page.getByPlaceholder(word('auth', 'login.usernamePlaceholder')).fill(member.name);
  await page.getByPlaceholder(word('auth', 'login.passwordPlaceholder')).fill(member.password);
  await page.getByRole('button', { name: word('auth', 'login.submit'), exact: true }).click();
  await expect(page).not.toHaveURL(/login/);
  await page.goto('/#/mine');
  await expect(page.getByText(word('member', 'balance.central'))).toBeVisible();
  await noChineseChrome(page);
  await noDefaultTrace(page, 'mine');
  await shot(page, 'mine');

  await page.goto('/#/password?type=1');
  await expect(page.getByText(word('member', 'passwordForm.login.old')).first()).toBeVisible();
  await page.getByRole('button', { name: word('member', 'passwordForm.submit') }).click();
  await expect(page.getByText(word('member', 'rules.login.oldRequired')).first()).toBeVisible();
  await shot(page, 'form');

  await expect(page.locator('.adm-toast-main')).toHaveCount(0, { timeout: 5_000 }); // the form's toast gone before the shots
  for (const route of ['money', 'hongbao', 'inviter', 'transfer']) {
    await page.goto(`/#/${route}`);
    await page.waitForTimeout(600);
    await noDefaultTrace(page, route);
    await shot(page, route);
  }
  await expect(page.locator('.app-header')).toHaveCount(1); // /transfer with the header on: one bar

  // The lottery (its title is the server's, from the brand's seed.json) and a room of it, connected.
  await page.goto('/#/lottery');
  await expect(page.locator('.lottery-room-title').filter({ hasText: `${seed.shortName}28` })).toBeVisible();
  await noDefaultTrace(page, 'lotteries');
  await shot(page, 'lotteries');
  await page.goto('/#/lottery?room_id=1');
  await expect(page.getByRole('status').filter({ hasText: word('lottery', 'socket.open') })).toBeVisible({ timeout: 10_000 });
  await noDefaultTrace(page, 'lottery room');
  await shot(page, 'lottery-room');
});

/** Every key path of the base words ('titles.money'): i18next shows one of these where a word is missing. */
const keyPaths = (() => {
  const flat = (tree: Tree, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : flat(value, `${prefix}${key}.`)));
  const dir = path.join(root, 'locales', 'zh-CN');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => flat(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Tree))
    .filter((key) => key.includes('.'));
})();

test("every route in the brand's language: no missing word, none of the front end's own words in Chinese", async ({ page, request }) => {
  test.skip(language.startsWith('zh'), 'the brand speaks Chinese');
  const member = await createMember(request);
  const login = (await (await request.post('/api/login_pc', { data: { name: member.name, password: member.password } })).json()) as { data: { api_token: string } };
  await page.addInitScript((token) => localStorage.setItem('app.token', token), login.data.api_token);
  const problems: string[] = [];
  for (const { path: route } of screens) {
    await page.goto(`/#${route}`);
    await page.waitForTimeout(700); // its chunk and first answers, on loopback
    const text = await page.locator('body').innerText();
    const missing = keyPaths.filter((key) => new RegExp(`(^|[^\\w.])${key.replace(/\./g, '\\.')}($|[^\\w.])`).test(text));
    if (missing.length) problems.push(`${route}: missing words ${missing.join(', ')}`);
    const chrome = await page.evaluate(() => [
      ...[...document.querySelectorAll('.app-header, .app-tabbar, .adm-form-item-label, .adm-button, .renderer-empty, .adm-error-block-description')].map((el) => (el as HTMLElement).innerText),
      ...[...document.querySelectorAll('input[placeholder], textarea[placeholder]')].map((el) => el.getAttribute('placeholder') ?? ''),
      ...[...document.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label') ?? ''),
    ]);
    const chinese = chrome.filter((words) => HAN.test(words));
    if (chinese.length) problems.push(`${route}: Chinese in the front end's words: ${chinese.join(' | ')}`);
  }
  expect(problems).toEqual([]);
});
