// One brand name on screen in the Laravel build (its answers from tests/fixtures/laravel, the site settings the real
// back end answered: tests/fixtures/laravel/captured/app.json): the build writes its brand name into the page's title
// and its splash, and once the hall is up the page names the site by the back end's title only. That each screen
// naming the site (the hall, log-in, both sign-up forms) uses the back end's title is checked in the dialect below
// the browser (tests/component/laravel-site-name.test.tsx).
import { expect as baseExpect, test } from '@playwright/test';
import brandWords from '../../locales/zh-CN/brand.json' with { type: 'json' };
import captured from '../fixtures/laravel/captured/app.json' with { type: 'json' };
import { serveLaravel } from './laravel-routes';

// The first paint loads the build's chunks and the dialect's decoders: on a busy shared machine that takes a while.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

const SHOTS = `${process.env.E2E_OUTPUT ?? 'test-results/e2e'}/screenshots`;
const title = captured.data.title;

test("the build's page names the site by the back end's title, not the build's brand name", async ({ page }) => {
  expect(title.trim()).not.toBe('');
  expect(title).not.toBe(brandWords.siteName); // the two names differ, or the test would show nothing
  await serveLaravel(page);
  // Routed after the fixtures, so it answers first: the settings exactly as the real back end gave them.
  await page.route('**/api/app', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(captured) }));
  await page.goto('/#/');
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  await expect(page).toHaveTitle(title);
  expect(await page.locator('body').innerText()).not.toContain(brandWords.siteName);
  await page.screenshot({ path: `${SHOTS}/brand-name-laravel-hall.png` });
});
