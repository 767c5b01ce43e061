// Money end to end against the real server: deposits reviewed by the admin, transfers, a USDT withdrawal with its
// quote, one request per double tap, cards up to the limit, and the screens worth a look.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import common from '../../locales/zh-CN/common.json' with { type: 'json' };
import contract from '../../locales/zh-CN/contract.json' with { type: 'json' };
import records from '../../locales/zh-CN/records.json' with { type: 'json' };
import wallet from '../../locales/zh-CN/wallet.json' with { type: 'json' };
import { PLATFORMS } from '../../server/seed';
import { walletMsg } from '../../server/features/wallet/messages';
import { containing, fillIn, sentencePattern } from '../shared/words';
import { admin, antdWords, createMember, hashOf, toastWith } from './support';

const TRC20 = 'TpK1i4o72wKryrHYVisbYq8qEvVA38xLFn';
const { recharge, payInfo, transfer, withdraw, cards } = wallet;
/** A seeded venue's title (server/seed.ts), by its code. */
const venue = (code: string) => PLATFORMS.find((p) => p.name === code)!.title;
/** The picker wheel's confirm button: antd-mobile's own word, not one of ours. */
const pickerConfirm = antdWords.common.confirm;
/** The first look after a navigation waits for the screen's lazy chunk, which a busy machine serves slowly. */
const FIRST = { timeout: 15_000 };

// Each test walks a whole money flow (several screens, toasts, a 1.5 s redirect): more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

/** A fresh member with `yuan` credited (no turnover owed), logged in on `page`; answers name, password and token. */
async function member(page: Page, request: APIRequestContext, yuan = 0) {
  const who = await createMember(request);
  if (yuan) await admin(request, '/admin/credit', { username: who.name, amount: String(yuan) });
  const login = (await (await request.post('/api/login_pc', { data: { name: who.name, password: who.password } })).json()) as { data: { api_token: string } };
  const token = login.data.api_token;
  await page.addInitScript((t) => localStorage.setItem('app.token', t), token);
  return { ...who, token };
}

const api = async (request: APIRequestContext, token: string, path: string, data: unknown = {}) =>
  (await (await request.post(path, { data, headers: { authorization: `Bearer ${token}` } })).json()) as { code: number; message: string; data: never };

/**
 * Picks a picker wheel's row by its text. The row may sit outside the wheel's visible window, where a pointer can't reach
 * it (the wheel's drag gesture owns the pointer there): its own click handler is what a tap on a visible row runs.
 */
const pickWheel = (page: Page, text: string) => page.locator('.adm-picker-view-column-item', { hasText: text }).dispatchEvent('click');

/** A full-page screenshot from the top (a sticky bar would otherwise be drawn where the page was scrolled to). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/screenshots/wallet-${name}.png`, fullPage: true });
}

test('bank deposit: pending, approved by the admin, then balance and records updated', async ({ page, request }) => {
  await member(page, request);
  await page.goto('/#/recharge');
  await expect(page.getByText('6217000010088886666')).toBeVisible(FIRST);
  await shot(page, 'recharge');
  await page.getByPlaceholder(recharge.depositorRequired).fill('张三');
  await page.getByPlaceholder(recharge.bankTypeRequired).fill('工商银行');
  await page.getByPlaceholder(recharge.bankNoRequired).fill('6222000011112222');
  await page.getByPlaceholder(recharge.bankAddressRequired).fill('北京朝阳支行');
  await page.getByRole('textbox', { name: recharge.amount }).fill('50');
  await page.getByRole('button', { name: recharge.submit }).click();
  await expect(toastWith(page, fillIn(recharge.amountRange, { min: 100, max: 50000 }))).toBeVisible();
  await page.getByRole('textbox', { name: recharge.amount }).fill('300');
  await page.getByRole('button', { name: recharge.submit }).click();
  await expect(toastWith(page, recharge.submitted)).toBeVisible();
  await expect.poll(() => hashOf(page)).toBe('#/transRecord?type=1');
  const row = page.locator('.records-row').first();
  await expect(row).toContainText(records.states.pending);
  await expect(row).toContainText('+300.00');
  // The record's number opens its second line.
  const depositNo = (await row.locator('.list-row-line').nth(1).locator('.list-row-value').first().textContent())!;

  await admin(request, '/admin/deposit', { deposit_no: depositNo, approve: true });
  await page.reload();
  await expect(page.locator('.records-row').first()).toContainText(records.states.approved, FIRST);
  await shot(page, 'transRecord');
  await page.goto('/#/money');
  await expect(page.getByTestId('main-balance')).toHaveText('300.00', FIRST);
  await expect(page.getByTestId('total-assets')).toHaveText('300.00');
  await shot(page, 'money');
});

test('USDT deposit goes to /payInfo with the address, QR image and a countdown', async ({ page, request }) => {
  await member(page, request);
  await page.goto('/#/recharge');
  await page.getByRole('tab', { name: 'USDT' }).click(FIRST);
  await page.getByRole('textbox', { name: recharge.amount }).fill('720');
  await page.getByRole('button', { name: recharge.submit }).click();
  await expect.poll(() => hashOf(page)).toMatch(/^#\/payInfo\?deposit_no=D\d{20}$/);
  await expect(page.getByText(TRC20)).toBeVisible();
  await expect(page.getByText('TRC20', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: payInfo.qr })).toBeVisible();
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(sentencePattern(payInfo.countdown, { time: '(59:\\d\\d|60:00)' }));
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first!); // it ticks
  await shot(page, 'payInfo');
  await page.getByRole('button', { name: payInfo.records }).click();
  await expect(page.locator('.records-row').first()).toContainText('USDT');
});

test('transfer central → venue → central; venue → venue refused', async ({ page, request }) => {
  const m = await member(page, request, 500);
  await page.goto('/#/transfer');
  await expect(page.getByTestId('main-balance')).toHaveText('500.00', FIRST);
  await page.getByRole('button', { name: containing(venue('pp')) }).click();
  await page.getByRole('textbox', { name: transfer.amount }).fill('120.50');
  await page.getByRole('button', { name: transfer.submit }).click();
  await expect(toastWith(page, walletMsg.transferred)).toBeVisible();
  await expect(page.getByTestId('main-balance')).toHaveText('379.50');
  await expect(page.getByRole('button', { name: containing(venue('pp')) })).toContainText('120.50');
  await shot(page, 'transfer');

  await page.getByRole('button', { name: transfer.swap }).click();
  await page.getByRole('button', { name: transfer.all, exact: true }).click();
  await page.getByRole('button', { name: transfer.submit }).click();
  await expect(page.getByTestId('main-balance')).toHaveText('500.00');
  await expect(page.getByRole('button', { name: containing(venue('pp')) })).toContainText('0.00');

  // venue → venue: the screen refuses before sending; the server refuses too
  const transfers: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/transfer') && transfers.push(r.url()));
  await page.getByRole('button', { name: transfer.target, exact: true }).click();
  await pickWheel(page, venue('ldty'));
  await page.getByRole('button', { name: pickerConfirm }).click();
  await expect(page.getByRole('button', { name: transfer.target, exact: true })).toHaveText(containing(venue('ldty')));
  await page.getByRole('textbox', { name: transfer.amount }).fill('10');
  await page.getByRole('button', { name: transfer.submit }).click();
  await expect(toastWith(page, transfer.venueToVenue)).toBeVisible();
  expect(transfers).toEqual([]);
  expect((await api(request, m.token, '/api/transfer', { amount: '10', sourcetype: 'pp', targettype: 'ldty' })).message).toBe(walletMsg.venueToVenue);
});

test('USDT withdrawal: fee, equivalent and received shown, then pending in the records', async ({ page, request }) => {
  const m = await member(page, request, 1000);
  await page.goto('/#/addUsdtCard');
  await page.getByPlaceholder(cards.addressRequired).fill(TRC20, FIRST);
  await page.getByPlaceholder(cards.payPasswordRequired).fill(m.password);
  await page.getByRole('button', { name: cards.bind }).click();
  await expect(toastWith(page, walletMsg.bound)).toBeVisible();
  await expect.poll(() => hashOf(page)).toBe('#/wallet?tab=1');
  await expect(page.getByText('**** xLFn')).toBeVisible();
  await shot(page, 'wallet');

  await page.goto('/#/withdrawal');
  await page.getByRole('button', { name: withdraw.chooseAddress }).click(FIRST);
  await page.getByRole('region', { name: withdraw.chooseAddress }).getByRole('button', { name: /TRC20/ }).click();
  await expect(page.getByTestId('usdt-fee')).toHaveCount(0); // nothing until an amount
  await page.getByRole('textbox', { name: withdraw.amount }).fill('100.10');
  await expect(page.getByTestId('usdt-fee')).toContainText('1.00 USDT');
  await expect(page.getByTestId('usdt-equivalent')).toContainText('14.09 USDT'); // 100.10 / 7.10 = 14.098…
  await expect(page.getByTestId('usdt-rate')).toContainText('1 USDT = 7.10');
  await expect(page.getByTestId('usdt-received')).toContainText('13.09 USDT');
  await page.getByPlaceholder(withdraw.passwordRequired).fill(m.password);
  await shot(page, 'withdrawal');
  await page.getByRole('button', { name: withdraw.submit }).click();
  await expect(toastWith(page, recharge.submitted)).toBeVisible();
  await expect.poll(() => hashOf(page), { timeout: 5_000 }).toBe('#/transRecord?type=2');
  const row = page.locator('.records-row').first();
  await expect(row).toContainText(records.states.pending);
  await expect(row).toContainText('-100.10');
  await expect(row).toContainText('USDT');
});

test('a double tap on the withdrawal\'s submit button sends one request', async ({ page, request }) => {
  const m = await member(page, request, 1000);
  await api(request, m.token, '/api/bindcard', { bank: '中国银行', bank_owner: '张三', bank_no: '6216600011112222', bank_address: '北京支行', pay_pass: m.password });
  const sent: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/withdraw') && sent.push(r.postData() ?? ''));
  await page.goto('/#/withdrawal');
  await page.getByRole('tab', { name: withdraw.tabs.bank }).click(FIRST);
  await page.getByRole('button', { name: withdraw.chooseCard }).click();
  await page.getByRole('region', { name: withdraw.chooseCard }).getByRole('button', { name: /中国银行/ }).click();
  await page.getByRole('textbox', { name: withdraw.amount }).fill('200');
  await page.getByPlaceholder(withdraw.passwordRequired).fill(m.password);
  await page.getByRole('button', { name: withdraw.submit }).dblclick();
  await expect(toastWith(page, recharge.submitted)).toBeVisible();
  await expect.poll(() => hashOf(page), { timeout: 5_000 }).toBe('#/transRecord?type=2');
  expect(sent).toHaveLength(1);
  const held = await api(request, m.token, '/api/gettransrecord', { type: 2 });
  expect((held.data as { total: number }).total).toBe(1);
});

test('cards: five of a kind at most, and deletion after a confirm', async ({ page, request }) => {
  const m = await member(page, request);
  await page.goto('/#/addBankCard');
  await page.getByRole('button', { name: cards.bind }).click(FIRST);
  await expect(toastWith(page, contract.BindCardRequest.bank_owner)).toBeVisible();
  await page.getByPlaceholder(cards.ownerRequired).fill('张三');
  await page.getByRole('button', { name: cards.bank }).click();
  await pickWheel(page, '招商银行');
  await page.getByRole('button', { name: pickerConfirm }).click();
  await page.getByPlaceholder(cards.branchRequired).fill('深圳南山支行');
  await page.getByPlaceholder(cards.cardNoRequired).fill('1234567');
  await page.getByPlaceholder(cards.payPasswordRequired).fill(m.password);
  await page.getByRole('button', { name: cards.bind }).click();
  await expect(toastWith(page, contract.BindCardRequest.bank_no)).toBeVisible();
  await page.getByPlaceholder(cards.cardNoRequired).fill('6225880011112221');
  await page.getByRole('button', { name: cards.bind }).click();
  await expect(toastWith(page, walletMsg.bound)).toBeVisible();
  await expect.poll(() => hashOf(page)).toBe('#/wallet?tab=2');
  await expect(page.getByText('**** **** **** 2221')).toBeVisible();
  await expect(page.getByRole('button', { name: containing(cards.addBank) })).toBeVisible();

  for (let i = 2; i <= 5; i += 1) {
    const bound = await api(request, m.token, '/api/bindcard', { bank: '中国银行', bank_owner: '张三', bank_no: `62166000111122${i}0`, bank_address: '北京支行', pay_pass: m.password });
    expect(bound.code).toBe(200);
  }
  expect((await api(request, m.token, '/api/bindcard', { bank: '中国银行', bank_owner: '张三', bank_no: '6216600011112260', bank_address: '北京支行', pay_pass: m.password })).message).toBe(walletMsg.bankCardLimit(5));
  await page.reload();
  await expect(page.locator('.wallet-bankcard')).toHaveCount(5, FIRST);
  await expect(page.getByRole('button', { name: containing(cards.addBank) })).toHaveCount(0);
  await expect(page.getByText(fillIn(cards.limit, { max: 5 }))).toBeVisible();

  await page.getByRole('button', { name: cards.delete }).first().click();
  await expect(page.getByRole('dialog')).toContainText(fillIn(cards.deleteConfirm, { number: '**** **** **** 2221' }));
  await page.getByRole('dialog').getByRole('button', { name: common.confirm }).click();
  await expect(toastWith(page, walletMsg.unbound)).toBeVisible();
  await expect(page.locator('.wallet-bankcard')).toHaveCount(4);
  await expect(page.getByRole('button', { name: containing(cards.addBank) })).toBeVisible();
});

/** The card list as the Laravel back end sends it: each number whole (the reference server masks it itself). */
async function serveWholeNumbers(page: Page, whole: string) {
  await page.route('**/api/getcard', async (route) => {
    const answer = (await (await route.fetch()).json()) as { data: { bank_no: string }[] };
    await route.fulfill({ json: { ...answer, data: answer.data.map((card) => ({ ...card, bank_no: whole })) } });
  });
}

const onlyLastFour = (whole: string) => `**** ${whole.slice(-4)}`;

test('a card number shows only its last four everywhere (list, removal question, withdrawal picker), and back closes a dialog or sheet first', async ({ page, request }) => {
  const whole = '6222020200112233445';
  const m = await member(page, request, 500);
  expect((await api(request, m.token, '/api/bindcard', { bank: '中国工商银行', bank_owner: '张三', bank_no: whole, bank_address: '北京朝阳支行', pay_pass: m.password })).code).toBe(200);
  await serveWholeNumbers(page, whole);

  await page.goto('/#/withdrawal');
  await page.goto('/#/wallet?tab=2');
  await expect(page.getByText(onlyLastFour(whole))).toBeVisible(FIRST);
  await page.getByRole('button', { name: cards.delete }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(fillIn(cards.deleteConfirm, { number: onlyLastFour(whole) }));
  await shot(page, 'spec28-delete-question');
  await expect(page.locator('body')).not.toContainText(whole);

  // Back closes the question and stays on the page; nothing is removed.
  await page.goBack();
  await expect(dialog).toHaveCount(0);
  expect(hashOf(page)).toBe('#/wallet?tab=2');
  await shot(page, 'spec28-delete-question-after-back');
  await expect(page.getByText(onlyLastFour(whole))).toBeVisible();
  // A second back is a plain back: to the screen before.
  await page.goBack();
  await expect.poll(() => hashOf(page)).toBe('#/withdrawal');

  // The withdrawal's account picker (a bottom sheet): the same four, and back closes the sheet, not the screen.
  await page.getByRole('tab', { name: wallet.withdraw.tabs.bank }).click(FIRST);
  await page.getByRole('button', { name: wallet.withdraw.chooseCard }).click();
  const sheet = page.getByRole('region', { name: wallet.withdraw.chooseCard });
  await expect(sheet.getByText(containing(onlyLastFour(whole)))).toBeVisible();
  await shot(page, 'spec28-withdrawal-picker');
  await expect(page.locator('body')).not.toContainText(whole);
  await page.goBack();
  await expect(sheet).toHaveCount(0);
  expect(hashOf(page)).toBe('#/withdrawal');
  await page.getByRole('button', { name: wallet.withdraw.chooseCard }).click();
  await sheet.getByText(containing(onlyLastFour(whole))).click();
  await expect(page.locator('.wallet-picker')).toContainText(onlyLastFour(whole));
  await expect(page.locator('body')).not.toContainText(whole);
});
