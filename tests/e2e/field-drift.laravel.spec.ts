// Contract drift from the field: the Laravel build fed the back end's own captured answer to /api/app with a field
// removed; the dialect fills it in, the page reports the drift, and the operator's summary names the call and field.
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { adminToken } from '../../playwright.config';
import type { components } from '../../core/schema';
import { MEMBER } from '../fixtures/laravel';
import { serveLaravel } from './laravel-routes';

type Summary = components['schemas']['TelemetrySummary'];

const captured = JSON.parse(readFileSync(new URL('../fixtures/laravel/captured/app.json', import.meta.url), 'utf8')) as { data: Record<string, unknown> };
/** A field the dialect can do without (it takes a default), so the answer still decodes: a drift, not a failure. */
const REMOVED = 'index_modal';
test.describe.configure({ timeout: 90_000 });

test("a captured answer missing a field comes back as a drift of that call and field in the operator's summary", async ({ page }) => {
  const { [REMOVED]: _gone, ...data } = captured.data;
  expect(_gone).toBeDefined();
  await serveLaravel(page);
  await page.route('**/api/app', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ ...captured, data }) }));
  // The field reports go to the collector of the server that serves this build (the fixtures answer the rest).
  await page.route('**/api/telemetry', (route) => route.continue());
  await page.addInitScript((token) => localStorage.setItem('app.token', token), MEMBER.token);
  await page.goto('/#/');
  await page.waitForFunction(() => performance.getEntriesByName('field-reports').length > 0, undefined, { timeout: 25_000 });
  await page.goto('about:blank'); // the page life ends: its batch goes

  const since = new Date(Date.now() - 3_600_000).toISOString();
  const drift = async () => {
    const until = new Date(Date.now() + 60_000).toISOString();
    const answer = await page.request.post('/admin/telemetry', { data: { since, until }, headers: { authorization: `Bearer ${adminToken}` } });
    return ((await answer.json()) as { data: Summary }).data.drift.filter((d) => d.field === REMOVED);
  };
  // The operation as the drift seam names it: "METHOD /path".
  await expect.poll(drift, { timeout: 15_000 }).toEqual([expect.objectContaining({ operation: 'POST /api/app', problem: 'absent' })]);
});
