// Lottery rooms against the real server: two members chatting and betting in one room, the draw settling the bet,
// the panel closing at the cut-off, and the room reconnecting by itself after the server drops every socket.
// Serial: a draw or a socket drop touches every room, so these tests take turns. The period length comes from the
// server's LOTTERY_PERIOD_SECONDS (60 s for the pc28 rooms by default); the waits below follow the room's own numbers.
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { baseURL, phone as phoneOptions } from '../../playwright.config';
import lottery from '../../locales/zh-CN/lottery.json' with { type: 'json' };
import records from '../../locales/zh-CN/records.json' with { type: 'json' };
import { lotteryMsg } from '../../server/features/lottery/messages';
import { containing, fillIn } from '../shared/words';
import { admin, createMember, toastWith } from './support';

const { room: roomWords, bet } = lottery;

test.describe.configure({ mode: 'serial' });

interface RoomState {
  ftime: number;
  lottery: { nowdata: { timeout: number; nextexpect: string } };
}

/** A member with `yuan` in the central wallet, and their session token. */
async function richMember(request: APIRequestContext, yuan = '1000') {
  const member = await createMember(request);
  await admin(request, '/admin/credit', { username: member.name, amount: yuan });
  const login = await (await request.post('/api/login_pc', { data: { name: member.name, password: member.password } })).json();
  return { ...member, token: login.data.api_token as string };
}

async function roomState(request: APIRequestContext, roomId: number, token: string): Promise<RoomState> {
  const answer = await (await request.get(`/api/lotteryRoom?room_id=${roomId}`, { headers: { authorization: `Bearer ${token}` } })).json();
  return answer.data as RoomState;
}

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

/** A phone of its own (one member each), already logged in. */
async function phone(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...phoneOptions });
  contexts.push(context);
  await context.addInitScript((t) => localStorage.setItem('app.token', t), token);
  return context.newPage();
}

async function enterRoom(page: Page, roomId: number) {
  await page.goto(`/#/lottery?room_id=${roomId}`);
  await expect(page.getByRole('status').filter({ hasText: lottery.socket.open })).toBeVisible({ timeout: 10_000 });
}

async function say(page: Page, text: string) {
  await page.getByPlaceholder(lottery.chat.placeholder).fill(text);
  await page.getByRole('button', { name: lottery.chat.send }).click();
}

async function balanceInPanel(page: Page) {
  await page.getByRole('button', { name: bet.open, exact: true }).click();
  const text = await page.getByTestId('bet-balance').textContent();
  // The room closes the panel itself when betting closes (a draw's turn of the period may come just then), so the
  // close button may be gone before it is tapped: either way the panel must end hidden.
  await page
    .locator('.lottery-bet-close')
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(page.locator('.lottery-bet-panel')).toBeHidden();
  return text;
}

test('two members in one room: chat within a second, a bet shown as an order card, the draw settling it', async ({ browser, request }) => {
  test.setTimeout(60_000);
  const alice = await richMember(request);
  const bob = await richMember(request);
  const a = await phone(browser, alice.token);
  const b = await phone(browser, bob.token);
  await enterRoom(a, 1);
  await enterRoom(b, 1);

  const hello = `大家好 ${Date.now().toString(36)}`;
  await say(a, hello);
  await expect(b.getByText(hello)).toBeVisible({ timeout: 1_000 });
  await expect(a.locator('.lottery-chat-mine', { hasText: hello })).toBeVisible();
  await expect(b.locator('.lottery-chat-line:not(.lottery-chat-mine)', { hasText: hello })).toBeVisible();

  // Big and small: one of them always wins 10 × 1.90. A fresh, fully open period for the bet and its checks (made
  // here, not at the start: on a slow machine the phones and the chat above take much of a period).
  await admin(request, '/admin/lottery/draw', { room_id: 1 });
  const expectBet = (await roomState(request, 1, alice.token)).lottery.nowdata.nextexpect;
  expect(await balanceInPanel(a)).toContain('1000.00');
  await a.getByRole('button', { name: bet.open, exact: true }).click();
  await a.getByRole('button', { name: '大 1.90' }).click();
  await a.getByRole('button', { name: '小 1.90' }).click();
  await expect(a.getByTestId('bet-total')).toHaveText('20.00');
  await a.getByRole('button', { name: bet.submit }).click();
  await expect(toastWith(a, lotteryMsg.betPlaced)).toBeVisible();
  for (const page of [a, b]) {
    await expect(page.locator('.lottery-order-card', { hasText: fillIn(roomWords.period, { expect: expectBet }) })).toContainText(fillIn(lottery.order.total, { total: '20.00' }));
  }
  expect(await balanceInPanel(a)).toContain('980.00');

  const drawn = (await admin(request, '/admin/lottery/draw', { room_id: 1 })) as { expect: string; numbers: number[] };
  expect(drawn.expect).toBe(expectBet);
  const sum = drawn.numbers.reduce((x, y) => x + y, 0);
  await expect(a.getByTestId('last-expect')).toHaveText(fillIn(roomWords.lastResult, { expect: expectBet }));
  await expect(a.locator('.lottery-status-last [data-sum]')).toHaveText(String(sum));
  await a.getByRole('button', { name: roomWords.history }).click();
  await expect(a.locator(`.lottery-history-row[data-expect="${expectBet}"]`)).toContainText(`=${sum}`);
  await a.getByRole('button', { name: roomWords.history }).click();
  await expect(b.getByText(fillIn(lottery.notice.result, { expect: expectBet }))).toBeVisible();
  await expect.poll(() => balanceInPanel(a)).toContain('999.00');

  // The two bets, settled, in the member's bet records.
  await a.goto('/#/betRecord');
  const rows = a.locator('.records-row', { hasText: expectBet });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: records.bets.status['1'] })).toHaveCount(2);
  await expect(rows.filter({ hasText: '+9.00' })).toHaveCount(1);
  await expect(rows.filter({ hasText: '-10.00' })).toHaveCount(1);
});

test('the panel closes at the cut-off: betting closed, then drawing, then the next period', async ({ page, request }) => {
  const member = await richMember(request, '10');
  await page.addInitScript((t) => localStorage.setItem('app.token', t), member.token);
  await enterRoom(page, 3);
  // A fresh period once the page is in the room: its cut-off a whole open window away, never one about to close.
  const period = page.locator('.lottery-status-period');
  const entered = await period.textContent();
  await admin(request, '/admin/lottery/draw', { room_id: 3 });
  await expect(period).not.toHaveText(entered ?? '');
  const room = await roomState(request, 3, member.token);
  test.setTimeout((room.lottery.nowdata.timeout + 30) * 1000);
  await expect(page.getByRole('timer')).toHaveText(containing(roomWords.closeIn));
  await page.getByRole('button', { name: bet.open, exact: true }).click();
  await expect(page.getByRole('button', { name: bet.submit })).toBeVisible();

  // The cut-off in the server's own time: a faked page clock cannot bring it, since the room follows the server (a
  // reconnect or a notice fetches it again, open as the server still has it).
  await expect(page.getByRole('timer')).toHaveText(roomWords.closing, { timeout: (room.lottery.nowdata.timeout + 5) * 1000 });
  await expect(page.locator('.lottery-bet-panel')).toBeHidden();
  await expect(page.locator('.lottery-bet-button')).toHaveText(bet.closed);
  await expect(page.locator('.lottery-bet-button')).toBeDisabled();
  await expect(page.locator('.lottery-phase')).toHaveText(roomWords.bettingClosed);
  // Then the draw, made by the operator now rather than waited for (the rest of the closed period adds nothing; the
  // component tests walk every phase on a fake clock): the room is fetched again and the next period opens.
  const closedPeriod = await period.textContent();
  await admin(request, '/admin/lottery/draw', { room_id: 3 });
  await expect(period).not.toHaveText(closedPeriod ?? '');
  await expect(page.getByRole('timer')).toHaveText(containing(roomWords.closeIn));
  await expect(page.getByRole('button', { name: bet.open, exact: true })).toBeEnabled();
});

test('after the server drops every socket the room reconnects by itself and chat works again', async ({ browser, request }) => {
  const alice = await richMember(request, '1');
  const bob = await richMember(request, '1');
  const a = await phone(browser, alice.token);
  const b = await phone(browser, bob.token);
  await enterRoom(a, 2);
  await enterRoom(b, 2);
  // Remember every state the socket goes through.
  await a.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { socketStates: string[] }).socketStates = seen;
    const status = document.querySelector('.lottery-socket')!;
    new MutationObserver(() => seen.push(status.getAttribute('data-state') ?? '')).observe(status, { attributes: true });
  });
  const sockets: string[] = [];
  a.on('websocket', (ws) => sockets.push(ws.url()));
  let reloads = 0;
  a.on('load', () => (reloads += 1));

  const dropped = (await admin(request, '/admin/sockets/drop', {})) as { dropped: number };
  expect(dropped.dropped).toBeGreaterThanOrEqual(2);
  await expect.poll(() => a.evaluate(() => (window as unknown as { socketStates: string[] }).socketStates)).toContain('reconnecting');
  await expect(a.getByRole('status').filter({ hasText: lottery.socket.open })).toBeVisible({ timeout: 10_000 });
  await expect(b.getByRole('status').filter({ hasText: lottery.socket.open })).toBeVisible({ timeout: 10_000 });
  expect(sockets).toHaveLength(1); // one new socket, made by the room itself
  expect(reloads).toBe(0);

  const again = `又见面了 ${Date.now().toString(36)}`;
  await say(a, again);
  await expect(b.getByText(again)).toBeVisible({ timeout: 1_000 });
  const back = `收到 ${Date.now().toString(36)}`;
  await say(b, back);
  await expect(a.getByText(back)).toBeVisible({ timeout: 1_000 });
});

test('screenshots: the room list and both room types', async ({ browser, request }) => {
  const member = await richMember(request);
  const page = await phone(browser, member.token);
  await page.goto('/#/lottery?name=pc28');
  await expect(page.getByText('新手房')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/lottery-rooms.png' });

  await enterRoom(page, 1);
  await say(page, '今天手气不错，跟我一起投！');
  await page.screenshot({ path: 'test-results/screenshots/lottery-room-pc28.png' });

  await enterRoom(page, 4);
  await page.screenshot({ path: 'test-results/screenshots/lottery-room-lhc.png' });
  const open = await roomState(request, 4, member.token);
  if (open.lottery.nowdata.timeout > open.ftime + 3) {
    await page.getByRole('button', { name: bet.open, exact: true }).click();
    await page.getByRole('button', { name: '07' }).click();
    await page.getByRole('button', { name: '49' }).click();
    await page.screenshot({ path: 'test-results/screenshots/lottery-bet-lhc.png' });
  }
});
