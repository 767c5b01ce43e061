// A list's drop-down filter bar loads its code on its own (renderers/list/ListScreen.tsx): until it arrives an empty
// bar of the same height holds its place, so neither the bar nor the rows move when it comes.
import { expect, test, type Route } from '@playwright/test';
import { screens } from '../../screens.config';
import { createMember } from './support';

// A member's list with a date filter in its bar (the rebate records).
const LIST = screens.find((s) => s.path === '/fanshui')!.path;

test("a list's filter bar keeps its place while its code loads", async ({ page, request }) => {
  const member = await createMember(request);
  await page.addInitScript((t) => localStorage.setItem('app.token', t), member.token);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/ListFilterBar-*.js', async (route: Route) => {
    await released;
    await route.continue();
  });

  await page.goto(`/#${LIST}`);
  const pending = page.locator('.list-filter-bar-pending');
  await expect(pending).toBeAttached();
  const body = page.locator('.list-screen-body');
  await expect(body).toBeVisible();
  // Read in one go: the empty bar is drawn again (as the loading bar's stand-in) when the bar's code is asked for.
  const boxOf = (selector: string) => page.evaluate((s) => {
    const box = document.querySelector(s)?.getBoundingClientRect();
    return box && { x: box.x, y: box.y, width: box.width, height: box.height };
  }, selector);
  const before = { bar: await boxOf('.list-filter-bar-pending'), body: await body.boundingBox() };

  release();
  const bar = page.locator('.adm-dropdown.list-filter-bar');
  await expect(bar).toBeVisible();
  await expect(pending).toHaveCount(0);
  const after = { bar: await boxOf('.adm-dropdown.list-filter-bar'), body: await body.boundingBox() };
  expect(after.bar).toEqual(before.bar);
  expect(after.body?.y).toBe(before.body?.y);
});

test("a list's filter bar is asked for once its first page is on screen, not beside it", async ({ page, request }) => {
  const member = await createMember(request);
  await page.addInitScript((t) => {
    localStorage.setItem('app.token', t);
    // The frame that paints the list's first page (its skeleton gone: rows, or the empty state), as frames report time.
    const w = window as unknown as { firstPageFrame?: number };
    new MutationObserver((_, observer) => {
      if (!document.querySelector('.list-screen-body') || document.querySelector('.list-screen-body .app-skeleton')) return;
      observer.disconnect();
      requestAnimationFrame((time) => (w.firstPageFrame = time));
    }).observe(document, { childList: true, subtree: true });
  }, member.token);

  await page.goto(`/#${LIST}`);
  await expect(page.locator('.adm-dropdown.list-filter-bar')).toBeVisible();
  const [frame, barAsked] = await page.evaluate(() => [
    (window as unknown as { firstPageFrame?: number }).firstPageFrame,
    performance.getEntriesByType('resource').find((entry) => /\/ListFilterBar-[^/]*\.js$/.test(entry.name))?.startTime,
  ]);
  expect(frame, 'the first page was painted').toBeDefined();
  expect(barAsked, "the bar's code was asked for").toBeDefined();
  expect(barAsked!).toBeGreaterThanOrEqual(frame!);
});
