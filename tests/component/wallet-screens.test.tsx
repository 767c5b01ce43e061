// /transfer (auto-transfer locks row selection, venue to venue refused before sending), /wallet (add only under the
// limit, removal after a confirm), /recharge (the method's range and the bank details in order; where success goes);
// a double tap on either money form sends one request.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import common from '../../locales/zh-CN/common.json';
import contract from '../../locales/zh-CN/contract.json';
import wallet from '../../locales/zh-CN/wallet.json';
import { walletMsg } from '../../server/features/wallet/messages';
import { tokenStore } from '../../src/session/tokenStore';
import { mswServer } from '../setup/msw';
import { maxLengthOf } from '../../src/api/requestRules';
import { RechargeRequestSchema } from '../../src/api/requestSchemas.gen';
import { renderApp } from './appHarness';
import { apiUrl } from './harness';
import { containing, fillIn, sentencePattern } from '../shared/words';
import { card, serveDeposits, serveWallet, venues } from './wallet-support';

const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const { transfer, cards, recharge } = wallet;
/** The venue the transfer tests tap (a fixture's name). */
const pp = venues.find((venue) => venue.platname === 'pp')!.name;
const toast = (text: string) => screen.findByText(text, { selector: '.adm-toast-main *, .adm-toast-main' });

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
    await userEvent.click(await screen.findByRole('button', { name: containing(pp) }));
    expect(screen.getByRole('button', { name: containing(pp) })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: transfer.target })).toHaveTextContent(pp);
    await userEvent.type(screen.getByRole('textbox', { name: transfer.amount }), '50');
    await userEvent.click(screen.getByRole('button', { name: transfer.submit }));
    await waitFor(() => expect(sent).toEqual([{ path: '/api/transfer', body: { amount: '50', sourcetype: 'userbalance', targettype: 'pp' } }]));
    expect(await toast(walletMsg.transferred)).toBeInTheDocument();
  });

  it('asks for an amount before sending, and swaps the two sides', async () => {
    const sent = serveWallet();
    renderApp({ at: '/transfer' });
    await userEvent.click(await screen.findByRole('button', { name: containing(pp) }));
    await userEvent.click(screen.getByRole('button', { name: transfer.submit }));
    expect(await toast(contract.TransferRequest.amount)).toBeInTheDocument();
    // swap: the venue → central; then a venue tap replaces the source, leaving the central wallet as the target
    await userEvent.click(screen.getByRole('button', { name: transfer.swap }));
    expect(screen.getByRole('button', { name: transfer.source })).toHaveTextContent(pp);
    expect(sent).toEqual([]);
  });

  it('blocks picking a venue row while auto-transfer is on', async () => {
    const sent = serveWallet({ user: { transferstatus: 1 } });
    renderApp({ at: '/transfer' });
    expect(await screen.findByRole('switch', { name: transfer.auto })).toBeChecked();
    await userEvent.click(await screen.findByRole('button', { name: containing(pp) }));
    expect(await toast(transfer.autoLocked)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: containing(pp) })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: transfer.target })).toHaveTextContent(transfer.chooseTarget);
    expect(sent).toEqual([]);
  });

  it('sends one transfer when its submit button is tapped twice in the same tick', async () => {
    const sent = serveWallet({ transferDelayMs: 200 });
    renderApp({ at: '/transfer' });
    await userEvent.click(await screen.findByRole('button', { name: containing(pp) }));
    await userEvent.type(screen.getByRole('textbox', { name: transfer.amount }), '50');
    const submit = screen.getByRole('button', { name: transfer.submit });
    // Both taps land before the button can re-render disabled: only the form's own guard stops the second.
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await toast(walletMsg.transferred)).toBeInTheDocument();
    expect(sent.filter((s) => s.path === '/api/transfer')).toHaveLength(1);
  });

  it('flips auto-transfer with the switch', async () => {
    const sent = serveWallet();
    renderApp({ at: '/transfer' });
    await userEvent.click(await screen.findByRole('switch', { name: transfer.auto }));
    await waitFor(() => expect(sent).toEqual([{ path: '/api/uptransferstatus', body: { transferstatus: 1 } }]));
  });
});

describe('/wallet', () => {
  it('lists masked numbers and offers to add while fewer than five are bound', async () => {
    serveWallet({ cards: { 1: [card(1, 1)], 2: [card(2, 2), card(3, 2), card(4, 2), card(5, 2)] } });
    renderApp({ at: '/wallet' });
    expect(await screen.findByText('**** ab2d', {})).toBeInTheDocument();
    expect(screen.getByRole('button', { name: containing(cards.addUsdt) })).toBeInTheDocument();
  });

  it('hides the add button at five, and removes a card only after the confirm', async () => {
    const sent = serveWallet({ cards: { 1: [1, 2, 3, 4, 5].map((i) => card(i, 1)), 2: [] } });
    renderApp({ at: '/wallet?tab=2' });
    expect(await screen.findByText('**** **** **** 0050', {})).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: containing(cards.addBank) })).not.toBeInTheDocument();
    expect(screen.getByText(fillIn(cards.limit, { max: 5 }))).toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('button', { name: cards.delete })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(fillIn(cards.deleteConfirm, { number: '**** **** **** 0010' }));
    await userEvent.click(within(dialog).getByRole('button', { name: common.cancel }));
    expect(sent).toEqual([]);
    // The closed dialog leaves with an animation: the next one is a new dialog, not this one on its way out.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getAllByRole('button', { name: cards.delete })[0]!);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: common.confirm }));
    await waitFor(() => expect(sent).toEqual([{ path: '/api/delcard', body: { id: 1 } }]));
  });
});

describe('/recharge', () => {
  it('shows the enabled methods plus the manual one, and the receiving account', async () => {
    serveWallet();
    serveDeposits([]);
    renderApp({ at: '/recharge' });
    expect(await screen.findByText('6217000010088886666', {})).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([recharge.methods.bank, recharge.methods.usdt, recharge.methods.manual]);
  });

  it("limits each bank detail to the contract's length once the player starts on the details (the rules load then)", async () => {
    serveWallet();
    serveDeposits([]);
    renderApp({ at: '/recharge' });
    const fields = { bank_owner: recharge.depositorRequired, bank: recharge.bankTypeRequired, bank_no: recharge.bankNoRequired, bank_address: recharge.bankAddressRequired };
    for (const [name, placeholder] of Object.entries(fields)) {
      const input = await screen.findByPlaceholderText(placeholder, {});
      const limit = maxLengthOf(RechargeRequestSchema.shape[name as keyof typeof fields]);
      expect(limit, name).toBeGreaterThan(0);
      await userEvent.click(input);
      await waitFor(() => expect(input).toHaveAttribute('maxlength', String(limit)));
    }
  });

  it('checks the bank details in order, then the server\'s range, then goes to the records', { timeout: 20_000 }, async () => {
    serveWallet();
    const sent: { body: unknown }[] = [];
    serveDeposits(sent);
    const app = renderApp({ at: '/recharge' });
    const submit = await screen.findByRole('button', { name: recharge.submit });
    await userEvent.click(submit);
    expect(await toast(contract.RechargeRequest.bank_owner)).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText(recharge.depositorRequired), '张三');
    await userEvent.click(submit);
    expect(await toast(contract.RechargeRequest.bank)).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText(recharge.bankTypeRequired), '工商银行');
    await userEvent.click(submit);
    expect(await toast(contract.RechargeRequest.bank_no)).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText(recharge.bankNoRequired), '6222000011112222');
    await userEvent.click(submit);
    expect(await toast(contract.RechargeRequest.bank_address)).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText(recharge.bankAddressRequired), '北京支行');
    await userEvent.type(screen.getByRole('textbox', { name: recharge.amount }), '100');
    await userEvent.click(submit);
    expect(await toast(fillIn(recharge.amountRange, { min: 200, max: 3000 }))).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.clear(screen.getByRole('textbox', { name: recharge.amount }));
    await userEvent.click(screen.getByRole('button', { name: '500' }));
    await userEvent.click(submit);
    expect(await toast(recharge.submitted)).toBeInTheDocument();
    expect(sent).toEqual([{ body: { paytype: 'bank', amount: '500', bank_owner: '张三', bank: '工商银行', bank_no: '6222000011112222', bank_address: '北京支行' } }]);
    await waitFor(() => expect(app.location()).toBe('/transRecord?type=1'));
  });

  it('sends a USDT deposit with its chain and goes to /payInfo', async () => {
    serveWallet();
    const sent: { body: unknown }[] = [];
    serveDeposits(sent);
    const app = renderApp({ at: '/recharge' });
    await userEvent.click(await screen.findByRole('tab', { name: 'USDT' }));
    await userEvent.click(screen.getByText('ERC20'));
    await userEvent.type(screen.getByRole('textbox', { name: recharge.amount }), '300');
    await userEvent.click(screen.getByRole('button', { name: recharge.submit }));
    await waitFor(() => expect(app.location()).toBe('/payInfo?deposit_no=D20250101120000123456'));
    expect(sent).toEqual([{ body: { paytype: 'usdt', amount: '300', catepay: 'ERC20' } }]);
  });

  /** Opens /recharge with /api/recharge answering `answer`, and deposits 300 by USDT. */
  async function depositAnswered(answer: { message: string; data: unknown }) {
    serveWallet();
    serveDeposits([]);
    mswServer.use(http.post(apiUrl('/api/recharge'), () => HttpResponse.json({ code: 200, ...answer })));
    const app = renderApp({ at: '/recharge' });
    await userEvent.click(await screen.findByRole('tab', { name: 'USDT' }));
    await userEvent.clear(screen.getByRole('textbox', { name: recharge.amount }));
    await userEvent.type(screen.getByRole('textbox', { name: recharge.amount }), '300');
    await userEvent.click(screen.getByRole('button', { name: recharge.submit }));
    return app;
  }

  it('reads the deposit number from the message when data lacks it', async () => {
    const app = await depositAnswered({ message: 'D20250101120000999999', data: [] });
    await waitFor(() => expect(app.location()).toBe('/payInfo?deposit_no=D20250101120000999999'));
  });

  it('never opens /payInfo without a deposit number: the failure is told, and the player stays on /recharge', async () => {
    const app = await depositAnswered({ message: recharge.created, data: {} });
    expect(await toast(recharge.noDepositNo)).toBeInTheDocument();
    expect(app.location()).toMatch(/^\/recharge/);
  });

  it('sends one deposit when its submit button is tapped twice in the same tick', async () => {
    serveWallet();
    const sent: { body: unknown }[] = [];
    serveDeposits(sent, { rechargeDelayMs: 200 });
    const app = renderApp({ at: '/recharge' });
    await userEvent.click(await screen.findByRole('tab', { name: 'USDT' }));
    await userEvent.type(screen.getByRole('textbox', { name: recharge.amount }), '300');
    const submit = screen.getByRole('button', { name: recharge.submit });
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
    expect(await screen.findByText(sentencePattern(wallet.payInfo.countdown, { time: '(50:00|49:59)' }), {})).toBeInTheDocument();
  });
});
