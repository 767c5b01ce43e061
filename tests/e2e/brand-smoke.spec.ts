// Any brand, in its language, end to end: playwright.config.ts makes a "brand-<id>" project per folder under brands/
// (or the one `npm run test:brand` names), built with BRAND=<id> into a directory of its own and served by a server
// started with the same BRAND. Every expectation is read from that brand's own config: its brand.ts (merged over the
// default, as the build does), its words (the base locale files merged with its own), its seed.json (through the
// server's own reading of it, in the language on screen), its off routes and its headers. Nothing here names a brand.
import { expect, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import defaultBrand from '../../brands/default/brand';
import { screens, tabs } from '../../screens.config';
import { root, test, type Subject, type Tree } from './brand-subject';
import { moveTo, openAnew, settled, stillForPicture, watchRequests } from './screenSettled';
import { createMember } from './support';

test.setTimeout(240_000); // one long walk through the site, on a shared machine

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
const HAN = /\p{Script=Han}/u;

/**
 * No trace of the default brand on the page: its names nowhere in the text, its logo in no image, and its reds in no
 * computed colour (text, background, gradient, border, SVG fill or stroke) of any element. (For the default brand
 * itself there is nothing to look for.)
 */
async function noDefaultTrace(page: Page, subject: Subject, where: string) {
  const text = await page.locator('body').innerText();
  expect(subject.defaultNames.filter((name) => text.includes(name)), `${where}: the default brand's name`).toEqual([]);
  if (subject.config.logo !== defaultBrand.logo) {
    expect(await page.locator(`img[src$="/${defaultBrand.logo}"]`).count(), `${where}: the default brand's logo`).toBe(0);
  }
  const painted = await page.evaluate((reds) => {
    const props = ['color', 'background-color', 'background-image', 'border-top-color', 'border-bottom-color', 'fill', 'stroke'];
    return [...document.querySelectorAll('*')].flatMap((el) => {
      const style = getComputedStyle(el);
      return props
        .filter((prop) => reds.some((red) => style.getPropertyValue(prop).includes(red)))
        .map((prop) => `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').split(' ')[0]} ${prop}: ${style.getPropertyValue(prop)}`);
    });
  }, subject.defaultReds.map(rgb));
  expect(painted, `${where}: the default brand's red`).toEqual([]);
}

async function shot(page: Page, subject: Subject, name: string) {
  await stillForPicture(page);
  await page.screenshot({ path: `test-results/screenshots/brand-${subject.id}-${name}.png` });
}

/** The front end's own words on screen are in the brand's language (content the server sends may not be). */
async function noChineseChrome(page: Page, subject: Subject) {
  if (subject.language.startsWith('zh')) return;
  const chrome = await page.locator('.app-header, .app-tabbar, .adm-form-item-label, .hall-quick, .member-quick-item').allInnerTexts();
  expect(chrome.filter((text) => HAN.test(text))).toEqual([]);
}

/** A member's token in the page's storage, so every route opens as for a player who logged in. */
async function asMember(page: Page, request: Parameters<typeof createMember>[0]) {
  const { token } = await createMember(request);
  await page.addInitScript((t) => localStorage.setItem('app.token', t), token);
}

/** Walks the brand's routes in one page as a link moves (a hash change), each once its screen has drawn what it loads. */
async function* walkRoutes(page: Page, subject: Subject): AsyncGenerator<string> {
  const requests = watchRequests(page);
  await openAnew(page, '/');
  for (const { path: route } of screens.filter((def) => subject.isOn(def.path))) {
    await moveTo(page, route);
    await settled(page, requests, { overlays: false });
    yield route;
  }
}

test("the brand's name, colours and words on the hall, login, mine and a form", async ({ page, request, subject }) => {
  const { word, config, isOn } = subject;
  const requests = watchRequests(page);
  await page.goto('/');
  await expect(page).toHaveTitle(subject.seed.settings.title);
  const tabbar = page.locator('.app-tabbar');
  for (const tab of tabs) {
    const title = word(...((config.screens.tabTitles[tab.key] ?? tab.titleKey).split(':') as [string, string]));
    if (isOn(tab.path)) await expect(tabbar.getByText(title, { exact: true })).toBeVisible();
    else await expect(tabbar.getByText(title, { exact: true })).toHaveCount(0);
  }
  await expect(tabbar.locator('[aria-current="page"]')).toHaveCSS('color', rgb(config.tokens.primary));
  const rootPrimary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--adm-color-primary').trim());
  expect(rootPrimary).toBe(config.tokens.primary);
  await expect(page.locator('text=missing')).toHaveCount(0);
  await noChineseChrome(page, subject);
  await expect(page.locator('.hall-notice-track')).not.toBeEmpty(); // the server's notices are in
  await settled(page, requests);
  await noDefaultTrace(page, subject, 'hall');
  await shot(page, subject, 'hall');

  for (const route of config.screens.off.filter((p) => p !== '/')) {
    await page.goto(`/#${route}`); // turned off by the brand: back to the hall
    await expect(page, route).toHaveURL(/#\/$/);
  }

  await page.goto('/#/login');
  // One name on every screen: the site title the server gives (its seed.json's), as on the hall.
  await expect(page.getByText(subject.seed.settings.title).first()).toBeVisible();
  await noChineseChrome(page, subject);
  await noDefaultTrace(page, subject, 'login');
  await shot(page, subject, 'login');

  const member = await createMember(request);
  await page.getByPlaceholder(word('auth', 'login.usernamePlaceholder')).fill(member.name);
  await page.getByPlaceholder(word('auth', 'login.passwordPlaceholder')).fill(member.password);
  await page.getByRole('button', { name: word('auth', 'login.submit'), exact: true }).click();
  await expect(page).not.toHaveURL(/login/);
  if (isOn('/mine')) {
    await page.goto('/#/mine');
    await expect(page.getByText(word('member', 'balance.central'))).toBeVisible();
    await noChineseChrome(page, subject);
    await noDefaultTrace(page, subject, 'mine');
    await shot(page, subject, 'mine');
  }

  if (isOn('/password')) {
    await page.goto('/#/password?type=1');
    await expect(page.getByText(word('member', 'passwordForm.login.old')).first()).toBeVisible();
    await page.getByRole('button', { name: word('member', 'passwordForm.submit') }).click();
    await expect(page.getByText(word('member', 'rules.login.oldRequired')).first()).toBeVisible();
    await shot(page, subject, 'form');
    await expect(page.locator('.adm-toast-main')).toHaveCount(0, { timeout: 5_000 }); // the form's toast gone before the shots
  }

  for (const route of ['/money', '/hongbao', '/inviter', '/transfer'].filter(isOn)) {
    await moveTo(page, route);
    await settled(page, requests);
    await noDefaultTrace(page, subject, route);
    await shot(page, subject, route.slice(1));
  }

  // The lottery (its title is the server's, from the brand's seed.json) and a room of it, connected.
  if (isOn('/lottery')) {
    await page.goto('/#/lottery');
    await expect(page.locator('.lottery-room-row .list-row-heading').filter({ hasText: subject.seed.lotteryTitle })).toBeVisible();
    await noDefaultTrace(page, subject, 'lotteries');
    await shot(page, subject, 'lotteries');
    await page.goto('/#/lottery?room_id=1');
    await expect(page.getByRole('status').filter({ hasText: word('lottery', 'socket.open') })).toBeVisible({ timeout: 10_000 });
    await noDefaultTrace(page, subject, 'lottery room');
    await shot(page, subject, 'lottery-room');
  }
});

test("the hall's header shows the site title of seed.json in the language on screen, and another after a switch, without a reload", async ({ page, subject }) => {
  const title = page.locator('.app-header-title');
  await page.goto('/');
  await expect(page.locator('.hall-notice-track')).not.toBeEmpty(); // the settings are in: the hall waits for them
  await expect(page).toHaveTitle(subject.seed.settings.title);
  await expect(title).toHaveText(subject.seed.settings.title);
  const other = subject.config.languages.find((lang) => lang !== subject.language);
  test.skip(!other, 'the brand offers one language');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.goto('/#/login'); // its language switch
  const asked = page.waitForResponse((answer) => answer.url().endsWith('/api/app') && answer.request().headers()['accept-language'] === other);
  await page.getByRole('button', { name: subject.wordIn(other!, 'common', 'languageName'), exact: true }).click();
  await asked; // the settings asked again, in the language picked
  await page.goBack();
  await expect(page).toHaveTitle(subject.seedIn(other!).settings.title);
  await expect(title).toHaveText(subject.seedIn(other!).settings.title);
  expect(await page.evaluate(() => 'sameDocument' in window), 'the page was not reloaded').toBe(true);
  await page.screenshot({ path: `test-results/screenshots/brand-${subject.id}-hall-${other!}.png` });
});

test("each route's top bar is the brand's choice: one bar where it turns the app's on, none of the app's where off", async ({ page, request, subject }) => {
  await asMember(page, request);
  const choices = Object.entries(subject.config.screens.headers).filter(([route]) => subject.isOn(route));
  test.skip(!choices.length, 'the brand keeps every top bar as the registry has it');
  const requests = watchRequests(page);
  await openAnew(page, '/');
  for (const [route, on] of choices) {
    await moveTo(page, route);
    await settled(page, requests, { overlays: false });
    await expect(page.locator('.app-header'), route).toHaveCount(on ? 1 : 0);
  }
});

test('no screen offers a way to a route the brand turned off: every link, banner, menu entry and button leads to one it keeps', async ({ page, request, subject }) => {
  test.skip(!subject.config.screens.off.length, 'the brand keeps every route');
  await asMember(page, request);
  const problems: string[] = [];
  let seen = 0;
  for await (const route of walkRoutes(page, subject)) {
    // Where each way on the screen leads: an in-app link's data-to (src/kit/AppLink.tsx) and an anchor's hash path.
    const targets = await page.evaluate(() => [
      ...[...document.querySelectorAll('[data-to]')].map((el) => el.getAttribute('data-to') ?? ''),
      ...[...document.querySelectorAll('a[href]')].map((el) => el.getAttribute('href') ?? '').filter((href) => /^\/?#\//.test(href)).map((href) => href.replace(/^\/?#/, '')),
    ]);
    seen += targets.length;
    const dead = targets.filter((to) => !subject.isOn(to));
    if (dead.length) problems.push(`${route}: ${dead.join(', ')}`);
  }
  expect(problems).toEqual([]);
  expect(seen).toBeGreaterThan(0); // the walk did read the ways
});

/** Every language the front end has words in (a folder of locales/): each brand is walked in those it offers. */
const LANGUAGES = readdirSync(path.join(root, 'locales'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Every key path of the words in any language ('titles.money'), namespace first ('nav.titles.money' for the lookup):
 * i18next shows the key path where a language lacks the word.
 */
const keys = (() => {
  const flat = (tree: Tree, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : flat(value, `${prefix}${key}.`)));
  const all = LANGUAGES.flatMap((lang) => {
    const dir = path.join(root, 'locales', lang);
    return readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => flat(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Tree, `${file.slice(0, -'.json'.length)}.`));
  });
  return [...new Set(all)];
})();
/** The key paths as a missing word shows them (without the namespace), those with a dot only. */
const keyPaths = [...new Set(keys.map((key) => key.slice(key.indexOf('.') + 1)))].filter((key) => key.includes('.'));

/**
 * The front end's words in `other` that are not also words of `lang` (as the brand has them: the base words with its
 * own over them): one of these on a screen in `lang` is a word left in another language.
 */
function foreignWords(subject: Subject, lang: string, other: string): Set<string> {
  const values = (language: string) =>
    keys.map((key) => {
      const [ns, ...rest] = key.split('.');
      try {
        return subject.wordIn(language, ns!, rest.join('.'));
      } catch {
        return undefined;
      }
    });
  const own = new Set(values(lang));
  return new Set(values(other).filter((word): word is string => !!word && !own.has(word) && !word.includes('{{')));
}

for (const lang of LANGUAGES) {
  test(`every route in ${lang}, where the brand offers it: no missing word, none of the front end's own words in another language`, async ({ page, request, subject }) => {
    test.skip(!subject.config.languages.includes(lang), `the brand does not offer ${lang}`);
    await page.addInitScript((language) => localStorage.setItem('app.language', language), lang);
    await asMember(page, request);
    const others = subject.config.languages.filter((other) => other !== lang);
    const foreign = new Set(others.flatMap((other) => [...foreignWords(subject, lang, other)]));
    const problems: string[] = [];
    for await (const route of walkRoutes(page, subject)) {
      expect(await page.evaluate(() => document.documentElement.lang), route).toBe(lang);
      const text = await page.locator('body').innerText();
      const missing = keyPaths.filter((key) => new RegExp(`(^|[^\\w.])${key.replace(/\./g, '\\.')}($|[^\\w.])`).test(text));
      if (missing.length) problems.push(`${route}: missing words ${missing.join(', ')}`);
      const chrome = await page.evaluate(() => [
        ...[...document.querySelectorAll('.app-header, .app-tabbar, .adm-form-item-label, .adm-button, .renderer-empty, .adm-error-block-description')].map((el) => (el as HTMLElement).innerText),
        ...[...document.querySelectorAll('input[placeholder], textarea[placeholder]')].map((el) => el.getAttribute('placeholder') ?? ''),
        ...[...document.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label') ?? ''),
      ]);
      const lines = chrome.flatMap((words) => words.split('\n')).map((line) => line.trim()).filter(Boolean);
      const chinese = lang.startsWith('zh') ? [] : lines.filter((line) => HAN.test(line));
      if (chinese.length) problems.push(`${route}: Chinese in the front end's words: ${chinese.join(' | ')}`);
      const leftOver = lines.filter((line) => foreign.has(line));
      if (leftOver.length) problems.push(`${route}: words of another language: ${leftOver.join(' | ')}`);
    }
    expect(problems).toEqual([]);
  });
}
