// Guards, redirects and navigation rules of the spec's section 2, in the real app against the reference server.
import { expect, test } from '@playwright/test';
import auth from '../../locales/zh-CN/auth.json' with { type: 'json' };
import common from '../../locales/zh-CN/common.json' with { type: 'json' };
import errors from '../../locales/zh-CN/errors.json' with { type: 'json' };
import nav from '../../locales/zh-CN/nav.json' with { type: 'json' };
import { LOGIN_REQUIRED_ROUTES } from '../shared/routes';
import { createMember, fillLogin, hashOf, shareOf, toastWith } from './support';

// Each route costs a page load and a login (~7 s on a slow CI day, where all of them in one test outran 120 s): split in
// three tests, so the workers share them and each ends well within its timeout.
const GUARD_SHARDS = 3;
for (let shard = 0; shard < GUARD_SHARDS; shard += 1) {
  const mine = shareOf(LOGIN_REQUIRED_ROUTES, GUARD_SHARDS, shard);
  test(`every login-required route sends a visitor to login, and logging in comes back to it (${shard + 1}/${GUARD_SHARDS})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const member = await createMember(request);
    for (const route of mine) {
      const wanted = `${route}?from=e2e`;
      await page.goto('about:blank');
      await page.goto(`/#${wanted}`);
      await expect.poll(() => page.url(), { message: route }).toContain(`#/login?redirect=${encodeURIComponent(wanted)}`);
      await fillLogin(page, member.name, member.password);
      await expect.poll(() => hashOf(page), { message: route }).toBe(`#${wanted}`);
      await page.evaluate(() => { sessionStorage.clear(); localStorage.removeItem('app.token'); });
    }
  });
}

test('an unknown path ends at the hall', async ({ page }) => {
  await page.goto('/#/no-such-page');
  await expect.poll(() => hashOf(page)).toBe('#/');
  await expect(page.locator('.app-tab[aria-current="page"]')).toHaveText(nav.tabs.hall);
});

test('going to the page you are on says so', async ({ page }) => {
  await page.goto('/#/discover');
  await page.locator('.app-tab', { hasText: nav.tabs.discover }).click();
  await expect(toastWith(page, common.alreadyHere)).toBeVisible();
});

test('the tab bar goes to each tab and marks it', async ({ page }) => {
  await page.goto('/#/');
  for (const [title, hash] of [[nav.tabs.promotions, '#/activity'], [nav.tabs.service, '#/home'], [nav.tabs.discover, '#/discover'], [nav.tabs.hall, '#/']] as const) {
    await page.locator('.app-tab', { hasText: title }).click();
    await expect.poll(() => hashOf(page)).toBe(hash);
    await expect(page.locator('.app-tab[aria-current="page"]')).toHaveText(title);
  }
  await page.locator('.app-tab', { hasText: nav.tabs.mine }).click();
  await expect.poll(() => hashOf(page)).toBe('#/login?redirect=/mine');
});

test('a visitor opening a lottery room is told to log in and sent to the hall after a second', async ({ page }) => {
  await page.goto('/#/discover');
  await page.goto('/#/lottery?room_id=1');
  await expect(toastWith(page, errors.loginRequired)).toBeVisible();
  await expect.poll(() => hashOf(page), { timeout: 3000 }).toBe('#/');
});

test('each navigation starts at the top of the page', async ({ page }) => {
  await page.goto('/#/reg2');
  await page.evaluate(() => {
    document.body.style.minHeight = '3000px';
    window.scrollTo(0, 400);
  });
  await page.getByRole('button', { name: auth.register.toLogin }).click();
  await expect.poll(() => hashOf(page)).toBe('#/login');
  // The address changes first; the new screen (and its scroll) commits once its chunk has loaded.
  await expect(page.getByRole('button', { name: auth.login.submit, exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
