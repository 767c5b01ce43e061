// /addBankCard and /addUsdtCard, the declared card forms: the bank list first (a skeleton, a retry when it fails),
// each rule's sentence in the spec's order, the contract's limits on the inputs, what is sent and where it goes.
import { screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import contract from '../../locales/zh-CN/contract.json';
import wallet from '../../locales/zh-CN/wallet.json';
import common from '../../locales/zh-CN/common.json';
import { walletMsg } from '../../server/features/wallet/messages';
import { maxLengthOf } from '../../src/api/requestRules';
import { BindCardRequestSchema } from '../../src/api/requestSchemas.gen';
import { tokenStore } from '../../src/session/tokenStore';
import { mswServer } from '../setup/msw';
import { renderApp } from './appHarness';
import { apiUrl } from './harness';
import { failUntilRecovered, serveWallet } from './wallet-support';

const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const toast = (text: string) => screen.findByText(text, { selector: '.adm-toast-main *, .adm-toast-main' });
const cards = wallet.cards;
const banks = [{ id: 1, bank_name: '中国银行' }, { id: 2, bank_name: '招商银行' }];

beforeAll(() => {
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
});
beforeEach(() => tokenStore.set('member-token'));
afterEach(() => tokenStore.set(null));

/** Serves the wallet, the bank list and binding; answers the bodies bound. */
function serveBinding() {
  serveWallet();
  const bound: unknown[] = [];
  mswServer.use(
    http.post(apiUrl('/api/banklist'), () => HttpResponse.json({ code: 200, message: 'ok', data: banks })),
    http.post(apiUrl('/api/bindcard'), async ({ request }) => {
      bound.push(await request.json());
      return HttpResponse.json({ code: 200, message: walletMsg.bound, data: [] });
    }),
  );
  return bound;
}

describe('/addBankCard', { timeout: 20_000 }, () => {
  it('checks holder, bank, branch, card number and pay password in order, then binds and goes to the bank cards', async () => {
    const bound = serveBinding();
    const app = renderApp({ at: '/addBankCard' });
    const submit = await screen.findByRole('button', { name: cards.bind });
    expect(screen.getByLabelText(cards.owner)).toHaveAttribute('maxlength', String(maxLengthOf(BindCardRequestSchema.shape.bank_owner)));
    expect(screen.getByLabelText(cards.payPassword)).toHaveAttribute('maxlength', String(maxLengthOf(BindCardRequestSchema.shape.pay_pass)));

    await userEvent.click(submit);
    expect(await toast(contract.BindCardRequest.bank_owner)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(cards.owner), ' 张三 ');
    await userEvent.click(submit);
    expect(await toast(contract.BindCardRequest.bank)).toBeInTheDocument();
    await userEvent.click(screen.getByText('招商银行'));
    await userEvent.click(submit);
    expect(await toast(cards.branchRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(cards.branch), '深圳南山支行');
    await userEvent.click(submit);
    expect(await toast(cards.cardNoRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(cards.cardNo), '1234 567');
    await userEvent.click(submit);
    expect(await toast(contract.BindCardRequest.bank_no)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(cards.cardNo));
    await userEvent.type(screen.getByLabelText(cards.cardNo), '6225 8800 1111 2221');
    await userEvent.click(submit);
    expect(await toast(cards.payPasswordRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(cards.payPassword), '12345');
    await userEvent.click(submit);
    expect(await toast(contract.BindCardRequest.pay_pass)).toBeInTheDocument();
    expect(bound).toEqual([]);

    await userEvent.type(screen.getByLabelText(cards.payPassword), '6');
    await userEvent.click(submit);
    await waitFor(() => expect(app.location()).toBe('/wallet?tab=2'));
    expect(bound).toEqual([{ bank_owner: '张三', bank: '招商银行', bank_address: '深圳南山支行', bank_no: '6225880011112221', pay_pass: '123456' }]);
    expect(await toast(walletMsg.bound)).toBeInTheDocument();
  });

  it('shows LoadFailed when the bank list fails, and the form after a retry', async () => {
    serveBinding();
    const server = failUntilRecovered('post', '/api/banklist', banks);
    renderApp({ at: '/addBankCard' });
    const retry = await screen.findByRole('button', { name: common.retry });
    expect(screen.queryByRole('button', { name: cards.bind })).not.toBeInTheDocument();
    server.recover();
    await userEvent.click(retry);
    expect(await screen.findByRole('button', { name: cards.bind })).toBeInTheDocument();
    expect(screen.getByText('中国银行')).toBeInTheDocument();
  });
});

describe('/addUsdtCard', { timeout: 20_000 }, () => {
  it('checks the address for its protocol, sends it as bank_no with the chain as bank_owner, and goes to the addresses', async () => {
    const bound = serveBinding();
    const app = renderApp({ at: '/addUsdtCard' });
    const submit = await screen.findByRole('button', { name: cards.bind });
    expect(screen.getByLabelText(cards.address)).toHaveAttribute('maxlength', String(maxLengthOf(BindCardRequestSchema.shape.bank_no)));
    await userEvent.click(submit);
    expect(await toast(cards.addressRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(cards.address), '0x5a60e97ed1c3651c9f57953ffb1685bfbe2a47f6');
    await userEvent.type(screen.getByLabelText(cards.payPassword), '666888');
    await userEvent.click(submit);
    expect(await toast(cards.addressFormat)).toBeInTheDocument();
    await userEvent.click(screen.getByText(cards.erc20));
    await userEvent.click(submit);
    await waitFor(() => expect(app.location()).toBe('/wallet?tab=1'));
    expect(bound).toEqual([{ bank: 'USDT', bank_owner: 'ERC20', bank_no: '0x5a60e97ed1c3651c9f57953ffb1685bfbe2a47f6', pay_pass: '666888' }]);
  });
});
