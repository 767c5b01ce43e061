// Money end to end on the reference server in this process (moved down from tests/e2e/wallet.spec.ts, which keeps
// the back button over the wallet's dialog and sheet, and the screenshots): deposits reviewed by the operator,
// transfers, a USDT withdrawal with its quote, one request per double tap, cards up to the limit, and a card number
// shown by its last four only, whatever the back end sends. The screens draw the server's real answers; what the
// server holds afterwards is asked of it.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import antdWords from 'antd-mobile/es/locales/zh-CN';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import common from '../../locales/zh-CN/common.json';
import contract from '../../locales/zh-CN/contract.json';
import records from '../../locales/zh-CN/records.json';
import wallet from '../../locales/zh-CN/wallet.json';
import { walletMsg } from '../../server/features/wallet/messages';
import { PLATFORMS } from '../../server/seed';
import { containing, fillIn, sentencePattern } from '../shared/words';
import { openApp, type OpenedApp } from './support/appOnServer';
import { inProcessServer, type InProcessServer } from './support/inProcessServer';
import { fillInput, toastSays, user } from './support/server-journeys';

const TRC20 = 'TpK1i4o72wKryrHYVisbYq8qEvVA38xLFn';
const { recharge, payInfo, transfer, withdraw, cards } = wallet;
/** A seeded venue's title (server/seed.ts), by its code. */
const venue = (code: string) => PLATFORMS.find((p) => p.name === code)!.title;

let server: InProcessServer;
let app: OpenedApp | undefined;
beforeAll(async () => {
  server = await inProcessServer();
});
afterEach(() => app?.close());
afterAll(() => server.close());

/** A fresh member with `yuan` credited (no turnover owed); answers name, password and token. */
async function member(yuan = 0) {
  const who = await server.member();
  if (yuan) expect((await server.admin('/admin/credit', { username: who.name, amount: String(yuan) })).code).toBe(200);
  return who;
}

const bindBankCard = (token: string, password: string, bank_no: string, bank = '中国银行') =>
  server.post('/api/bindcard', { bank, bank_owner: '张三', bank_no, bank_address: '北京支行', pay_pass: password }, token);

const byPlaceholder = (text: string) => screen.findByPlaceholderText(text);
const amountBox = (label: string) => screen.findByRole('textbox', { name: label });
const testId = (id: string) => screen.getByTestId(id);
/** The list's rows (records), newest first. */
const rows = () => [...document.querySelectorAll<HTMLElement>('.records-row')];
const firstRow = async () => {
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  return rows()[0]!;
};
/**
 * Picks a picker wheel's row by its text. Its own click handler is what a tap on a visible row runs; the row may sit
 * outside the wheel's window, where a finger would drag first.
 */
async function pickWheel(text: string) {
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.adm-picker-view-column-item')].find((row) => row.textContent?.includes(text));
    expect(found).toBeDefined();
    return found!;
  });
  fireEvent.click(item);
  // antd-mobile's wheel tells its picker the choice a task later (a debounce of 0): the confirm takes it after that.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  // antd-mobile's own word: the wheel's confirm.
  fireEvent.click(await screen.findByText(antdWords.common.confirm));
}

describe('deposits', () => {
  it('bank deposit: pending, approved by the admin, then balance and records updated', { timeout: 30_000 }, async () => {
    const m = await member();
    app = openApp(server, '/recharge', m.token);
    expect(await screen.findByText('6217000010088886666')).toBeInTheDocument();
    await fillInput(await byPlaceholder(recharge.depositorRequired), '张三');
    await fillInput(await byPlaceholder(recharge.bankTypeRequired), '工商银行');
    await fillInput(await byPlaceholder(recharge.bankNoRequired), '6222000011112222');
    await fillInput(await byPlaceholder(recharge.bankAddressRequired), '北京朝阳支行');
    await fillInput(await amountBox(recharge.amount), '50');
    await user.click(screen.getByRole('button', { name: recharge.submit }));
    expect(await toastSays(fillIn(recharge.amountRange, { min: 100, max: 50000 }))).toBeInTheDocument();
    await fillInput(await amountBox(recharge.amount), '300');
    await user.click(screen.getByRole('button', { name: recharge.submit }));
    expect(await toastSays(recharge.submitted)).toBeInTheDocument();
    await waitFor(() => expect(app!.location()).toBe('/transRecord?type=1'));
    const row = await firstRow();
    await waitFor(() => expect(row).toHaveTextContent(records.states.pending));
    expect(row).toHaveTextContent('+300.00');
    // The record's number opens its second line.
    const depositNo = row.querySelectorAll('.list-row-line')[1]!.querySelector('.list-row-value')!.textContent!;

    expect((await server.admin('/admin/deposit', { deposit_no: depositNo, approve: true })).code).toBe(200);
    // A new visit: the records as the server now has them.
    app.close();
    app = openApp(server, '/transRecord?type=1', m.token);
    await waitFor(async () => expect(await firstRow()).toHaveTextContent(records.states.approved));
    app.goto('/money');
    await waitFor(() => expect(testId('main-balance')).toHaveTextContent(/^300\.00$/));
    expect(testId('total-assets')).toHaveTextContent(/^300\.00$/);
  });

  it('USDT deposit goes to /payInfo with the address, QR image and a countdown', { timeout: 30_000 }, async () => {
    const m = await member();
    app = openApp(server, '/recharge', m.token);
    await user.click(await screen.findByRole('tab', { name: 'USDT' }));
    await fillInput(await amountBox(recharge.amount), '720');
    await user.click(screen.getByRole('button', { name: recharge.submit }));
    await waitFor(() => expect(app!.location()).toMatch(/^\/payInfo\?deposit_no=D\d{20}$/));
    expect(await screen.findByText(TRC20)).toBeInTheDocument();
    expect(screen.getByText('TRC20', { exact: true })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: payInfo.qr })).toBeInTheDocument();
    const timer = await screen.findByRole('timer');
    await waitFor(() => expect(timer.textContent).toMatch(sentencePattern(payInfo.countdown, { time: '(59:\\d\\d|60:00)' })));
    const first = timer.textContent;
    await waitFor(() => expect(screen.getByRole('timer').textContent).not.toBe(first)); // it ticks
    await user.click(screen.getByRole('button', { name: payInfo.records }));
    await waitFor(async () => expect(await firstRow()).toHaveTextContent('USDT'));
  });
});

describe('transfers', () => {
  it('transfer central → venue → central; venue → venue refused', { timeout: 30_000 }, async () => {
    const m = await member(500);
    app = openApp(server, '/transfer', m.token);
    const venueButton = () => screen.getByRole('button', { name: containing(venue('pp')) });
    await waitFor(() => expect(testId('main-balance')).toHaveTextContent(/^500\.00$/));
    await user.click(await screen.findByRole('button', { name: containing(venue('pp')) }));
    await fillInput(await amountBox(transfer.amount), '120.50');
    await user.click(screen.getByRole('button', { name: transfer.submit }));
    expect(await toastSays(walletMsg.transferred)).toBeInTheDocument();
    await waitFor(() => expect(testId('main-balance')).toHaveTextContent(/^379\.50$/));
    await waitFor(() => expect(venueButton()).toHaveTextContent('120.50'));

    await user.click(screen.getByRole('button', { name: transfer.swap }));
    await user.click(screen.getByRole('button', { name: transfer.all }));
    await user.click(screen.getByRole('button', { name: transfer.submit }));
    await waitFor(() => expect(testId('main-balance')).toHaveTextContent(/^500\.00$/));
    await waitFor(() => expect(venueButton()).toHaveTextContent('0.00'));

    // venue → venue: the screen refuses before sending; the server refuses too.
    const transfersBefore = app.calls.filter((path) => path === '/api/transfer').length;
    await user.click(screen.getByRole('button', { name: transfer.target }));
    await pickWheel(venue('ldty'));
    await waitFor(() => expect(screen.getByRole('button', { name: transfer.target })).toHaveTextContent(venue('ldty')));
    await fillInput(await amountBox(transfer.amount), '10');
    await user.click(screen.getByRole('button', { name: transfer.submit }));
    expect(await toastSays(transfer.venueToVenue)).toBeInTheDocument();
    expect(app.calls.filter((path) => path === '/api/transfer')).toHaveLength(transfersBefore);
    expect((await server.post('/api/transfer', { amount: '10', sourcetype: 'pp', targettype: 'ldty' }, m.token)).message).toBe(walletMsg.venueToVenue);
  });
});

describe('withdrawals', () => {
  it('USDT withdrawal: fee, equivalent and received shown, then pending in the records', { timeout: 30_000 }, async () => {
    const m = await member(1000);
    app = openApp(server, '/addUsdtCard', m.token);
    await fillInput(await byPlaceholder(cards.addressRequired), TRC20);
    await fillInput(await byPlaceholder(cards.payPasswordRequired), m.password);
    await user.click(screen.getByRole('button', { name: cards.bind }));
    expect(await toastSays(walletMsg.bound)).toBeInTheDocument();
    await waitFor(() => expect(app!.location()).toBe('/wallet?tab=1'));
    expect(await screen.findByText('**** xLFn')).toBeInTheDocument();

    app.goto('/withdrawal');
    await user.click(await screen.findByRole('button', { name: withdraw.chooseAddress }));
    await user.click(await within(await screen.findByRole('region', { name: withdraw.chooseAddress })).findByRole('button', { name: /TRC20/ }));
    expect(screen.queryByTestId('usdt-fee')).not.toBeInTheDocument(); // nothing until an amount
    await fillInput(await amountBox(withdraw.amount), '100.10');
    await waitFor(() => expect(testId('usdt-fee')).toHaveTextContent('1.00 USDT'));
    expect(testId('usdt-equivalent')).toHaveTextContent('14.09 USDT'); // 100.10 / 7.10 = 14.098…
    expect(testId('usdt-rate')).toHaveTextContent('1 USDT = 7.10');
    expect(testId('usdt-received')).toHaveTextContent('13.09 USDT');
    await fillInput(await byPlaceholder(withdraw.passwordRequired), m.password);
    await user.click(screen.getByRole('button', { name: withdraw.submit }));
    expect(await toastSays(recharge.submitted)).toBeInTheDocument();
    await waitFor(() => expect(app!.location()).toBe('/transRecord?type=2'));
    const row = await firstRow();
    await waitFor(() => expect(row).toHaveTextContent(records.states.pending));
    expect(row).toHaveTextContent('-100.10');
    expect(row).toHaveTextContent('USDT');
  });

  it("a double tap on the withdrawal's submit button sends one request", { timeout: 30_000 }, async () => {
    const m = await member(1000);
    expect((await bindBankCard(m.token, m.password, '6216600011112222')).code).toBe(200);
    app = openApp(server, '/withdrawal', m.token);
    await user.click(await screen.findByRole('tab', { name: withdraw.tabs.bank }));
    await user.click(await screen.findByRole('button', { name: withdraw.chooseCard }));
    await user.click(await within(await screen.findByRole('region', { name: withdraw.chooseCard })).findByRole('button', { name: /中国银行/ }));
    await fillInput(await amountBox(withdraw.amount), '200');
    await fillInput(await byPlaceholder(withdraw.passwordRequired), m.password);
    await user.dblClick(screen.getByRole('button', { name: withdraw.submit }));
    expect(await toastSays(recharge.submitted)).toBeInTheDocument();
    await waitFor(() => expect(app!.location()).toBe('/transRecord?type=2'));
    expect(app.calls.filter((path) => path === '/api/withdraw')).toHaveLength(1);
    const held = await server.post<{ total: number }>('/api/gettransrecord', { type: 2 }, m.token);
    expect(held.data.total).toBe(1);
  });
});

describe('cards', () => {
  it('cards: five of a kind at most, and deletion after a confirm', { timeout: 30_000 }, async () => {
    const m = await member();
    app = openApp(server, '/addBankCard', m.token);
    await user.click(await screen.findByRole('button', { name: cards.bind }));
    expect(await toastSays(contract.BindCardRequest.bank_owner)).toBeInTheDocument();
    await fillInput(await byPlaceholder(cards.ownerRequired), '张三');
    await user.click(screen.getByRole('button', { name: cards.bank }));
    await pickWheel('招商银行');
    await fillInput(await byPlaceholder(cards.branchRequired), '深圳南山支行');
    await fillInput(await byPlaceholder(cards.cardNoRequired), '1234567');
    await fillInput(await byPlaceholder(cards.payPasswordRequired), m.password);
    await user.click(screen.getByRole('button', { name: cards.bind }));
    expect(await toastSays(contract.BindCardRequest.bank_no)).toBeInTheDocument();
    await fillInput(await byPlaceholder(cards.cardNoRequired), '6225880011112221');
    await user.click(screen.getByRole('button', { name: cards.bind }));
    expect(await toastSays(walletMsg.bound)).toBeInTheDocument();
    await waitFor(() => expect(app!.location()).toBe('/wallet?tab=2'));
    expect(await screen.findByText('**** **** **** 2221')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: containing(cards.addBank) })).toBeInTheDocument();

    for (let i = 2; i <= 5; i += 1) expect((await bindBankCard(m.token, m.password, `62166000111122${i}0`)).code).toBe(200);
    expect((await bindBankCard(m.token, m.password, '6216600011112260')).message).toBe(walletMsg.bankCardLimit(5));
    // A new visit: the cards as the server now has them.
    app.close();
    app = openApp(server, '/wallet?tab=2', m.token);
    const bound = () => document.querySelectorAll('.wallet-bankcard');
    await waitFor(() => expect(bound()).toHaveLength(5));
    expect(screen.queryByRole('button', { name: containing(cards.addBank) })).not.toBeInTheDocument();
    expect(screen.getByText(fillIn(cards.limit, { max: 5 }))).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: cards.delete })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(fillIn(cards.deleteConfirm, { number: '**** **** **** 2221' }));
    await user.click(within(dialog).getByRole('button', { name: common.confirm }));
    expect(await toastSays(walletMsg.unbound)).toBeInTheDocument();
    await waitFor(() => expect(bound()).toHaveLength(4));
    expect(await screen.findByRole('button', { name: containing(cards.addBank) })).toBeInTheDocument();
  });

  it('a card number shows only its last four everywhere: the list, the removal question, the withdrawal picker', { timeout: 30_000 }, async () => {
    const whole = '6222020200112233445';
    const lastFour = `**** ${whole.slice(-4)}`;
    const m = await member(500);
    expect((await bindBankCard(m.token, m.password, whole, '中国工商银行')).code).toBe(200);
    // The card list as the Laravel back end sends it: each number whole (the reference server masks it itself).
    const wholeNumbers: InProcessServer = {
      ...server,
      async fetchFromServer(request) {
        const answer = await server.fetchFromServer(request);
        if (new URL(request.url).pathname !== '/api/getcard') return answer;
        const body = (await answer.json()) as { data: { bank_no: string }[] };
        return Response.json({ ...body, data: body.data.map((card) => ({ ...card, bank_no: whole })) });
      },
    };
    const shownWhole = () => document.body.textContent!.includes(whole);

    app = openApp(wholeNumbers, '/wallet?tab=2', m.token);
    expect(await screen.findByText(lastFour)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: cards.delete })[0]!);
    expect(await screen.findByRole('dialog')).toHaveTextContent(fillIn(cards.deleteConfirm, { number: lastFour }));
    expect(shownWhole()).toBe(false);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: common.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    app.goto('/withdrawal');
    await user.click(await screen.findByRole('tab', { name: withdraw.tabs.bank }));
    await user.click(await screen.findByRole('button', { name: withdraw.chooseCard }));
    const sheet = await screen.findByRole('region', { name: withdraw.chooseCard });
    expect(await within(sheet).findByText(containing(lastFour))).toBeInTheDocument();
    expect(shownWhole()).toBe(false);
    await user.click(within(sheet).getByText(containing(lastFour)));
    await waitFor(() => expect(document.querySelector('.wallet-picker')).toHaveTextContent(lastFour));
    expect(shownWhole()).toBe(false);
  });
});
