// The first screen's calls leave ahead of the app's code (src/ahead.ts): while the app's entry script is held back,
// the site settings and what the screen paints first reach the server; once the code arrives the screen paints with
// those answers, and none of those calls is made a second time. The first screen's files are asked for then too.
import { expect, test, type Page, type Request } from '@playwright/test';
import { landingPaths, screens, tabs } from '../../screens.config';
import { SCREEN_FILES_ID, type ScreenFileList } from '../../src/shell/screenFiles';
import { createMember } from './support';

const HALL = tabs.find((tab) => tab.key === 'hall')!.path;
const PROMOTIONS = tabs.find((tab) => tab.key === 'promotions')!.path;
/** The site settings: every first screen waits on them. */
const SETTINGS_CALL = '/api/app';

/** A call as the server sees it: method, address and body. */
const callOf = (request: Request) => `${request.method()} ${new URL(request.url()).pathname}${new URL(request.url()).search} ${request.postData() ?? ''}`;

/** Holds the app's entry script (the page's last module script) until the returned function is called. */
async function holdAppEntry(page: Page) {
  const html = await (await page.request.get('/')).text();
  // The page's own script elements: an inline script's text may write one (the shims' loader, below the floor only).
  const elements = html.replace(/(<script(?![^>]*\ssrc=)[^>]*>)[\s\S]*?<\/script>/g, '$1</script>');
  const scripts = [...elements.matchAll(/<script type="module"[^>]*src="\.\/([^"]+)"/g)].map((m) => m[1]);
  expect(scripts.length, 'the ahead entry and the app entry').toBe(2);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/${scripts.at(-1)}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const { name, path, painted } of [
  { name: 'the hall', path: HALL, painted: '.hall-banner-slide img' },
  { name: 'the promotions', path: PROMOTIONS, painted: '.list-row-banner img' },
]) {
  test(`${name}: its first calls leave before the app's code has arrived, and are not made again`, async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(callOf(request));
    });
    const release = await holdAppEntry(page);
    await page.goto(`/#${path}`, { waitUntil: 'commit' });
    // The splash is all there is, yet the calls are out.
    await expect.poll(() => calls.some((call) => call.includes(` ${SETTINGS_CALL} `))).toBe(true);
    await expect.poll(() => calls.length).toBeGreaterThan(1);
    const ahead = [...calls];

    release();
    await expect(page.locator(painted).first()).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    for (const call of ahead) expect(calls.filter((c) => c === call), call).toHaveLength(1);
  });
}

test("/recharge: a member's deposit calls leave before the app's code has arrived, and are not made again", async ({ page, request }) => {
  const { token } = await createMember(request);
  await page.addInitScript((value) => localStorage.setItem('app.token', value), token);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(callOf(request));
  });
  const release = await holdAppEntry(page);
  await page.goto('/#/recharge', { waitUntil: 'commit' });
  // The methods, the first method's range (asked once the methods are in) and the receiving account.
  const deposits = ['/api/get_pay_way', '/api/getPayRange', '/api/getpaybank'];
  await expect.poll(() => deposits.filter((path) => !calls.some((call) => call.includes(` ${path} `)))).toEqual([]);
  const ahead = [...calls];

  release();
  await expect(page.locator('.wallet-account-row dd span').first()).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  for (const call of ahead) expect(calls.filter((c) => c === call), call).toHaveLength(1);
});

/** A route's files as index.html lists them for the entry ahead of the app (vite/screenFiles.ts). */
async function listedFiles(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get('/')).text();
  const text = new RegExp(`<script type="application/json" id="${SCREEN_FILES_ID}">([^<]*)</script>`).exec(html)?.[1];
  const list = JSON.parse(text ?? 'null') as ScreenFileList | null;
  return (list?.routes[path] ?? []).map((i) => list!.files[i]!);
}

// The landing screens, a public route beside them and a member's (asked for a member).
const publicRoute = screens.find((s) => s.guard === 'none' && !landingPaths.includes(s.path) && s.path !== HALL)!.path;
const memberRoute = screens.find((s) => s.guard === 'member')!.path;
for (const { path, member } of [...landingPaths.map((p) => ({ path: p, member: false })), { path: publicRoute, member: false }, { path: memberRoute, member: true }]) {
  test(`${path}: the screen's files are asked for before the app's code has arrived, and once`, async ({ page, request }) => {
    const files = await listedFiles(page, path);
    expect(files.length, `index.html lists the files of ${path}`).toBeGreaterThan(0);
    if (member) {
      const { token } = await createMember(request);
      await page.addInitScript((value) => localStorage.setItem('app.token', value), token);
    }
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname.slice(1)));
    const release = await holdAppEntry(page);
    await page.goto(`/#${path}`, { waitUntil: 'commit' });
    await expect.poll(() => files.filter((file) => !asked.includes(file))).toEqual([]);

    release();
    await page.waitForLoadState('networkidle');
    for (const file of files) expect(asked.filter((a) => a === file), file).toHaveLength(1);
  });
}

test("a member's route: a visitor's page does not ask for its files (the guard sends the visitor to log in)", async ({ page }) => {
  const files = await listedFiles(page, memberRoute);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname.slice(1)));
  const release = await holdAppEntry(page);
  await page.goto(`/#${memberRoute}`, { waitUntil: 'commit' });
  // The ahead entry has run once the settings call is out; the screen's files would be asked for in tasks it queued
  // then (src/shell/screenFiles.ts): a task queued now runs after them.
  await expect.poll(() => asked.includes(SETTINGS_CALL.slice(1))).toBe(true);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const preloaded = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="preload"]')].map((link) => new URL(link.href).pathname.slice(1)));
  expect(files.filter((file) => preloaded.includes(file))).toEqual([]);
  expect(files.filter((file) => asked.includes(file))).toEqual([]);
  release();
});
