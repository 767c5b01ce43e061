// A wallet load that fails shows LoadFailed, never the empty state (or an endless skeleton); a retry then brings the data.
// /payInfo tells a lost answer (retry) from the server's "no such order" (no retry).
import { screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import common from '../../locales/zh-CN/common.json';
import renderers from '../../locales/zh-CN/renderers.json';
import wallet from '../../locales/zh-CN/wallet.json';
import { walletMsg } from '../../server/features/wallet/messages';
import { tokenStore } from '../../src/session/tokenStore';
import { containing } from '../shared/words';
import { mswServer } from '../setup/msw';
import { renderApp } from './appHarness';
import { apiUrl } from './harness';
import { card, failUntilRecovered, serveDeposits, serveWallet, venues } from './wallet-support';

const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const FAILED = renderers.loadFailed.title;
const { withdraw, cards, recharge } = wallet;
/** The venue whose balance the tests look for (a fixture's name). */
const pp = venues.find((venue) => venue.platname === 'pp')!.name;

beforeAll(() => {
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
});
beforeEach(() => tokenStore.set('member-token'));
afterEach(() => tokenStore.set(null));

async function retryIn(scope: HTMLElement, recover: () => void) {
  recover();
  await userEvent.click(within(scope).getByRole('button', { name: common.retry }));
}

describe('venue balances', () => {
  it.each(['/money', '/withdrawal', '/transfer'])('on %s, a failed (silent) poll shows LoadFailed, and a retry the venues', async (at) => {
    serveWallet();
    const server = failUntilRecovered('post', '/api/balancelist', venues);
    renderApp({ at });
    expect(await screen.findByText(FAILED, {})).toBeInTheDocument();
    expect(screen.queryByText(pp)).not.toBeInTheDocument();
    await retryIn(document.body, server.recover);
    expect((await screen.findAllByText(pp)).length).toBeGreaterThan(0);
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
  });
});

describe('/wallet', () => {
  it('shows LoadFailed, not "none bound" and the add button, when the cards fail', async () => {
    serveWallet();
    const server = failUntilRecovered('post', '/api/getcard', [card(2, 2)]);
    renderApp({ at: '/wallet' });
    expect(await screen.findByText(FAILED, {})).toBeInTheDocument();
    expect(screen.queryByText(cards.emptyUsdt)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: containing(cards.addUsdt) })).not.toBeInTheDocument();
    await retryIn(document.body, server.recover);
    expect(await screen.findByText('**** ab2d')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: containing(cards.addUsdt) })).toBeInTheDocument();
  });
});

describe('/withdrawal account sheet', () => {
  it('shows LoadFailed, not "no address yet", when the addresses fail', async () => {
    serveWallet();
    const server = failUntilRecovered('post', '/api/getcard', [card(2, 2, 'TRC20')]);
    renderApp({ at: '/withdrawal' });
    await userEvent.click(await screen.findByRole('button', { name: withdraw.chooseAddress }));
    const sheet = await screen.findByRole('region', { name: withdraw.chooseAddress });
    expect(await within(sheet).findByText(FAILED)).toBeInTheDocument();
    expect(within(sheet).queryByText(withdraw.noAddress)).not.toBeInTheDocument();
    await retryIn(sheet, server.recover);
    expect(await within(sheet).findByRole('button', { name: /TRC20/ })).toBeInTheDocument();
  });
});

describe('/recharge', () => {
  it('shows LoadFailed, not "no receiving account", when the account fails', async () => {
    serveWallet();
    serveDeposits([]);
    const account = { id: 1, bank_name: '中国建设银行', bank_no: '6217000010088886666', bank_owner: '收款公司', bank_address: '深圳支行' };
    const server = failUntilRecovered('post', '/api/getpaybank', [account]);
    renderApp({ at: '/recharge' });
    expect(await screen.findByText(FAILED, {})).toBeInTheDocument();
    expect(screen.queryByText(recharge.noAccount)).not.toBeInTheDocument();
    await retryIn(document.body, server.recover);
    expect(await screen.findByText('6217000010088886666')).toBeInTheDocument();
  });

  it('shows LoadFailed when the methods fail, and the tabs after a retry', async () => {
    serveWallet();
    serveDeposits([]);
    const server = failUntilRecovered('get', '/api/get_pay_way', { card: 1, usdt: 1, wechat: 0, alipay: 0 });
    renderApp({ at: '/recharge' });
    expect(await screen.findByText(FAILED, {})).toBeInTheDocument();
    await retryIn(document.body, server.recover);
    await waitFor(() => expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([recharge.methods.bank, recharge.methods.usdt, recharge.methods.manual]));
  });
});

describe('/payInfo', () => {
  const at = '/payInfo?deposit_no=D20250101120000123456';
  const info = { deposit_no: 'D20250101120000123456', info: { amount: '300.00', created_at: '2025-01-01 12:00:00', paytype: 'usdt', state: 1 }, cardlist: null };

  it.each(['network', 'http500'] as const)('shows LoadFailed, not "no such order", on a %s failure, and the order after a retry', { timeout: 20_000 }, async (how) => {
    serveWallet();
    const server = failUntilRecovered('post', '/api/payinfo', info, how);
    renderApp({ at });
    // A lost answer is asked twice more (1 s, then 2 s) before the query gives up.
    expect(await screen.findByText(FAILED, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText(wallet.payInfo.missing)).not.toBeInTheDocument();
    await retryIn(document.body, server.recover);
    expect(await screen.findByText('300.00')).toBeInTheDocument();
    expect(screen.getByText('D20250101120000123456')).toBeInTheDocument();
  });

  it('says the order does not exist, with no retry, when the server refuses it', async () => {
    serveWallet();
    mswServer.use(http.post(apiUrl('/api/payinfo'), () => HttpResponse.json({ code: 404, message: walletMsg.depositUnknown, data: null }, { status: 404 })));
    renderApp({ at });
    expect(await screen.findByText(wallet.payInfo.missing, { selector: '.adm-error-block *' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: common.retry })).not.toBeInTheDocument();
  });
});
