// /withdrawal: the checks in the spec's order, one request per double tap, the USDT quote, the tab switch, success.
import { screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import common from '../../locales/zh-CN/common.json';
import contract from '../../locales/zh-CN/contract.json';
import wallet from '../../locales/zh-CN/wallet.json';
import { walletMsg } from '../../server/features/wallet/messages';
import i18n from '../../src/kit/i18n';
import { sessionKeys } from '../../src/session/queries';
import { tokenStore } from '../../src/session/tokenStore';
import { mswServer } from '../setup/msw';
import { apiUrl } from './harness';
import { renderApp } from './appHarness';
import { member, serveWallet } from './wallet-support';

// antd-mobile's popups animate in with pointer-events off for a moment; a finger would wait, the test need not.
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

beforeAll(() => {
  // jsdom has no pointer capture; antd-mobile's popups (a drag-to-close gesture) ask for it.
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
});
beforeEach(() => tokenStore.set('member-token'));
afterEach(() => tokenStore.set(null));

const { withdraw } = wallet;
const amountBox = () => screen.getByRole('textbox', { name: withdraw.amount });
// Found and checked at one moment: a toast with the same words just before may be closing, and a node found first
// and checked after could be that one, gone by then.
const TOAST = { selector: '.adm-toast-main *, .adm-toast-main' };
const toastShown = (text: string) => waitFor(() => expect(screen.getByText(text, TOAST)).toBeInTheDocument());

async function pickAccount(label: string, account: RegExp) {
  await userEvent.click(await screen.findByRole('button', { name: label }));
  const sheet = await screen.findByRole('region', { name: label.startsWith('ERC20') || label.startsWith('TRC20') ? withdraw.chooseAddress : label });
  await userEvent.click(await within(sheet).findByRole('button', { name: account }));
}

describe('withdrawal', () => {
  it('checks the address, the minimum and the pay password in order before sending', { timeout: 20_000 }, async () => {
    const sent = serveWallet();
    renderApp({ at: '/withdrawal' });
    const submit = await screen.findByRole('button', { name: withdraw.submit });

    await userEvent.click(submit);
    await toastShown(withdraw.chooseAddress);
    await pickAccount(withdraw.chooseAddress, /TRC20/);
    await userEvent.click(submit);
    await toastShown(withdraw.minAmount);
    await userEvent.type(amountBox(), '99.99');
    await userEvent.click(submit);
    await toastShown(withdraw.minAmount);
    await userEvent.clear(amountBox());
    await userEvent.type(amountBox(), '100');
    await userEvent.click(submit);
    await toastShown(contract.WithdrawRequest.password);
    expect(sent).toEqual([]);

    await userEvent.type(screen.getByPlaceholderText(withdraw.passwordRequired), '666888');
    await userEvent.click(submit);
    // With the submit's own idempotency key: sent again on another line, it is held once (src/api/lines).
    await waitFor(() => expect(sent).toEqual([{ path: '/api/withdraw', body: { bank: 2, amount: '100', password: '666888', order_key: expect.stringMatching(/^[0-9a-f]{24}$/) } }]));
  });

  it('asks for a bank card on the bank tab', async () => {
    serveWallet();
    renderApp({ at: '/withdrawal' });
    await userEvent.click(await screen.findByRole('tab', { name: withdraw.tabs.bank }));
    await userEvent.click(screen.getByRole('button', { name: withdraw.submit }));
    await toastShown(contract.WithdrawRequest.bank);
  });

  it('sends one request however fast its submit button is tapped twice, then resets and goes to the records after 1.5 s', { timeout: 20_000 }, async () => {
    const sent = serveWallet({ withdrawDelayMs: 300 });
    const app = renderApp({ at: '/withdrawal' });
    await pickAccount(withdraw.chooseAddress, /TRC20/);
    await userEvent.type(amountBox(), '200');
    await userEvent.type(screen.getByPlaceholderText(withdraw.passwordRequired), '666888');
    const submit = screen.getByRole('button', { name: withdraw.submit });
    await userEvent.dblClick(submit);
    await userEvent.click(submit);
    expect(submit).toBeDisabled();
    await toastShown(walletMsg.withdrawPending);
    expect(sent.filter((s) => s.path === '/api/withdraw')).toHaveLength(1);
    expect(amountBox()).toHaveValue('');
    expect(screen.getByPlaceholderText(withdraw.passwordRequired)).toHaveValue('');
    await waitFor(() => expect(app.location()).toBe('/transRecord?type=2'));
    expect(sent.filter((s) => s.path === '/api/withdraw')).toHaveLength(1);
  });

  it('shows the USDT quote only with an amount, with the chosen address\'s chain fee', async () => {
    serveWallet();
    renderApp({ at: '/withdrawal' });
    await pickAccount(withdraw.chooseAddress, /ERC20/);
    expect(screen.queryByTestId('usdt-received')).not.toBeInTheDocument();
    await userEvent.type(amountBox(), '100.10');
    expect(screen.getByTestId('usdt-fee')).toHaveTextContent('5.00 USDT');
    expect(screen.getByTestId('usdt-equivalent')).toHaveTextContent('13.71 USDT');
    expect(screen.getByTestId('usdt-rate')).toHaveTextContent('1 USDT = 7.3');
    expect(screen.getByTestId('usdt-received')).toHaveTextContent('8.71 USDT');

    await pickAccount('ERC20 **** ab3d', /TRC20/);
    expect(screen.getByTestId('usdt-fee')).toHaveTextContent('1.00 USDT');
    expect(screen.getByTestId('usdt-received')).toHaveTextContent('12.71 USDT');
  });

  it('fills the main balance with its max button and clears the form when the tab changes', async () => {
    serveWallet();
    renderApp({ at: '/withdrawal' });
    await pickAccount(withdraw.chooseAddress, /TRC20/);
    await waitFor(() => expect(screen.getAllByTestId('main-balance')[0]).toHaveTextContent('1000.50'));
    await userEvent.click(screen.getByRole('button', { name: withdraw.max }));
    expect(amountBox()).toHaveValue('1000.50');
    await userEvent.type(screen.getByPlaceholderText(withdraw.passwordRequired), '666888');
    expect(screen.getByTestId('usdt-fee')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: withdraw.tabs.bank }));
    await userEvent.click(screen.getByRole('tab', { name: withdraw.tabs.usdt }));
    expect(amountBox()).toHaveValue('');
    expect(screen.getByPlaceholderText(withdraw.passwordRequired)).toHaveValue('');
    expect(screen.getByRole('button', { name: withdraw.chooseAddress })).toBeInTheDocument();
    expect(screen.queryByTestId('usdt-fee')).not.toBeInTheDocument();
  });

  it('marks a balance kept from an earlier visit, and its max button never fills it in: only the fresh one', async () => {
    serveWallet();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mswServer.use(
      http.post(apiUrl('/api/user'), async () => {
        await answered;
        return HttpResponse.json({ code: 200, message: '', data: member });
      }),
    );
    const app = renderApp({ at: '/withdrawal' });
    // What the device kept from the last visit (answered before this visit began), its refresh not answered yet.
    app.queryClient.setQueryData(sessionKeys.user, { ...member, balance: '500.00' }, { updatedAt: 1 });
    const balance = () => screen.getAllByTestId('main-balance')[0]!;
    await waitFor(() => expect(balance()).toHaveTextContent('500.00'));
    expect(balance().querySelector('.app-money-kept')).not.toBeNull();
    expect(balance()).toHaveTextContent(common.keptMoney); // for a screen reader
    await userEvent.click(screen.getByRole('button', { name: withdraw.max }));
    expect(amountBox()).toHaveValue('');

    answer();
    await waitFor(() => expect(balance()).toHaveTextContent('1000.50'));
    expect(balance().querySelector('.app-money-kept')).toBeNull();
    expect(balance()).not.toHaveTextContent(common.keptMoney);
    await userEvent.click(screen.getByRole('button', { name: withdraw.max }));
    expect(amountBox()).toHaveValue('1000.50');
  });

  it('offers to add an address when none is saved', async () => {
    serveWallet({ cards: { 1: [], 2: [] } });
    const app = renderApp({ at: '/withdrawal' });
    await userEvent.click(await screen.findByRole('button', { name: withdraw.chooseAddress }));
    await userEvent.click(await screen.findByRole('button', { name: withdraw.addAddress }));
    await waitFor(() => expect(app.location()).toBe('/addUsdtCard'));
  });
});

describe('withdrawal turnover', () => {
  it('says up front that turnover blocks the withdrawal, with what is left to play', async () => {
    serveWallet();
    mswServer.use(http.post(apiUrl('/api/getBetAmount'), () => HttpResponse.json({ code: 200, message: 'ok', data: { bet_amount: '300.00' } })));
    renderApp({ at: '/withdrawal' });
    expect(await screen.findByText(i18n.t('wallet:withdraw.betAmountOwed', { amount: '300.00' }), {})).toBeInTheDocument();
  });

  it('says when nothing is left to play', async () => {
    serveWallet();
    renderApp({ at: '/withdrawal' });
    expect(await screen.findByText(i18n.t('wallet:withdraw.betAmountDone'), {})).toBeInTheDocument();
  });
});
