// The wallet where the browser is part of the point, against the real server: the phone's back button over its
// dialog and bottom sheet, and the screens worth a look. (Deposits reviewed by the admin, transfers, the USDT quote,
// one request per double tap, cards up to the limit and a card number's last four: tests/component/wallet-journeys.test.tsx,
// on the same server code.)
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import wallet from '../../locales/zh-CN/wallet.json' with { type: 'json' };
import { containing } from '../shared/words';
import { admin, createMember, hashOf } from './support';

const TRC20 = 'TpK1i4o72wKryrHYVisbYq8qEvVA38xLFn';
const { withdraw } = wallet;
/** The first look after a navigation waits for the screen's lazy chunk, which a busy machine serves slowly. */
const FIRST = { timeout: 15_000 };

/** A fresh member with `yuan` credited (no turnover owed), logged in on `page` by the token in storage. */
async function member(page: Page, request: APIRequestContext, yuan = 0) {
  const who = await createMember(request);
  if (yuan) await admin(request, '/admin/credit', { username: who.name, amount: String(yuan) });
  await page.addInitScript((t) => localStorage.setItem('app.token', t), who.token);
  return who;
}

const api = async (request: APIRequestContext, token: string, path: string, data: unknown = {}) =>
  (await (await request.post(path, { data, headers: { authorization: `Bearer ${token}` } })).json()) as { code: number; message: string; data: never };

/** A full-page screenshot from the top (a sticky bar would otherwise be drawn where the page was scrolled to). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/screenshots/wallet-${name}.png`, fullPage: true });
}

test("back closes the card removal question and the withdrawal's account picker first; the next back is a plain back", async ({ page, request }) => {
  const cardNo = '6222020200112233445';
  const lastFour = containing(cardNo.slice(-4));
  const m = await member(page, request, 500);
  expect((await api(request, m.token, '/api/bindcard', { bank: '中国工商银行', bank_owner: '张三', bank_no: cardNo, bank_address: '北京朝阳支行', pay_pass: m.password })).code).toBe(200);

  await page.goto('/#/withdrawal');
  await page.goto('/#/wallet?tab=2');
  await expect(page.locator('.wallet-bankcard').getByText(lastFour)).toBeVisible(FIRST);
  await page.getByRole('button', { name: wallet.cards.delete }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(cardNo.slice(-4));
  await shot(page, 'spec28-delete-question');

  // Back closes the question and stays on the page; nothing is removed.
  await page.goBack();
  await expect(dialog).toHaveCount(0);
  expect(hashOf(page)).toBe('#/wallet?tab=2');
  await shot(page, 'spec28-delete-question-after-back');
  await expect(page.locator('.wallet-bankcard')).toHaveCount(1);
  // A second back is a plain back: to the screen before.
  await page.goBack();
  await expect.poll(() => hashOf(page)).toBe('#/withdrawal');

  // The withdrawal's account picker (a bottom sheet): back closes the sheet, not the screen.
  await page.getByRole('tab', { name: withdraw.tabs.bank }).click(FIRST);
  await page.getByRole('button', { name: withdraw.chooseCard }).click();
  const sheet = page.getByRole('region', { name: withdraw.chooseCard });
  await expect(sheet.getByText(lastFour)).toBeVisible();
  await shot(page, 'spec28-withdrawal-picker');
  await page.goBack();
  await expect(sheet).toHaveCount(0);
  expect(hashOf(page)).toBe('#/withdrawal');
  await page.getByRole('button', { name: withdraw.chooseCard }).click();
  await sheet.getByText(lastFour).click();
  await expect(page.locator('.wallet-picker')).toContainText(cardNo.slice(-4));
});

test('screenshots: the wallet\'s screens with a member\'s money in them', async ({ page, request }) => {
  const m = await member(page, request, 1000);
  // What the screens draw, made through the API: an address, a bank deposit and a USDT one, a transfer to a venue.
  expect((await api(request, m.token, '/api/bindcard', { bank: 'USDT', bank_owner: 'TRC20', bank_no: TRC20, pay_pass: m.password })).code).toBe(200);
  const bank = { paytype: 'bank', amount: '300', bank_owner: '张三', bank: '工商银行', bank_no: '6222000011112222', bank_address: '北京朝阳支行' };
  expect((await api(request, m.token, '/api/recharge', bank)).code).toBe(200);
  const usdt = await api(request, m.token, '/api/recharge', { paytype: 'usdt', amount: '720', catepay: 'TRC20' });
  const depositNo = (usdt.data as { deposit_no?: string } | null)?.deposit_no ?? usdt.message;
  expect((await api(request, m.token, '/api/transfer', { amount: '120.50', sourcetype: 'userbalance', targettype: 'pp' })).code).toBe(200);

  for (const [name, path, ready] of [
    ['recharge', '/recharge', page.getByText('6217000010088886666')],
    ['transRecord', '/transRecord?type=1', page.locator('.records-row').first()],
    ['money', '/money', page.getByTestId('main-balance')],
    ['payInfo', `/payInfo?deposit_no=${depositNo}`, page.getByRole('timer')],
    ['transfer', '/transfer', page.getByTestId('main-balance')],
    ['wallet', '/wallet?tab=1', page.getByText('**** xLFn')],
  ] as const) {
    await page.goto(`/#${path}`);
    await expect(ready).toBeVisible(FIRST);
    await shot(page, name);
  }
  // The withdrawal with its USDT quote.
  await page.goto('/#/withdrawal');
  await page.getByRole('button', { name: withdraw.chooseAddress }).click(FIRST);
  await page.getByRole('region', { name: withdraw.chooseAddress }).getByRole('button', { name: /TRC20/ }).click();
  await page.getByRole('textbox', { name: withdraw.amount }).fill('100.10');
  await expect(page.getByTestId('usdt-received')).toBeVisible();
  await shot(page, 'withdrawal');
});
