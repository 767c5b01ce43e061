// The Laravel build (its project serves it; answers routed from tests/fixtures/laravel) when the back end fails: the
// deposit screen's pay-way call answered HTTP 500 with an HTML page (as the real back end did) says the server
// failed and offers a retry that brings the ways back.
import { expect, test, type Page } from '@playwright/test';
import common from '../../locales/zh-CN/common.json' with { type: 'json' };
import errors from '../../locales/zh-CN/errors.json' with { type: 'json' };
import wallet from '../../locales/zh-CN/wallet.json' with { type: 'json' };
import type { OperationKey } from '../../src/api/wire/types';
import { answerOf, FIXTURE_NOW, laravelFixtures, MEMBER } from '../fixtures/laravel';

test.describe.configure({ timeout: 90_000 });

/** Every call answered from the fixtures, but `failing` ones with Laravel's HTML error page while `fail()` says so. */
async function serveLaravel(page: Page, failing: string, fail: () => boolean) {
  await page.route('https://api.example.test/**', (route) => route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"/>' }));
  await page.route('**/api/**', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (url.pathname === failing && fail()) {
      return route.fulfill({ status: 500, contentType: 'text/html; charset=UTF-8', body: '<!doctype html><title>Server Error</title><h1>500 | Server Error</h1>' });
    }
    const key = `${request.method()} ${url.pathname}` as OperationKey;
    const fixture = laravelFixtures[key];
    if (!fixture || fixture.absent) return route.fulfill({ status: 404, body: 'Not Found' });
    const fields = request.method() === 'GET' ? Object.fromEntries(url.searchParams) : ((request.postDataJSON() as Record<string, unknown> | null) ?? {});
    await route.fulfill({
      status: fixture.status ?? 200,
      contentType: 'application/json',
      headers: { Date: FIXTURE_NOW.toUTCString() },
      body: JSON.stringify(answerOf(fixture, fields)),
    });
  });
}

test('/recharge with the pay-way call failing says the server failed, with a retry that brings the ways back', async ({ page }) => {
  let failing = true;
  await serveLaravel(page, '/api/get_pay_way', () => failing);
  await page.addInitScript((token) => localStorage.setItem('app.token', token), MEMBER.token);
  await page.goto('/#/recharge');
  const block = page.locator('.renderer-state');
  await expect(block.locator('.renderer-failure')).toHaveText(errors.server, { timeout: 30_000 });
  await expect(page.getByText(errors.network)).toHaveCount(0);
  failing = false;
  await block.getByRole('button', { name: common.retry }).click();
  await expect(page.getByText(wallet.recharge.submit).first()).toBeVisible({ timeout: 20_000 });
  await expect(block).toHaveCount(0);
});
