// Every route opened directly (a bookmark, a shared link) is styled, by its own stylesheets and the entry's once:
// - each class of ours it shows has its rules among the stylesheets the page loaded. A screen that uses a class from a
//   stylesheet it does not import looks right only after another screen has loaded that file, and bare where a player
//   lands on it first.
// - the entry's stylesheet, written into index.html (vite/inlineCss.ts), is never asked for and no link applies it
//   again. A lazily loaded chunk listed it among its own stylesheets, and Vite's chunk loader added a link for each
//   listed one the page did not name yet: that link, at the end of the head, applied the entry's rules a second time
//   after the screens' (one request more), so they won wherever both set a property and /message's notices jumped by
//   119 px once the page had painted. A disabled link naming it kept the loader away, but Chromium 150 still fetched it.
// Each route is opened once for both, as a new document, as a member (who sees every screen) and the public ones as a
// visitor (who sees other things there: a prompt to log in, no balance).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { screens } from '../../screens.config';
import { withSampleQuery } from './sampleQueries';
import { openAnew, settled, watchRequests } from './screenSettled';
import { createMember, shareOf } from './support';

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

/** The build the e2e server serves: its manifest names each source's file. */
const manifest = JSON.parse(
  readFileSync(path.join(process.env.DIST_DIR ?? path.resolve(import.meta.dirname, '../../dist'), '.vite/manifest.json'), 'utf8'),
) as Record<string, { file: string; css?: string[] }>;

/** The stylesheet of the page's entry. */
function entryStylesheet(): string {
  const css = manifest['index.html']?.css ?? [];
  expect(css.length, 'the entry has a stylesheet').toBeGreaterThan(0);
  return css[0]!;
}

/** The chunks a page loads once it has settled (src/main.tsx: the answers kept for the next visit, the service worker). */
const SETTLED_CHUNKS = ['src/session/kept/persist.ts', 'src/shell/pwa/serviceWorker.ts'].map((source) => manifest[source]!.file);

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

/** How many links on the page apply the entry stylesheet. */
const entryLinks = (page: Page, entryCss: string) =>
  page.evaluate((file) => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => link.href.endsWith(file)).length, entryCss);

/** What a walk found: classes without their rules, and the entry stylesheet asked for or linked. */
interface Findings {
  unstyled: string[];
  entryAgain: string[];
}

/** Opens each route as a new document in a phone of its own (a member's where `token` is given) and checks it. */
async function walk(browser: Browser, token: string | undefined, routes: string[], findings: Findings): Promise<void> {
  const who = token ? 'member' : 'visitor';
  const ours = ourSelectors();
  const entryCss = entryStylesheet();
  const context = await browser.newContext();
  if (token) await context.addInitScript((t) => localStorage.setItem('app.token', t), token);
  const page = await context.newPage();
  const requests = watchRequests(page);
  const asked = new Set<string>();
  page.on('request', (r) => asked.add(new URL(r.url()).pathname.slice(1)));
  for (const route of routes) {
    await openAnew(page, route);
    await settled(page, requests, { overlays: false });
    const missing = await unstyled(page, ours);
    if (missing.length) findings.unstyled.push(`${route} (${who}): ${missing.join(', ')}`);
    if (await entryLinks(page, entryCss)) findings.entryAgain.push(`${route} (${who}): a link to the entry stylesheet`);
    if (asked.delete(entryCss)) findings.entryAgain.push(`${route} (${who}): the entry stylesheet asked for`);
  }
  await context.close();
}

/**
 * Every route as a member, the public ones as a visitor, in shares the workers run side by side. A route that shows its
 * content with a query is opened with one, and as a member without it too (a list where a room or a page would be:
 * other chunks, other stylesheets).
 */
const WALKS = [
  ...screens.map((s) => ({ member: true, route: withSampleQuery(s.path) })),
  ...screens.filter((s) => withSampleQuery(s.path) !== s.path).map((s) => ({ member: true, route: s.path })),
  ...screens.filter((s) => s.guard === 'none').map((s) => ({ member: false, route: withSampleQuery(s.path) })),
];
const SHARES = 4;

test("the page has the entry stylesheet's rules written in, not a link to them, and what it loads once settled never asks for it", async ({ page, request }) => {
  const entryCss = entryStylesheet();
  expect(await (await request.get('/')).text(), 'the page has its rules, not a link to them').not.toContain(entryCss);
  const { token } = await createMember(request);
  await page.addInitScript((t) => localStorage.setItem('app.token', t), token);
  const asked = new Set<string>();
  page.on('request', (r) => asked.add(new URL(r.url()).pathname.slice(1)));
  const requests = watchRequests(page);
  await openAnew(page, '/');
  // The page's own wait (settled once no file has arrived for 2 s, at most 15 s after its load), then what those chunks
  // load.
  await expect
    .poll(() => SETTLED_CHUNKS.filter((file) => !asked.has(file)), { message: 'the chunks loaded once the page settled', timeout: 30_000 })
    .toEqual([]);
  await settled(page, requests, { overlays: false });
  expect(await entryLinks(page, entryCss), 'a link to the entry stylesheet').toBe(0);
  expect(asked.has(entryCss), 'the entry stylesheet asked for').toBe(false);
});

for (let n = 0; n < SHARES; n += 1) {
  test(`routes share ${n + 1}/${SHARES} opened directly, as a member and as a visitor: each has the rules of every class it shows, and no route asks for the entry stylesheet again`, async ({ browser, request }) => {
    const share = shareOf(WALKS, SHARES, n);
    const { token } = await createMember(request);
    const findings: Findings = { unstyled: [], entryAgain: [] };
    await walk(browser, token, share.filter((w) => w.member).map((w) => w.route), findings);
    await walk(browser, undefined, share.filter((w) => !w.member).map((w) => w.route), findings);
    expect(findings.unstyled, `classes shown without their rules:\n${findings.unstyled.join('\n')}`).toEqual([]);
    expect(findings.entryAgain, findings.entryAgain.join('\n')).toEqual([]);
  });
}
