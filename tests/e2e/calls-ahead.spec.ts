// The first screen's calls leave ahead of the app's code (src/ahead.ts): while the app's entry script is held back,
// the site settings and what the screen paints first reach the server; once the code arrives the screen paints with
// those answers, and none of those calls is made a second time. A landing screen's files are asked for then too.
import { expect, test, type Page, type Request } from '@playwright/test';
import { landingPaths, tabs } from '../../screens.config';
import { SCREEN_FILES_ID } from '../../src/app/screenFiles';
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
  const scripts = [...html.matchAll(/<script type="module"[^>]*src="\.\/([^"]+)"/g)].map((m) => m[1]);
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

for (const path of landingPaths) {
  test(`${path}: the screen's files are asked for before the app's code has arrived, and once`, async ({ page }) => {
    const html = await (await page.request.get('/')).text();
    const listed = new RegExp(`<script type="application/json" id="${SCREEN_FILES_ID}">([^<]*)</script>`).exec(html);
    const files = (JSON.parse(listed?.[1] ?? '{}') as Record<string, string[]>)[path] ?? [];
    expect(files.length, `index.html lists the files of ${path}`).toBeGreaterThan(0);
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
