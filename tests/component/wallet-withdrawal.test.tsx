// /withdrawal: the checks in the spec's order, one request per double tap, the USDT quote, the tab switch, success.
import { screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import i18n from '../../src/app/i18n';
import { tokenStore } from '../../src/session/tokenStore';
import { mswServer } from '../setup/msw';
import { apiUrl } from './harness';
import { renderApp } from './appHarness';
import { serveWallet } from './wallet-support';

// antd-mobile's popups animate in with pointer-events off for a moment; a finger would wait, the test need not.
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

beforeAll(() => {
  // jsdom has no pointer capture; antd-mobile's popups (a drag-to-close gesture) ask for it.
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
});
beforeEach(() => tokenStore.set('member-token'));
afterEach(() => tokenStore.set(null));

const amountBox = () => screen.getByRole('textbox', { name: '取款金额' });
const toast = (text: string) => screen.findByText(text, { selector: '.adm-toast-main *, .adm-toast-main' }, { timeout: 3_000 });

async function pickAccount(label: string, account: RegExp) {
  await userEvent.click(await screen.findByRole('button', { name: label }, { timeout: 5_000 }));
  const sheet = await screen.findByRole('region', { name: label.startsWith('ERC20') || label.startsWith('TRC20') ? '请选择USDT地址' : label });
  await userEvent.click(await within(sheet).findByRole('button', { name: account }));
}

describe('withdrawal', () => {
  it('checks the address, the minimum and the pay password in order before sending', { timeout: 20_000 }, async () => {
    const sent = serveWallet();
    renderApp({ at: '/withdrawal' });
    const submit = await screen.findByRole('button', { name: '立即取款' }, { timeout: 5_000 });

    await userEvent.click(submit);
    expect(await toast('请选择USDT地址')).toBeInTheDocument();
    await pickAccount('请选择USDT地址', /TRC20/);
    await userEvent.click(submit);
    expect(await toast('单笔取款不能低于100元')).toBeInTheDocument();
    await userEvent.type(amountBox(), '99.99');
    await userEvent.click(submit);
    expect(await toast('单笔取款不能低于100元')).toBeInTheDocument();
    await userEvent.clear(amountBox());
    await userEvent.type(amountBox(), '100');
    await userEvent.click(submit);
    expect(await toast('请输入您的支付密码')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(screen.getByPlaceholderText('请输入您的支付密码'), '666888');
    await userEvent.click(submit);
    await waitFor(() => expect(sent).toEqual([{ path: '/api/withdraw', body: { bank: 2, amount: '100', password: '666888' } }]));
  });

  it('asks for a bank card on the bank tab', async () => {
    serveWallet();
    renderApp({ at: '/withdrawal' });
    await userEvent.click(await screen.findByRole('tab', { name: '银行卡取款' }, { timeout: 5_000 }));
    await userEvent.click(screen.getByRole('button', { name: '立即取款' }));
    expect(await toast('请选择您要提现到的银行卡')).toBeInTheDocument();
  });

  it('sends one request however fast 立即取款 is tapped twice, then resets and goes to the records after 1.5 s', { timeout: 20_000 }, async () => {
    const sent = serveWallet({ withdrawDelayMs: 300 });
    const app = renderApp({ at: '/withdrawal' });
    await pickAccount('请选择USDT地址', /TRC20/);
    await userEvent.type(amountBox(), '200');
    await userEvent.type(screen.getByPlaceholderText('请输入您的支付密码'), '666888');
    const submit = screen.getByRole('button', { name: '立即取款' });
    await userEvent.dblClick(submit);
    await userEvent.click(submit);
    expect(submit).toBeDisabled();
    expect(await toast('提交成功，等待后台审核')).toBeInTheDocument();
    expect(sent.filter((s) => s.path === '/api/withdraw')).toHaveLength(1);
    expect(amountBox()).toHaveValue('');
    expect(screen.getByPlaceholderText('请输入您的支付密码')).toHaveValue('');
    await waitFor(() => expect(app.location()).toBe('/transRecord?type=2'), { timeout: 3_000 });
    expect(sent.filter((s) => s.path === '/api/withdraw')).toHaveLength(1);
  });

  it('shows the USDT quote only with an amount, with the chosen address\'s chain fee', async () => {
    serveWallet();
    renderApp({ at: '/withdrawal' });
    await pickAccount('请选择USDT地址', /ERC20/);
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

  it('fills the main balance with 最大金额 and clears the form when the tab changes', async () => {
    serveWallet();
    renderApp({ at: '/withdrawal' });
    await pickAccount('请选择USDT地址', /TRC20/);
    await waitFor(() => expect(screen.getAllByTestId('main-balance')[0]).toHaveTextContent('1000.50'));
    await userEvent.click(screen.getByRole('button', { name: '最大金额' }));
    expect(amountBox()).toHaveValue('1000.50');
    await userEvent.type(screen.getByPlaceholderText('请输入您的支付密码'), '666888');
    expect(screen.getByTestId('usdt-fee')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: '银行卡取款' }));
    await userEvent.click(screen.getByRole('tab', { name: 'USDT取款' }));
    expect(amountBox()).toHaveValue('');
    expect(screen.getByPlaceholderText('请输入您的支付密码')).toHaveValue('');
    expect(screen.getByRole('button', { name: '请选择USDT地址' })).toBeInTheDocument();
    expect(screen.queryByTestId('usdt-fee')).not.toBeInTheDocument();
  });

  it('offers to add an address when none is saved', async () => {
    serveWallet({ cards: { 1: [], 2: [] } });
    const app = renderApp({ at: '/withdrawal' });
    await userEvent.click(await screen.findByRole('button', { name: '请选择USDT地址' }, { timeout: 5_000 }));
    await userEvent.click(await screen.findByRole('button', { name: '添加USDT地址' }));
    await waitFor(() => expect(app.location()).toBe('/addUsdtCard'));
  });
});

describe('withdrawal turnover', () => {
  it('says up front that turnover blocks the withdrawal, with what is left to play', async () => {
    serveWallet();
    mswServer.use(http.post(apiUrl('/api/getBetAmount'), () => HttpResponse.json({ code: 200, message: 'ok', data: { bet_amount: '300.00' } })));
    renderApp({ at: '/withdrawal' });
    expect(await screen.findByText(i18n.t('wallet:withdraw.betAmountOwed', { amount: '300.00' }), {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('says when nothing is left to play', async () => {
    serveWallet();
    renderApp({ at: '/withdrawal' });
    expect(await screen.findByText(i18n.t('wallet:withdraw.betAmountDone'), {}, { timeout: 5_000 })).toBeInTheDocument();
  });
});
