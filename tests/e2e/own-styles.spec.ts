// Every route opened directly (a bookmark, a shared link) is styled: each class of ours it shows has its rules among
// the stylesheets the page loaded. A screen that uses a class from a stylesheet it does not import looks right only
// after another screen has loaded that file, and bare where a player lands on it first.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { screens } from '../../screens.config';
import { withSampleQuery } from './sampleQueries';
import { createMember } from './support';

test.describe.configure({ timeout: 600_000 });

/**
 * Our own stylesheets' selectors (src/**\/*.css) that name a class, one by one. Those with a pseudo-class or element
 * (a hover, a ::before) are left out: they style a moment or a decoration, not whether the element looks right.
 */
function ourSelectors(): string[] {
  const files = readdirSync(path.resolve('src'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.css'));
  const selectors = new Set<string>();
  for (const file of files) {
    const css = readFileSync(path.resolve('src', file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    // What comes before each block's opening brace, less the at-rules (@media …), split at its commas.
    for (const list of css.match(/[^{}]+(?=\{)/g) ?? []) {
      if (list.trim().startsWith('@')) continue;
      for (const one of list.split(',').map((part) => part.trim())) if (one.includes('.') && !one.includes(':')) selectors.add(one);
    }
  }
  return [...selectors];
}

/**
 * Where one of our selectors picks an element on the page, but no stylesheet the page loaded has a rule for that
 * element naming the same class: the selector and the element's classes.
 */
async function unstyled(page: Page, ours: string[]): Promise<string[]> {
  return page.evaluate((selectors) => {
    const classesOf = (selector: string) => new Set([...selector.matchAll(/\.(-?[a-zA-Z_][\w-]*)/g)].map((m) => m[1]!));
    const loaded: CSSStyleRule[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) loaded.push(rule);
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    const found = new Set<string>();
    for (const selector of selectors) {
      let picked: Element[];
      try {
        picked = Array.from(document.querySelectorAll(selector));
      } catch {
        continue;
      }
      // The class the rule is for: the last compound's (".a .b" styles ".b" inside ".a"), else its context's (".a img").
      const last = classesOf(selector.split(/[\s>+~]+/).at(-1) ?? '');
      const subject = last.size ? last : classesOf(selector);
      for (const element of picked) {
        const styled = loaded.some((rule) => {
          if (![...classesOf(rule.selectorText)].some((name) => subject.has(name))) return false;
          try {
            return element.matches(rule.selectorText);
          } catch {
            return false;
          }
        });
        if (!styled) found.add(`${selector} (${element.getAttribute('class')})`);
      }
    }
    return [...found].sort();
  }, ours);
}

async function check(browser: Browser, token: string | undefined, paths: string[]): Promise<string[]> {
  const who = token ? 'member' : 'visitor';
  const ours = ourSelectors();
  const found: string[] = [];
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  if (token) await context.addInitScript((t) => localStorage.setItem('app.token', t), token);
  const page = await context.newPage();
  for (const route of paths) {
    // A new document each time (by way of a blank page): nothing a route before loaded is left.
    await page.goto('about:blank');
    await page.goto(`/#${route}`);
    await expect(page.locator('.adm-skeleton, .app-skeleton, .app-screen-loading')).toHaveCount(0, { timeout: 5_000 }).catch(() => undefined);
    const missing = await unstyled(page, ours);
    if (missing.length) found.push(`${route} (${who}): ${missing.join(', ')}`);
  }
  await context.close();
  return found;
}

test('every route opened directly has the rules of every class it shows, as a member and as a visitor', async ({ browser, request }) => {
  const member = await createMember(request);
  const login = (await (await request.post('/api/login_pc', { data: { name: member.name, password: member.password } })).json()) as { data: { api_token: string } };
  const found = [
    ...(await check(browser, login.data.api_token, screens.map((s) => withSampleQuery(s.path)))),
    // A visitor sees other things on the routes open to everyone (a prompt to log in, no balance).
    ...(await check(browser, undefined, screens.filter((s) => s.guard === 'none').map((s) => withSampleQuery(s.path)))),
  ];
  expect(found, found.join('\n')).toEqual([]);
});
