// A player's walk through the site at 390×844 (issue 14): the game page's top-up, a bad room link, the chat's status
// pill, the wallet's segment after the transfer page, unread announcements, and screenshots of each to look at.
// Members are logged in by their token; what the app waits on (a reconnection, a transition, the picker's slide) is
// awaited or run on the page's clock, never a pause.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import common from '../../locales/zh-CN/common.json' with { type: 'json' };
import games from '../../locales/zh-CN/games.json' with { type: 'json' };
import lottery from '../../locales/zh-CN/lottery.json' with { type: 'json' };
import memberWords from '../../locales/zh-CN/member.json' with { type: 'json' };
import nav from '../../locales/zh-CN/nav.json' with { type: 'json' };
import renderers from '../../locales/zh-CN/renderers.json' with { type: 'json' };
import wallet from '../../locales/zh-CN/wallet.json' with { type: 'json' };
import { PLATFORMS } from '../../server/seed';
import { lotteryMsg } from '../../server/features/lottery/messages';
import { backoffMs } from '../../src/features/lottery/socket/roomSocket';
import { vipProgressLine } from '../shared/words';
import { screens } from '../../screens.config';
import { admin, createMember, hashOf } from './support';

test.describe.configure({ timeout: 60_000 });
const FIRST = { timeout: 15_000 };
/** The wallet's route, as the registry has it. */
const MONEY = screens.find((s) => s.titleKey === 'nav:titles.money')!.path;
/** The seeded live-dealer venue (hqzr). */
const LIVE = PLATFORMS.find((platform) => platform.name === 'hqzr')!.title;
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/walk-${name}.png` });

type WatchedSockets = { __sockets: WebSocket[] };
/** How many sockets the page has opened, and how many of them are not closed yet. */
const socketsOf = (page: Page) =>
  page.evaluate(() => {
    const all = (window as unknown as WatchedSockets).__sockets;
    return { opened: all.length, open: all.filter((socket) => socket.readyState !== WebSocket.CLOSED).length };
  });

/** Waits until the element has stopped moving (its box the same two frames on): an animation driven by script has ended. */
async function restsIn(page: Page, selector: string) {
  const box = () => page.locator(selector).evaluate((el) => JSON.stringify(el.getBoundingClientRect()));
  await expect
    .poll(async () => {
      const before = await box();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      return before === (await box());
    })
    .toBe(true);
}

async function member(page: Page, request: APIRequestContext, yuan = 0) {
  const who = await createMember(request);
  if (yuan) await admin(request, '/admin/credit', { username: who.name, amount: String(yuan) });
  await page.addInitScript((t) => localStorage.setItem('app.token', t), who.token);
  return who;
}

test('an empty venue wallet: the game page offers the move, then the game starts with the money in it', async ({ page, request }) => {
  await member(page, request, 1305);
  await page.goto(`/#/gamePage?name=${encodeURIComponent(LIVE)}&type=realbet&code=hqzr`);
  await expect(page.getByRole('heading', { name: games.topUp.title })).toBeVisible(FIRST);
  await shot(page, 'game-topup');
  await page.getByRole('button', { name: games.topUp.all }).click();
  await page.getByRole('button', { name: games.topUp.moveAndPlay }).click();
  const game = page.frameLocator('iframe');
  await expect(game.locator('#title')).toHaveText(LIVE, FIRST);
  await shot(page, 'game-started');
});

test('a bad room link says so once and leads back to the list', async ({ page, request }) => {
  // Every socket the page opens, to see that a refused one is not asked again.
  await page.addInitScript(() => {
    const opened: WebSocket[] = ((window as unknown as WatchedSockets).__sockets = []);
    window.WebSocket = class extends window.WebSocket {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        opened.push(this);
      }
    };
  });
  // The page's own clock: the socket's reconnection timer is run on, not waited for.
  await page.clock.install();
  await member(page, request);
  await page.goto('/#/lottery?room_id=999');
  await expect(page.getByRole('button', { name: lottery.room.backToList })).toBeVisible(FIRST);
  await expect.poll(async () => (await socketsOf(page)).open).toBe(0);
  const { opened } = await socketsOf(page);
  // Past the second reconnection's longest wait: a refused socket asking again would have opened another by now.
  await page.clock.runFor(backoffMs(1, () => 1));
  expect((await socketsOf(page)).opened).toBe(opened);
  await expect(page.getByText(lotteryMsg.roomNotFound)).toHaveCount(1);
  await expect(page.getByText(renderers.loadFailed.title)).toHaveCount(0);
  await shot(page, 'room-missing');
  await page.getByRole('button', { name: lottery.room.backToList }).click();
  await expect.poll(() => hashOf(page)).toBe('#/lottery');
});

test('the chat\'s connection pill sits in the status bar, never over the messages', async ({ page, request }) => {
  await member(page, request);
  await page.goto('/#/lottery?room_id=1');
  const pill = page.getByRole('status').filter({ hasText: lottery.socket.open });
  await expect(pill).toBeVisible(FIRST);
  const pillBox = (await pill.boundingBox())!;
  const chatBox = (await page.locator('.lottery-chat').boundingBox())!;
  expect(pillBox.y + pillBox.height).toBeLessThanOrEqual(chatBox.y + 0.5);
  await shot(page, 'room-pill');
});

test('arriving at the wallet from the transfer page, the selected segment reads white on the brand colour', async ({ page, request }) => {
  await member(page, request);
  await page.goto('/#/transfer');
  await expect(page.getByRole('heading', { name: nav.titles.transfer }).or(page.locator('.wallet-topbar h1'))).toBeVisible(FIRST);
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${MONEY}`);
  const selected = page.getByRole('tablist', { name: wallet.money.views.label }).getByRole('tab', { selected: true });
  await expect(selected).toHaveAccessibleName(wallet.money.views.venues, FIRST);
  // the selection's colour transition, to its end
  await selected.evaluate((el) => Promise.all(el.parentElement!.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  const colours = await selected.evaluate((el) => {
    const style = getComputedStyle(el);
    return { text: style.color, background: style.backgroundColor, surface: getComputedStyle(el.parentElement!).backgroundColor };
  });
  expect(colours.text).toBe('rgb(255, 255, 255)');
  expect(colours.background).not.toBe('rgb(255, 255, 255)');
  expect(colours.background).not.toBe(colours.surface);
  await shot(page, 'money-from-transfer');
});

test('unread announcements badge the hall\'s notice bar; a visitor reads them without logging in', async ({ page }) => {
  await page.goto('/#/');
  const bar = page.locator('.hall-notice');
  await expect(bar.locator('.app-badge')).toBeVisible(FIRST);
  await shot(page, 'hall-badge');
  await bar.click();
  await expect.poll(() => hashOf(page)).toBe('#/message');
  await expect(page.locator('.content-notice').first()).toBeVisible(FIRST);
  await shot(page, 'visitor-notices');
  await page.goto('/#/');
  await expect(page.locator('.hall-notice')).toBeVisible(FIRST);
  await expect(page.locator('.hall-notice .app-badge')).toHaveCount(0);
});

test('screens a member looks at: hall VIP figure, /mine, withdrawal turnover, birthday wheel', async ({ page, request }) => {
  await member(page, request, 500);
  await page.goto('/#/');
  await expect(page.getByText(vipProgressLine(common.vipProgress, 'current', 1, 0))).toBeVisible(FIRST);
  await shot(page, 'hall-member');
  await page.goto('/#/mine');
  await expect(page.locator('.member-vip-next')).toBeVisible(FIRST);
  await shot(page, 'mine');
  await page.goto('/#/withdrawal');
  await expect(page.locator('.wallet-turnover')).toBeVisible(FIRST);
  await shot(page, 'withdrawal');
  await page.goto('/#/userInfo');
  await page.getByLabel(memberWords.profileForm.birthday).click();
  await expect(page.locator('.adm-picker')).toBeVisible(FIRST);
  await restsIn(page, '.adm-picker');
  await shot(page, 'birthday-wheel');
});
