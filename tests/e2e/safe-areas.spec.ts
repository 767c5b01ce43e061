// Notches and home indicators (issue 52): with an iPhone's safe-area insets emulated (Chromium's
// Emulation.setSafeAreaInsetsOverride: what env(safe-area-inset-*) reads, as in Safari and as an installed app), the
// header, the tab bar, a fixed bar's button, the lottery room's chat box and bet panel, a toast and the offline bar are
// drawn clear of the inset zones, in portrait and in landscape, and what is laid out under the header (taller by the
// notch) allows for it. The screens are reached inside the app, one document throughout. Pictures of each pose go to
// screenshots/safe-*.png with the inset zones tinted, for a human look.
import { expect, test, type Page } from '@playwright/test';
import common from '../../locales/zh-CN/common.json' with { type: 'json' };
import lottery from '../../locales/zh-CN/lottery.json' with { type: 'json' };
import nav from '../../locales/zh-CN/nav.json' with { type: 'json' };
import { admin, createMember, toastWith } from './support';

type Insets = { top: number; right: number; bottom: number; left: number };
interface Pose {
  name: string;
  size: { width: number; height: number };
  insets: Insets;
  /** Its pictures are taken (the e2e phone's own size, upright and turned). */
  shots: boolean;
}

/**
 * An iPhone 14's insets, the e2e phone's size: the notch and the home indicator upright; turned, the notch at a side
 * and a shorter indicator. Turned, its 844px centre the app's 750px column just clear of the notch, so an iPhone X's
 * (812px, 44px insets: the column alone would reach 13px into them) is checked too.
 */
const POSES: Pose[] = [
  { name: 'portrait', size: { width: 390, height: 844 }, insets: { top: 47, right: 0, bottom: 34, left: 0 }, shots: true },
  { name: 'landscape', size: { width: 844, height: 390 }, insets: { top: 0, right: 47, bottom: 21, left: 47 }, shots: true },
  { name: 'narrow-landscape', size: { width: 812, height: 375 }, insets: { top: 0, right: 44, bottom: 21, left: 44 }, shots: false },
];
/** The lottery room betted in: its lottery (mark six) is drawn by no other test, so a draw here disturbs none. */
const ROOM = 4;
const SHOTS = `${process.env.E2E_OUTPUT ?? 'test-results/e2e'}/screenshots`;

/**
 * The boxes of `selector` that reach into an inset zone, described (empty when all are clear). `sides: 'x'` checks the
 * left and right only: for rows inside a scrolled box, whose tops and bottoms the box clips.
 */
function inZones(page: Page, selector: string, insets: Insets, sides: 'all' | 'x'): Promise<string[]> {
  return page.locator(selector).evaluateAll(
    (elements, [zones, xOnly]) => {
      const { innerWidth: width, innerHeight: height } = window;
      return elements.flatMap((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return [];
        const clear =
          box.left >= zones.left - 0.5 &&
          box.right <= width - zones.right + 0.5 &&
          (xOnly || (box.top >= zones.top - 0.5 && box.bottom <= height - zones.bottom + 0.5));
        const name = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 12)}"`;
        return clear ? [] : [`${name} at ${[box.left, box.top, box.right, box.bottom].map(Math.round).join(',')}`];
      });
    },
    [insets, sides === 'x'] as const,
  );
}

/** A picture of the screen with the inset zones tinted (a frame drawn over the page for the picture only). */
async function shot(page: Page, name: string, insets: Insets) {
  await page.evaluate((zones) => {
    const frame = document.createElement('div');
    frame.id = 'e2e-inset-zones';
    frame.style.cssText = `position:fixed;inset:0;z-index:2147483647;pointer-events:none;box-sizing:border-box;border:solid rgba(255,0,80,0.35);border-width:${zones.top}px ${zones.right}px ${zones.bottom}px ${zones.left}px`;
    document.body.append(frame);
  }, insets);
  await page.screenshot({ path: `${SHOTS}/safe-${name}.png` });
  await page.evaluate(() => document.getElementById('e2e-inset-zones')?.remove());
}

test('the bars, a fixed button, the room, a toast and the offline bar stay clear of the notch and the home indicator', async ({ page, request, context }) => {
  const member = await createMember(request);
  await page.addInitScript((token) => localStorage.setItem('app.token', token), member.token);
  const cdp = await context.newCDPSession(page);
  const pose = async ({ size, insets }: Pose) => {
    await page.setViewportSize(size);
    await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets });
  };
  /**
   * On the screen shown, in each pose: once `selector` shows, every box of it is clear (a sheet slides in, a toast
   * fades in: awaited); the screen's picture is taken after its last check (`shotName`), in the poses that take them.
   */
  const clearIn = async (checks: [what: string, selector: string, sides?: 'all' | 'x'][], shotName?: string, before?: () => Promise<unknown>) => {
    for (const each of POSES) {
      await pose(each);
      await before?.();
      for (const [what, selector, sides = 'all'] of checks) {
        await expect(page.locator(selector).first(), what).toBeVisible();
        await expect.poll(() => inZones(page, selector, each.insets, sides), { message: `${what} in an inset zone (${each.name})` }).toEqual([]);
      }
      if (shotName && each.shots) await shot(page, `${each.name}-${shotName}`, each.insets);
    }
  };

  await pose(POSES[0]!);
  await page.goto('/#/');
  await expect(page.locator('.hall-notice')).toBeVisible({ timeout: 15_000 });
  // The hall: its header, the tab bar.
  await clearIn([['the header', '.app-header-title'], ['the tab bar', '.app-tab']], 'hall');

  // The header is taller by the notch: the bars that stick under it stick at its foot, and a frame page ends above the
  // tab bar.
  await pose(POSES[0]!);
  for (const [path, bar] of [['/activity', '.activity-tabs'], ['/concise', '.games-tabs'], ['/betRecord', '.list-filter-bar']] as const) {
    await page.goto(`/#${path}`);
    await expect(page.locator(bar).first()).toBeVisible();
    const [sticksAt, headerFoot] = await page.evaluate(
      (selector) => [parseFloat(getComputedStyle(document.querySelector(selector)!).top), document.querySelector('.app-header')!.getBoundingClientRect().bottom],
      bar,
    );
    expect(sticksAt, `${path}: ${bar} sticks at the header's foot`).toBeCloseTo(headerFoot, 0);
  }
  await page.goto('/#/home');
  await expect(page.locator('.frame-page')).toBeVisible();
  const frameFoot = await page.locator('.frame-page').evaluate((frame) => frame.getBoundingClientRect().bottom);
  const tabBarTop = await page.locator('.app-tabbar').evaluate((bar) => bar.getBoundingClientRect().top);
  expect(frameFoot, '/home: the frame ends above the tab bar').toBeLessThanOrEqual(tabBarTop + 0.5);

  // A promotion: its apply button, fixed at the bottom, and the banner's back arrow (no header above it).
  await page.goto('/#/activityInfo?id=1');
  await clearIn([['the apply button', '.activity-apply-bar .adm-button'], ["the banner's back arrow", '.activity-detail-back']], 'fixed-button');

  // The lottery room: the header's back arrow and the chat box; then the bet panel, in a period just opened.
  await page.goto(`/#/lottery?room_id=${ROOM}`);
  await expect(page.getByRole('status').filter({ hasText: lottery.socket.open })).toBeVisible({ timeout: 10_000 });
  await clearIn([["the room's back arrow", '.app-header-back'], ['the chat box', '.lottery-composer > *']]);
  await admin(request, '/admin/lottery/draw', { room_id: ROOM });
  await page.getByRole('button', { name: lottery.bet.open, exact: true }).click();
  await clearIn(
    [
      ["the bet panel's head", '.lottery-bet-head > *'],
      ["the bet panel's plays", '.lottery-bet-body > *', 'x'],
      ["the bet panel's stake and button", '.lottery-bet-foot :is(button, input, .lottery-bet-row > span)'],
    ],
    'bet-panel',
  );
  await page.locator('.lottery-bet-close').click();
  await expect(page.locator('.lottery-bet-panel')).toBeHidden();

  // The personal centre has no header: its hero's buttons are the top of the page. Then a toast: tapping the tab it is
  // on says so (tapped in each pose: a toast lasts 2 s).
  await page.goto('/#/mine');
  await clearIn([['the tab bar on /mine', '.app-tab'], ["the personal centre's top buttons", '.member-hero-tools > *']], 'mine');
  await clearIn([['a toast', '.adm-toast-main']], undefined, async () => {
    await page.locator('.app-tab', { hasText: nav.tabs.mine }).click();
    await expect(toastWith(page, common.alreadyHere)).toBeVisible();
  });

  // Offline: the bar over the top of the page.
  await context.setOffline(true);
  await clearIn([['the offline bar', '.app-status-offline > *']]);
  await context.setOffline(false);
  await expect(page.locator('.app-status-offline')).toBeHidden();
});
