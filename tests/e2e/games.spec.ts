// Game pages' frames against the real server: a slot game and the demo game run in them, the agent, service and
// download pages load in them, customer service answers inside its frame, and the service tab has one title bar.
// What the game pages draw around the frame (the slot lists, a visitor turned away, a game not found, maintenance) is
// checked below the browser (tests/component/games-on-server.test.tsx).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import common from '../../locales/zh-CN/common.json' with { type: 'json' };
import games from '../../locales/zh-CN/games.json' with { type: 'json' };
import hall from '../../locales/zh-CN/hall.json' with { type: 'json' };
import { PLATFORMS } from '../../server/seed';
import { SLOT_GAMES } from '../../server/features/content/seed';
import { admin, createMember, hashOf } from './support';

/** A seeded platform's title, by its code. */
const venue = (code: string) => PLATFORMS.find((platform) => platform.name === code)!.title;
/** A seeded slot game's name, by its code. */
const slot = (provider: string, code: string) => SLOT_GAMES[provider]!.find(([game]) => game === code)![1];

/** A fresh member, logged in by the token registering gave (put where the app keeps it). */
async function member(page: Page, request: APIRequestContext) {
  const who = await createMember(request);
  await page.addInitScript((token) => localStorage.setItem('app.token', token), who.token);
  return who;
}

test('a member\'s slot game opens in the frame', async ({ page, request }) => {
  await member(page, request);
  await page.goto('/#/concise?type=ae');
  await page.getByRole('button', { name: slot('ae', 'ae_koi') }).click();
  await expect.poll(() => hashOf(page)).toBe(`#/gamePage?name=${slot('ae', 'ae_koi')}&type=concise&code=ae&game=ae_koi`);
  await expect(page.frameLocator('iframe').locator('#title')).toHaveText(`${venue('ae')} · ${slot('ae', 'ae_koi')}`);
});

test('/gamePage shows the agent, service and download pages in its frame', async ({ page }) => {
  for (const [query, heading, inner] of [
    // The frames' pages are the reference server's demo pages (server/static/pages), not the front end's words.
    ['dailiD=1', games.agentLogin, '代理后台（演示）'],
    ['dailiD=2', games.service, '在线客服（演示）'],
    ['app=1', games.appDownload, '下载 App（演示）'],
  ] as const) {
    await page.goto(`/#/gamePage?${query}`);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await expect(page.frameLocator('iframe').getByText(inner)).toBeVisible();
  }
});

test('/kefu, /home and /iframepage show customer service in a frame, which answers', async ({ page }) => {
  for (const path of ['/kefu', '/home', '/iframepage']) {
    await page.goto(`/#${path}`);
    const frame = page.frameLocator('iframe');
    await frame.getByPlaceholder('请输入您的问题').fill('你好');
    await frame.getByRole('button', { name: '发送' }).click();
    await expect(frame.getByText('已收到您的消息'), path).toBeVisible();
  }
});

test('the service tab has one title bar: the app\'s, none inside the frame', async ({ page }) => {
  await page.goto('/#/home');
  await expect(page.locator('.app-header')).toHaveCount(1);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByText('在线客服（演示）')).toBeVisible();
  await expect(frame.locator('header, [role="banner"]')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screenshots/service-tab.png' });
});

test('with auto-transfer on, the launch moves the balance into the venue and the demo game bets from it', async ({ page, request }) => {
  const who = await member(page, request);
  await admin(request, '/admin/credit', { username: who.name, amount: '200' });
  const on = await request.post('/api/uptransferstatus', { data: { transferstatus: 1 }, headers: { authorization: `Bearer ${who.token}` } });
  expect((await on.json()).code).toBe(200);

  await page.goto('/#/');
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
