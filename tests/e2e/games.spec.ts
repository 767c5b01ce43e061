// Game pages and frames against the real server: slot games by provider, a slot game's launch, the agent, service
// and download pages, and a visitor turned away from a game.
import { expect, test, type Page } from '@playwright/test';
import common from '../../locales/zh-CN/common.json' with { type: 'json' };
import errors from '../../locales/zh-CN/errors.json' with { type: 'json' };
import games from '../../locales/zh-CN/games.json' with { type: 'json' };
import hall from '../../locales/zh-CN/hall.json' with { type: 'json' };
import { PLATFORMS } from '../../server/seed';
import { contentMsg } from '../../server/features/content/messages';
import { SLOT_GAMES } from '../../server/features/content/seed';
import { admin, createMember, fillLogin, hashOf, toastWith } from './support';

/** A seeded platform's title, by its code. */
const venue = (code: string) => PLATFORMS.find((platform) => platform.name === code)!.title;
/** A provider's seeded slot games' names, in order. */
const slots = (provider: string) => SLOT_GAMES[provider]!.map(([, name]) => name);
/** A seeded slot game's name, by its code. */
const slot = (provider: string, code: string) => SLOT_GAMES[provider]!.find(([game]) => game === code)![1];

async function login(page: Page) {
  const member = await createMember(page.request);
  await page.goto('/#/login');
  await fillLogin(page, member.name, member.password);
  await expect.poll(() => hashOf(page)).toBe('#/');
  return member;
}

test('/concise lists each provider\'s slot games, obgdy first; a visitor\'s tap asks to log in', async ({ page }) => {
  await page.goto('/#/concise');
  await expect(page.locator('.adm-tabs-tab-active')).toHaveText(venue('obgdy'));
  await expect(page.locator('.games-slot span')).toHaveText(slots('obgdy'));
  await page.locator('.adm-tabs-tab', { hasText: venue('pp') }).click();
  await expect.poll(() => hashOf(page)).toBe('#/concise?type=pp');
  await expect(page.locator('.games-slot span').first()).toHaveText(slots('pp')[0]!);
  await page.getByRole('button', { name: slot('pp', 'pp_ice') }).click();
  await expect(toastWith(page, errors.loginRequired)).toBeVisible();
  expect(hashOf(page)).toBe('#/concise?type=pp');
});

test('a member opens a slot game from the hall through /concise', async ({ page }) => {
  await login(page);
  await page.getByRole('button', { name: venue('ae') }).click();
  await expect.poll(() => hashOf(page)).toBe('#/concise?type=ae');
  await page.getByRole('button', { name: slot('ae', 'ae_koi') }).click();
  await expect.poll(() => hashOf(page)).toBe(`#/gamePage?name=${slot('ae', 'ae_koi')}&type=concise&code=ae&game=ae_koi`);
  await expect(page.frameLocator('iframe').locator('#title')).toHaveText(`${venue('ae')} · ${slot('ae', 'ae_koi')}`);
});

test('a visitor opening a game page directly is told to log in and no game loads', async ({ page }) => {
  await page.goto('/#/gamePage?name=x&type=realbet&code=hqzr');
  await expect(toastWith(page, errors.loginRequired)).toBeVisible();
  await expect(page.getByRole('button', { name: games.goLogin })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('button', { name: games.goLogin }).click();
  await expect.poll(() => hashOf(page)).toBe('#/login?redirect=/gamePage?name=x&type=realbet&code=hqzr');
});

test('a game page whose address names no game says the game was not found, not the network, and leads back', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => void (new URL(request.url()).pathname === '/api/getGameUrl' && asked.push(request.url())));
  await login(page);
  await page.goto('/#/gamePage');
  await expect(page.getByText(games.notFound)).toBeVisible();
  await expect(page.getByText(games.notFoundHint)).toBeVisible();
  for (const wrong of [games.openFailed, games.openFailedHint, errors.network]) await expect(page.getByText(wrong)).toHaveCount(0);
  await expect(page.getByRole('button', { name: common.retry })).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(asked).toEqual([]);
  await page.screenshot({ path: `${process.env.E2E_OUTPUT ?? 'test-results/e2e'}/screenshots/game-not-found.png` });
  // Its own way back (beside the top bar's): to the screen before, here the hall the member logged in to.
  await page.locator('.adm-error-block', { hasText: games.notFound }).getByRole('button', { name: common.back }).click();
  await expect.poll(() => hashOf(page)).toBe('#/');
});

test('a platform under maintenance says so and offers the way back', async ({ page }) => {
  await login(page);
  await page.goto('/#/gamePage?name=x&type=realbet&code=xczr');
  await expect(toastWith(page, contentMsg.platformClosed)).toBeVisible();
  await expect(page.getByText(games.openFailed)).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
});

for (const [query, heading, inner] of [
  // The frames' pages are the reference server's demo pages (server/static/pages), not the front end's words.
  ['dailiD=1', games.agentLogin, '代理后台（演示）'],
  ['dailiD=2', games.service, '在线客服（演示）'],
  ['app=1', games.appDownload, '下载 App（演示）'],
] as const) {
  test(`/gamePage?${query} shows its local page in the frame`, async ({ page }) => {
    await page.goto(`/#/gamePage?${query}`);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await expect(page.frameLocator('iframe').getByText(inner)).toBeVisible();
  });
}

for (const path of ['/kefu', '/home', '/iframepage']) {
  test(`${path} shows customer service in a frame, which answers`, async ({ page }) => {
    await page.goto(`/#${path}`);
    const frame = page.frameLocator('iframe');
    await frame.getByPlaceholder('请输入您的问题').fill('你好');
    await frame.getByRole('button', { name: '发送' }).click();
    await expect(frame.getByText('已收到您的消息')).toBeVisible();
  });
}

test('the service tab has one title bar: the app\'s, none inside the frame', async ({ page }) => {
  await page.goto('/#/home');
  await expect(page.locator('.app-header')).toHaveCount(1);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByText('在线客服（演示）')).toBeVisible();
  await expect(frame.locator('header, [role="banner"]')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screenshots/service-tab.png' });
});

test('with auto-transfer on, the launch moves the balance into the venue and the demo game bets from it', async ({ page, request }) => {
  const member = await login(page);
  await admin(request, '/admin/credit', { username: member.name, amount: '200' });
  const token = await page.evaluate(() => localStorage.getItem('app.token'));
  const on = await request.post('/api/uptransferstatus', { data: { transferstatus: 1 }, headers: { authorization: `Bearer ${token}` } });
  expect((await on.json()).code).toBe(200);

  await page.getByRole('tab', { name: hall.categories.sport }).click();
  await page.getByRole('button', { name: venue('ldty') }).click();
  const game = page.frameLocator('iframe');
  await expect(game.locator('#platform')).toHaveText('真实投注 · LDTY');
  await expect(game.locator('#credits')).toHaveText('200.00');
  await game.getByRole('button', { name: '50', exact: true }).click();
  await game.getByRole('button', { name: '开始' }).click();
  await expect(game.locator('#result')).toHaveText(/恭喜！赢得 \d+\.\d{2} 元|未中奖，再试一次/);
  const after = Number(await game.locator('#credits').textContent());
  expect(after).not.toBe(200);
  expect((after * 100) % 1).toBe(0);

  // the venue wallet kept the result: a new launch (with nothing left to move) shows it
  await page.getByRole('button', { name: common.back }).click();
  await expect(page.getByTestId('hall-balance')).toHaveText('0.00');
  await page.getByRole('button', { name: venue('ldty') }).click();
  await expect(page.frameLocator('iframe').locator('#credits')).toHaveText(after.toFixed(2));
});
