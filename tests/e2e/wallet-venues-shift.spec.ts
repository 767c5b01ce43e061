// The wallet's forms when part of them comes last (a slow network) do not jump (each such jump is what Lighthouse's
// layout shift adds up): on /transfer and /withdrawal the venue grid's skeleton holds the collapsed grid's place, so
// the recall button and the form under it stay put when the venues arrive; on /recharge the receiving account's rows
// are there, each value a bar, before the account arrives.
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

for (const route of ['/transfer', '/withdrawal']) {
  test(`${route}: the form stays put when the venues arrive`, async ({ page, request }) => {
    test.setTimeout(60_000);
    const { token } = await createMember(request);
    await page.addInitScript((value) => localStorage.setItem('app.token', value), token);
    await page.addInitScript(() => {
      const moved: string[] = ((window as unknown as { __moved: string[] }).__moved = []);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
          for (const source of entry.sources) moved.push(`${(source.node as Element | undefined)?.className ?? ''}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const release = await holdAnswers(page, 'balancelist');
    await page.goto(`/#${route}`);
    await expect(page.locator('.wallet-venues-skeleton')).toBeVisible({ timeout: 30_000 });
    release();
    await expect(page.locator('.wallet-venues')).toBeVisible({ timeout: 10_000 });
    // The shift, if any, is reported with the next frames.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))));
    const moved = await page.evaluate(() => (window as unknown as { __moved: string[] }).__moved);
    expect(moved.filter((className) => BELOW_THE_GRID.some((c) => className.split(' ').includes(c)))).toEqual([]);
  });
}

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
