// The hall's first paint (issue 15): while every API answer is held, the hall shows its skeleton in its frame, and
// each placeholder stands exactly where its part then arrives, for a visitor and for a member (no layout shift). And
// loaded as a player's phone loads it, answers arriving one by one, the browser records no layout shift at all.
import { expect, test, type Page } from '@playwright/test';
import common from '../../locales/zh-CN/common.json' with { type: 'json' };
import { tabs } from '../../screens.config';
import { createMember } from './support';

const HALL = tabs.find((tab) => tab.key === 'hall')!.path;
/** Each part of the hall, inside the skeleton and inside the hall. */
const PARTS = ['.hall-download', '.hall-banner', '.hall-notice', '.hall-wallet', '.hall-games', '.hall-sidebar > :first-child', '.hall-tiles > :nth-child(1)', '.hall-tiles > :nth-child(4)'];

type Box = { x: number; y: number; width: number; height: number };

async function boxesIn(page: Page, root: string): Promise<Record<string, Box | null>> {
  const entries = await Promise.all(PARTS.map(async (part) => [part, await page.locator(`${root} ${part}`).first().boundingBox()] as const));
  return Object.fromEntries(entries);
}

/** Holds the calls `pattern` matches until the returned function is called. */
async function hold(page: Page, pattern: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const who of ['visitor', 'member'] as const) {
  test(`a ${who}'s hall paints its skeleton first, each placeholder where its part arrives`, async ({ page, request }) => {
    if (who === 'member') {
      const member = await createMember(request);
      await page.addInitScript((t) => localStorage.setItem('app.token', t), member.token);
    }
    const release = await hold(page, '**/api/**');
    await page.goto(`/#${HALL}`);
    const skeleton = page.getByRole('status', { name: common.loading });
    await expect(skeleton).toBeVisible();
    await expect(page.locator('.app-spinner')).toHaveCount(0);
    const before = await boxesIn(page, '.hall-first-paint');
    await page.screenshot({ path: `test-results/screenshots/hall-first-paint-${who}.png` });

    release();
    await expect(skeleton).toHaveCount(0, { timeout: 15_000 });
    await expect(page.locator('.hall-banner-slide img').first()).toBeVisible();
    await expect(page.locator('.hall-tiles > .hall-tile:not(.hall-skeleton)').nth(3)).toBeVisible();
    const after = await boxesIn(page, '.hall');
    for (const part of PARTS) {
      expect(before[part], `${part} in the skeleton`).not.toBeNull();
      expect(after[part], `${part} in the hall`).not.toBeNull();
      for (const side of ['x', 'y', 'width', 'height'] as const) {
        expect(Math.abs(before[part]![side] - after[part]![side]), `${part} ${side}: ${before[part]![side]} then ${after[part]![side]}`).toBeLessThan(1);
      }
    }
    await page.screenshot({ path: `test-results/screenshots/hall-first-paint-${who}-after.png` });
  });
}

test('the hall loads without a single layout shift as its answers arrive one by one', async ({ page }) => {
  // The browser's own account, from the splash on: what Lighthouse's CLS adds up.
  await page.addInitScript(() => {
    const shifts: string[] = ((window as unknown as { __shifts: string[] }).__shifts = []);
    type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    // Each moved box as the browser names it, with where it was and went; none named: a pseudo-element or a box of
    // the layout's own, which the browser does not attribute.
    const source = (s: Source) => `${(s.node as Element | undefined)?.className ?? '(removed)'} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: Source[] })[]) {
        shifts.push(`${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${entry.sources.map(source).join('; ') || '(no box named)'}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The order a slow network gives: the frame paints before the settings, the notices before their unread count.
  const settings = await hold(page, '**/api/app');
  const unread = await hold(page, '**/api/noticeList**');
  await page.goto(`/#${HALL}`);
  await expect(page.getByRole('status', { name: common.loading })).toBeVisible();
  settings();
  await expect(page.locator('.hall-notice-track')).toBeVisible();
  unread();
  await expect(page.locator('.hall-notice .app-badge')).toBeVisible();
  await expect(page.locator('.hall-banner-slide img').first()).toBeVisible();
  // Every picture in sight has loaded (its size is known), and the browser has reported the frames since.
  await page.waitForFunction(() => [...document.images].every((img) => img.complete || img.getBoundingClientRect().top >= innerHeight));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))));
  // What used to move: the notice track when the unread badge narrowed its window, the title when the settings came.
  expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
});
