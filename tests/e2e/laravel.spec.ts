// The front end built for the Laravel dialect (VITE_API_DIALECT=laravel, served by the "laravel" project's server),
// every /api answer routed from tests/fixtures/laravel: a smoke of the build itself. Its hall shows the back end's
// values with nothing broken, a lottery is a game there, and the lottery's route is off. What each other screen shows
// with this back end is checked below the browser, in the dialect (tests/component/laravel-screens.test.tsx,
// tests/component/laravel-screens-opened.test.tsx).
import { expect as baseExpect, test, type Page } from '@playwright/test';
import common from '../../locales/zh-CN/common.json' with { type: 'json' };
import hall from '../../locales/zh-CN/hall.json' with { type: 'json' };
import renderers from '../../locales/zh-CN/renderers.json' with { type: 'json' };
import { containing } from '../shared/words';
import { MEMBER } from '../fixtures/laravel';
import { serveLaravel } from './laravel-routes';

// The first paint loads the build's chunks and the dialect's decoders: on a busy shared machine that takes a while.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

const SHOTS = `${process.env.E2E_OUTPUT ?? 'test-results/e2e'}/screenshots`;

/** Signed in as the fixtures' member, with uncaught errors collected. */
async function open(page: Page, hashPath: string) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await serveLaravel(page);
  await page.addInitScript((token) => localStorage.setItem('app.token', token), MEMBER.token);
  await page.goto(`/#${hashPath}`);
  return errors;
}

async function expectClean(page: Page, errors: string[], shot: string) {
  await expect(page.getByText(renderers.loadFailed.title)).toHaveCount(0);
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/undefined|NaN|\[object Object\]/);
  expect(errors).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/laravel-${shot}.png`, fullPage: true });
}

test('the hall shows the Laravel back end\'s values; a lottery tile opens the game page, never a lottery room', async ({ page }) => {
  const errors = await open(page, '/');
  for (const text of [MEMBER.username, '1520.50', /Maintenance tonight/]) await expect(page.locator('body')).toContainText(text);
  await expectClean(page, errors, 'hall');
  await page.getByRole('tab', { name: containing(hall.categories.lottery) }).click();
  await page.getByText('TC Lottery').click();
  await expect.poll(() => decodeURIComponent(new URL(page.url()).hash)).toMatch(/^#\/gamePage\?.*type=lottery/);
  expect(errors).toEqual([]);
});

test('/lottery opened directly says the site does not offer it, asks nothing of the lottery, and leads back', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const errors = await open(page, '/lottery');
  await expect(page.getByText(common.notOffered.title)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/laravel-lottery-not-offered.png`, fullPage: true });
  expect(asked.filter((path) => /lottery/i.test(path) && path.startsWith('/api/'))).toEqual([]);
  await page.getByRole('button', { name: common.notOffered.back }).click();
  await expect.poll(() => new URL(page.url()).hash).toBe('#/');
  expect(errors).toEqual([]);
});
