// The wallet's forms when part of them comes last (a slow network) do not jump (each such jump is what Lighthouse's
// layout shift adds up): on /transfer and /withdrawal the venue grid's skeleton holds the collapsed grid's place, so
// the recall button and the form under it stay put when the venues arrive (a back end with few venues too, once the
// device has seen them: the Laravel one's three made a first visit's form jump up by two rows); /withdrawal's turnover
// note keeps its line; on /recharge the receiving account's rows are there, each value a bar, before the account
// arrives.
import { expect, test, type Page } from '@playwright/test';
import { createMember } from './support';

/** Holds `call`'s answers until the returned function is called: the placeholder is seen however slow the machine. */
async function holdAnswers(page: Page, call: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/${call}`, async (answer) => {
    await released;
    await answer.continue();
  });
  return release;
}

const BELOW_THE_GRID = ['wallet-recall', 'wallet-form'];

/** From the page's start: the class names of each element a layout shift moves (movedBelow reads them). */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const moved: string[] = ((window as unknown as { __moved: string[] }).__moved = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
        for (const source of entry.sources) moved.push(`${(source.node as Element | undefined)?.className ?? ''}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

for (const route of ['/transfer', '/withdrawal']) {
  test(`${route}: the form stays put when the venues arrive`, async ({ page, request }) => {
    test.setTimeout(60_000);
    const { token } = await createMember(request);
    await page.addInitScript((value) => localStorage.setItem('app.token', value), token);
    await watchShifts(page);
    const release = await holdAnswers(page, 'balancelist');
    await page.goto(`/#${route}`);
    await expect(page.locator('.wallet-venues-skeleton')).toBeVisible({ timeout: 30_000 });
    release();
    await expect(page.locator('.wallet-venues')).toBeVisible({ timeout: 10_000 });
    expect(await movedBelow(page, BELOW_THE_GRID)).toEqual([]);
  });
}

/** The class names of what moved, among those of `watched`, once the shifts of the next frames are in. */
async function movedBelow(page: Page, watched: string[]): Promise<string[]> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))));
  const moved = await page.evaluate(() => (window as unknown as { __moved: string[] }).__moved);
  return moved.filter((className) => watched.some((c) => className.split(' ').includes(c)));
}

test('/withdrawal on a back end of three venues, opened again after its kept answers went: neither the form nor the turnover moves', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { token } = await createMember(request);
  await page.addInitScript((value) => localStorage.setItem('app.token', value), token);
  await watchShifts(page);
  // Three venues, one row of the grid, as the Laravel back end answered.
  let held: Promise<void> = Promise.resolve();
  await page.route('**/api/balancelist', async (route) => {
    await held;
    const answer = await route.fetch();
    const body = (await answer.json()) as { data: unknown[] };
    await route.fulfill({ response: answer, json: { ...body, data: body.data.slice(0, 3) } });
  });
  await page.goto('/#/withdrawal');
  await expect(page.locator('.wallet-venues li')).toHaveCount(3, { timeout: 30_000 });

  // An hour later (the kept answers gone), opened again, its venues and turnover answered after the screen is drawn.
  await page.evaluate(() => localStorage.removeItem('app.kept'));
  let release!: () => void;
  held = new Promise<void>((resolve) => (release = resolve));
  const releaseTurnover = await holdAnswers(page, 'getBetAmount');
  await page.reload();
  await expect(page.locator('.wallet-venues-skeleton')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.wallet-turnover-pending')).toBeVisible();
  release();
  releaseTurnover();
  await expect(page.locator('.wallet-venues')).toBeVisible({ timeout: 10_000 });
  await expect(page.locator('.wallet-turnover[role="status"]')).toBeVisible({ timeout: 10_000 });
  expect(await movedBelow(page, [...BELOW_THE_GRID, 'wallet-field'])).toEqual([]);
});

test('/recharge: the deposit form stays put when the receiving account arrives', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { token } = await createMember(request);
  await page.addInitScript((value) => localStorage.setItem('app.token', value), token);
  const release = await holdAnswers(page, 'getpaybank');
  await page.goto('/#/recharge');
  const account = page.locator('.wallet-account');
  const details = page.locator('.wallet-form > section.wallet-card').last();
  await expect(account).toHaveAttribute('aria-busy', 'true', { timeout: 30_000 });
  const before = await details.boundingBox();
  release();
  await expect(account).not.toHaveAttribute('aria-busy', 'true', { timeout: 10_000 });
  await expect(account.locator('dd span').first()).toBeVisible();
  const after = await details.boundingBox();
  expect(after!.y).toBe(before!.y);
});
