// Below the browser floor, never a blank page (issue 45's acceptance): an engine without a feature the app needs
// (deleted by an init script, before any script of the page runs) shows the upgrade notice in words, in the player's
// language, with the address to copy and the customer-service link; the visit is counted, by engine and major version,
// in the summary and on /admin/field. A modern engine never sees it. (The real old engine, Chromium 79, is checked by
// `npm run test:engines`.)
import { expect, test, type Page } from '@playwright/test';
import defaultBrand from '../../brands/default/brand';
import type { components } from '../../core/schema';
import common from '../../locales/zh-CN/common.json' with { type: 'json' };
import field from '../../locales/zh-CN/field.json' with { type: 'json' };
import en from '../../locales/en/upgrade.json' with { type: 'json' };
import zh from '../../locales/zh-CN/upgrade.json' with { type: 'json' };
import { adminToken } from '../../playwright.config';
import { LANGUAGE_STORAGE_KEY } from '../../src/lib/language';
import { START_MARGIN_MS } from '../../vite/upgradeGate';
import { fillIn } from '../shared/words';

type Summary = components['schemas']['TelemetrySummary'];
type TurnedAway = Summary['unsupported'][number];

const SHOTS = `${process.env.E2E_OUTPUT ?? 'test-results/e2e'}/screenshots`;

async function turnedAway(page: Page): Promise<TurnedAway[]> {
  const until = new Date(Date.now() + 60_000).toISOString();
  const since = new Date(Date.now() - 3_600_000).toISOString();
  const response = await page.request.post('/admin/telemetry', { data: { since, until }, headers: { authorization: `Bearer ${adminToken}` } });
  return ((await response.json()) as { data: Summary }).data.unsupported;
}

/** Visits counted for this engine and reason so far (other tests share the server). */
const countOf = (rows: TurnedAway[], major: number, feature: string) =>
  rows.find((row) => row.engine === 'chromium' && row.major === major && row.reason === 'missing' && row.feature === feature)?.count ?? 0;

/** The major version the notice reads from the user agent: Chromium's, as every Chrome-like agent names it. */
const majorOf = async (page: Page) => Number(/Chrom(?:e|ium)\/(\d+)/.exec(await page.evaluate(() => navigator.userAgent))?.[1]);

test('an engine without BigInt is shown the notice in Chinese, can copy the address, and is counted on /admin/field', async ({ page, context }) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const major = await majorOf(page);
  const before = countOf(await turnedAway(page), major, 'BigInt');
  await page.addInitScript(() => delete (window as { BigInt?: unknown }).BigInt);
  await page.goto('/#/');

  const notice = page.getByRole('main', { name: zh.title });
  await expect(notice.getByRole('heading', { level: 1, name: zh.title })).toBeVisible();
  await expect(notice).toHaveAttribute('lang', 'zh-CN');
  await expect(notice.getByText(zh.body)).toBeVisible();
  await expect(page.locator('#root')).toBeHidden();
  const address = notice.getByLabel(zh.address);
  await expect(address).toHaveValue(page.url());
  await expect(notice.getByRole('link', { name: zh.service })).toHaveAttribute('href', defaultBrand.links.customerService);
  // Big enough to touch, and a field iOS does not zoom into.
  for (const target of [notice.getByRole('button', { name: zh.copy }), notice.getByRole('link', { name: zh.service }), address]) {
    expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  await expect(address).toHaveCSS('font-size', '16px');
  await page.screenshot({ path: `${SHOTS}/upgrade-notice-zh-390.png` });

  await notice.getByRole('button', { name: zh.copy }).click();
  await expect(notice.getByRole('status')).toHaveText(zh.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  await expect.poll(async () => countOf(await turnedAway(page), major, 'BigInt'), { timeout: 10_000 }).toBe(before + 1);
  await page.goto('/admin/field');
  await page.getByLabel(field.token.label).fill(adminToken);
  await page.getByRole('button', { name: field.token.submit }).click();
  const row = page
    .getByTestId('field-turned-away')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: field.turnedAway.engines.chromium }) })
    .filter({ hasText: fillIn(field.turnedAway.reasons.missing, { feature: 'BigInt' }) });
  await expect(row.getByRole('cell').first()).toHaveText(String(major));
  await page.screenshot({ path: `${SHOTS}/upgrade-admin-field-390.png`, fullPage: true });
});

test('an engine without ES modules is shown the notice in the language the member chose, and may switch it', async ({ page }) => {
  await page.addInitScript((key) => {
    localStorage.setItem(key, 'en');
    delete (HTMLScriptElement.prototype as { noModule?: boolean }).noModule;
  }, LANGUAGE_STORAGE_KEY);
  await page.goto('/#/');
  const major = await majorOf(page);
  await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/upgrade-notice-en-390.png` });
  await expect.poll(async () => countOf(await turnedAway(page), major, 'modules'), { timeout: 10_000 }).toBeGreaterThan(0);
  await page.getByRole('button', { name: common.languageName }).click();
  await expect(page.getByRole('heading', { level: 1, name: zh.title })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe('zh-CN');
});

test('a modern engine never sees it, however long after the load', async ({ page }) => {
  // The page's own clock: the gate's margin is a timer set at the load (vite/gate/gate.js), carried past here.
  await page.clock.install();
  await page.goto('/#/');
  await page.waitForLoadState('load');
  await page.clock.fastForward(START_MARGIN_MS + 1000);
  await expect(page.locator('#root')).toBeVisible();
  await expect(page.locator('.upgrade')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-upgrade'))).toBe(false);
});
