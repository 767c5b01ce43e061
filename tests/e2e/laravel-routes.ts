// The Laravel back end in a page: every /api call answered from tests/fixtures/laravel as it would answer, with its
// Date header (its only clock), and its pictures as plain placeholders.
import type { Page } from '@playwright/test';
import type { OperationKey } from '../../src/api/wire/types';
import { answerOf, FIXTURE_NOW, laravelFixtures } from '../fixtures/laravel';

export async function serveLaravel(page: Page) {
  // The fixtures' pictures live on the back end's host: a plain placeholder stands in for each.
  await page.route('https://api.example.test/**', (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"><rect width="4" height="3" fill="#ccc"/></svg>' }),
  );
  await page.route('**/api/**', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
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
