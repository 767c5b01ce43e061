// The shims for engines of the browser floor (src/platformShims.ts, vite/platformShims.ts): a page in an engine that
// lacks what the app calls (Chromium 80 to 115 have no AbortSignal.any; before 92 no .at) loads them before the app,
// under the site's content security policy, and a member logs in through the form and sees the wallet; a page in an
// engine that has everything never asks for them. The real old engines walk every route in `npm run test:engines`.
import { expect, test, type Page } from '@playwright/test';
import { SHIMMED } from '../../eslint/floor.js';
import { createMember, fillLogin, hashOf, watchCsp } from './support';
import member from '../../locales/zh-CN/member.json' with { type: 'json' };

const isShims = (url: string) => /\/assets\/platform-shims-[\w-]+\.js$/.test(new URL(url).pathname);

/** The page's requests for the shims, and its errors. */
function watch(page: Page) {
  const shims: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => isShims(request.url()) && shims.push(request.url()));
  page.on('pageerror', (error) => errors.push(error.message));
  return { shims, errors, csp: watchCsp(page) };
}

test('a phone that has everything never asks for the shims', async ({ page }) => {
  const seen = watch(page);
  await page.goto('/#/');
  await expect(page.getByRole('tablist').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen.shims).toEqual([]);
  expect(seen.csp).toEqual([]);
});

test('an engine without what the app calls loads the shims first, and a member logs in and sees the wallet', async ({ page, request }) => {
  // The engine of an older phone: every shimmed name taken away before the page's first script.
  await page.addInitScript((names: string[]) => {
    const typed = Object.getPrototypeOf(Int8Array.prototype) as object;
    const owners: Record<string, object> = { Array: Array.prototype, String: String.prototype, TypedArray: typed, Object, AbortSignal, Response };
    for (const name of names) delete (owners[name.split('.')[0]!] as Record<string, unknown>)[name.split('.').pop()!];
  }, [...SHIMMED]);
  const seen = watch(page);
  const player = await createMember(request);
  await page.goto('/#/login');
  await fillLogin(page, player.name, player.password);
  await expect.poll(() => hashOf(page)).toBe('#/');
  await page.goto('/#/mine');
  await expect(page.getByText(player.name)).toBeVisible();
  await expect(page.getByText(member.balance.central)).toBeVisible();
  expect(seen.shims.length, 'the shims were asked for').toBeGreaterThan(0);
  expect(await page.evaluate(() => typeof AbortSignal.any === 'function' && typeof [].at === 'function')).toBe(true);
  expect(seen.errors).toEqual([]);
  expect(seen.csp).toEqual([]);
});
