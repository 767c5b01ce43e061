// /transfer (auto-transfer locks row selection, venue to venue refused before sending), /wallet (add only under the
// limit, removal after a confirm), /recharge (the method's range and the bank details in order; where success goes);
// a double tap on either money form sends one request.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tokenStore } from '../../src/session/tokenStore';
import { mswServer } from '../setup/msw';
import { renderApp } from './appHarness';
import { apiUrl } from './harness';
import { card, serveDeposits, serveWallet } from './wallet-support';

const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const toast = (text: string) => screen.findByText(text, { selector: '.adm-toast-main *, .adm-toast-main' }, { timeout: 3_000 });

beforeAll(() => {
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
});
beforeEach(() => tokenStore.set('member-token'));
afterEach(() => tokenStore.set(null));

describe('/transfer', () => {
  it('picks the tapped venue as the target, and transfers central → venue', async () => {
    const sent = serveWallet();
    renderApp({ at: '/transfer' });
    await userEvent.click(await screen.findByRole('button', { name: /PP电子/ }, { timeout: 5_000 }));
    expect(screen.getByRole('button', { name: /PP电子/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '转入钱包' })).toHaveTextContent('PP电子');
    await userEvent.type(screen.getByRole('textbox', { name: '转账金额' }), '50');
    await userEvent.click(screen.getByRole('button', { name: '立即转账' }));
    await waitFor(() => expect(sent).toEqual([{ path: '/api/transfer', body: { amount: '50', sourcetype: 'userbalance', targettype: 'pp' } }]));
    expect(await toast('转账成功')).toBeInTheDocument();
  });

  it('asks for an amount before sending, and swaps the two sides', async () => {
    const sent = serveWallet();
    renderApp({ at: '/transfer' });
    await userEvent.click(await screen.findByRole('button', { name: /PP电子/ }, { timeout: 5_000 }));
    await userEvent.click(screen.getByRole('button', { name: '立即转账' }));
    expect(await toast('请输入操作金额！')).toBeInTheDocument();
    // swap: PP电子 → central; then a venue tap replaces the source, leaving the central wallet as the target
    await userEvent.click(screen.getByRole('button', { name: '交换转出和转入钱包' }));
    expect(screen.getByRole('button', { name: '转出钱包' })).toHaveTextContent('PP电子');
    expect(sent).toEqual([]);
  });

  it('blocks picking a venue row while auto-transfer is on', async () => {
    const sent = serveWallet({ user: { transferstatus: 1 } });
    renderApp({ at: '/transfer' });
    expect(await screen.findByRole('switch', { name: '自动免转' }, { timeout: 5_000 })).toBeChecked();
    await userEvent.click(await screen.findByRole('button', { name: /PP电子/ }));
    expect(await toast('已开启自动免转，无法手动选择场馆')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /PP电子/ })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: '转入钱包' })).toHaveTextContent('请选择转入钱包');
    expect(sent).toEqual([]);
  });

  it('sends one transfer when 立即转账 is tapped twice in the same tick', async () => {
    const sent = serveWallet({ transferDelayMs: 200 });
    renderApp({ at: '/transfer' });
    await userEvent.click(await screen.findByRole('button', { name: /PP电子/ }, { timeout: 5_000 }));
    await userEvent.type(screen.getByRole('textbox', { name: '转账金额' }), '50');
    const submit = screen.getByRole('button', { name: '立即转账' });
    // Both taps land before the button can re-render disabled: only the form's own guard stops the second.
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await toast('转账成功')).toBeInTheDocument();
    expect(sent.filter((s) => s.path === '/api/transfer')).toHaveLength(1);
  });

  it('flips auto-transfer with the switch', async () => {
    const sent = serveWallet();
    renderApp({ at: '/transfer' });
    await userEvent.click(await screen.findByRole('switch', { name: '自动免转' }, { timeout: 5_000 }));
    await waitFor(() => expect(sent).toEqual([{ path: '/api/uptransferstatus', body: { transferstatus: 1 } }]));
  });
});

describe('/wallet', () => {
  it('lists masked numbers and offers to add while fewer than five are bound', async () => {
    serveWallet({ cards: { 1: [card(1, 1)], 2: [card(2, 2), card(3, 2), card(4, 2), card(5, 2)] } });
    renderApp({ at: '/wallet' });
    expect(await screen.findByText('**** ab2d', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /添加USDT地址/ })).toBeInTheDocument();
  });

  it('hides the add button at five, and removes a card only after the confirm', async () => {
    const sent = serveWallet({ cards: { 1: [1, 2, 3, 4, 5].map((i) => card(i, 1)), 2: [] } });
    renderApp({ at: '/wallet?tab=2' });
    expect(await screen.findByText('**** **** **** 0050', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /添加银行卡/ })).not.toBeInTheDocument();
    expect(screen.getByText('每种最多绑定5个，如需更换请先删除')).toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('button', { name: '删除' })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定要删除 **** **** **** 0010 吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(sent).toEqual([]);

    await userEvent.click(screen.getAllByRole('button', { name: '删除' })[0]!);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(sent).toEqual([{ path: '/api/delcard', body: { id: 1 } }]));
  });
});

describe('/recharge', () => {
  it('shows the enabled methods plus the manual one, and the receiving account', async () => {
    serveWallet();
    serveDeposits([]);
    renderApp({ at: '/recharge' });
    expect(await screen.findByText('6217000010088886666', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['银行卡', 'USDT', '人工充值']);
  });

  it('checks the bank details in order, then the server\'s range, then goes to the records', { timeout: 20_000 }, async () => {
    serveWallet();
    const sent: { body: unknown }[] = [];
    serveDeposits(sent);
    const app = renderApp({ at: '/recharge' });
    const submit = await screen.findByRole('button', { name: '立即充值' }, { timeout: 5_000 });
    await userEvent.click(submit);
    expect(await toast('请输入存款人姓名')).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('请输入存款人姓名'), '张三');
    await userEvent.click(submit);
    expect(await toast('请输入银行类型')).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('请输入银行类型'), '工商银行');
    await userEvent.click(submit);
    expect(await toast('请输入银行卡号')).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('请输入银行卡号'), '6222000011112222');
    await userEvent.click(submit);
    expect(await toast('请输入银行开户行地址')).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('请输入银行开户行地址'), '北京支行');
    await userEvent.type(screen.getByRole('textbox', { name: '充值金额' }), '100');
    await userEvent.click(submit);
    expect(await toast('请输入金额在200-3000之间！')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.clear(screen.getByRole('textbox', { name: '充值金额' }));
    await userEvent.click(screen.getByRole('button', { name: '500' }));
    await userEvent.click(submit);
    expect(await toast('提交成功，等待后台审核')).toBeInTheDocument();
    expect(sent).toEqual([{ body: { paytype: 'bank', amount: '500', bank_owner: '张三', bank: '工商银行', bank_no: '6222000011112222', bank_address: '北京支行' } }]);
    await waitFor(() => expect(app.location()).toBe('/transRecord?type=1'));
  });

  it('sends a USDT deposit with its chain and goes to /payInfo', async () => {
    serveWallet();
    const sent: { body: unknown }[] = [];
    serveDeposits(sent);
    const app = renderApp({ at: '/recharge' });
    await userEvent.click(await screen.findByRole('tab', { name: 'USDT' }, { timeout: 5_000 }));
    await userEvent.click(screen.getByText('ERC20'));
    await userEvent.type(screen.getByRole('textbox', { name: '充值金额' }), '300');
    await userEvent.click(screen.getByRole('button', { name: '立即充值' }));
    await waitFor(() => expect(app.location()).toBe('/payInfo?deposit_no=D20250101120000123456'));
    expect(sent).toEqual([{ body: { paytype: 'usdt', amount: '300', catepay: 'ERC20' } }]);
  });

  it('sends one deposit when 立即充值 is tapped twice in the same tick', async () => {
    serveWallet();
    const sent: { body: unknown }[] = [];
    serveDeposits(sent, { rechargeDelayMs: 200 });
    const app = renderApp({ at: '/recharge' });
    await userEvent.click(await screen.findByRole('tab', { name: 'USDT' }, { timeout: 5_000 }));
    await userEvent.type(screen.getByRole('textbox', { name: '充值金额' }), '300');
    const submit = screen.getByRole('button', { name: '立即充值' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(app.location()).toBe('/payInfo?deposit_no=D20250101120000123456'));
    expect(sent).toHaveLength(1);
  });
});

describe('/payInfo', () => {
  it('counts the hour to pay on the server\'s clock, whatever the phone\'s says', async () => {
    serveWallet();
    const info = {
      deposit_no: 'D20250101120000123456',
      info: { amount: '300.00', created_at: '2025-01-01 12:00:00', paytype: 'usdt', state: 1 },
      cardlist: null,
      server_time: '2025-01-01 12:10:00', // the phone's clock is a year or more later: by it the order would be expired
    };
    mswServer.use(http.post(apiUrl('/api/payinfo'), () => HttpResponse.json({ code: 200, message: 'usdtpay', data: info })));
    renderApp({ at: '/payInfo?deposit_no=D20250101120000123456' });
    expect(await screen.findByText(/请在 (50:00|49:59) 内完成支付/, {}, { timeout: 5_000 })).toBeInTheDocument();
  });
});
