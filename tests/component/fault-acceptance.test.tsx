// Failures the player meets on a real back end (issue 27), on the reference server in this process with one call
// answered HTTP 500 (moved down from tests/e2e/fault-acceptance.spec.ts, which keeps the settings failing on a first
// visit: the entry ahead of the app calls them too): the deposit screen's pay ways, and a withdrawal. Each says the
// failure's category in the locale's words and offers a way on.
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import common from '../../locales/zh-CN/common.json';
import errors from '../../locales/zh-CN/errors.json';
import wallet from '../../locales/zh-CN/wallet.json';
import type { paths } from '../../core/schema';
import { FAULTS } from '../shared/faults';
import { openApp, type OpenedApp } from './support/appOnServer';
import { inProcessServer, type InProcessServer } from './support/inProcessServer';
import { fillInput, toastSays, user } from './support/server-journeys';

const { recharge, withdraw } = wallet;
const HTML_500 = FAULTS.find((fault) => fault.name === 'http500-html')!.answer!;

let server: InProcessServer;
let app: OpenedApp | undefined;
beforeAll(async () => {
  server = await inProcessServer();
});
afterEach(() => app?.close());
afterAll(() => server.close());

/** The server, but `path` answered with an HTML 500 while `failing()` says so (as a proxy in front of a real one would). */
function failingAt(path: keyof paths, failing: () => boolean): InProcessServer {
  return {
    ...server,
    fetchFromServer: (request) =>
      new URL(request.url).pathname === path && failing()
        ? Promise.resolve(new Response(HTML_500.body, { status: HTML_500.status, headers: { 'content-type': HTML_500.contentType! } }))
        : server.fetchFromServer(request),
  };
}

describe('a call answered HTTP 500', () => {
  it('/recharge with its pay-way call failing says the server failed, with a retry that brings the ways back', { timeout: 30_000 }, async () => {
    const m = await server.member();
    let failing = true;
    app = openApp(failingAt('/api/get_pay_way', () => failing), '/recharge', m.token);
    // Said once its retries are spent (a second and two more: the client's own pauses, real time here).
    const failure = await screen.findByText(errors.server, { selector: '.renderer-failure' });
    const block = failure.closest<HTMLElement>('.renderer-state')!;
    expect(screen.queryByText(errors.network)).not.toBeInTheDocument();
    failing = false;
    await user.click(within(block).getByRole('button', { name: common.retry }));
    expect(await screen.findByRole('button', { name: recharge.submit })).toBeInTheDocument();
    expect(document.querySelector('.renderer-state')).toBeNull();
  });

  it('a withdrawal answered HTTP 500 says the server failed, keeps the form, and the same form goes through after', { timeout: 30_000 }, async () => {
    const m = await server.member();
    expect((await server.admin('/admin/credit', { username: m.name, amount: '1000' })).code).toBe(200);
    const bank = '中国银行';
    expect((await server.post('/api/bindcard', { bank, bank_owner: '张三', bank_no: '6216600011112222', bank_address: '北京支行', pay_pass: m.password }, m.token)).code).toBe(200);
    let failing = true;
    app = openApp(failingAt('/api/withdraw', () => failing), '/withdrawal', m.token);
    const sent = () => app!.calls.filter((path) => path === '/api/withdraw').length;
    await user.click(await screen.findByRole('tab', { name: withdraw.tabs.bank }));
    await user.click(await screen.findByRole('button', { name: withdraw.chooseCard }));
    await user.click(await within(await screen.findByRole('region', { name: withdraw.chooseCard })).findByRole('button', { name: new RegExp(bank) }));
    const amount = await screen.findByRole('textbox', { name: withdraw.amount });
    await fillInput(amount, '200');
    const password = screen.getByPlaceholderText(withdraw.passwordRequired);
    await fillInput(password, m.password);
    const submit = screen.getByRole('button', { name: withdraw.submit });

    await user.click(submit);
    expect(await toastSays(errors.server)).toBeInTheDocument();
    expect(screen.queryByText(errors.network)).not.toBeInTheDocument();
    await waitFor(() => expect(submit).toBeEnabled());
    expect(amount).toHaveValue('200');
    expect(password).toHaveValue(m.password);
    expect(sent()).toBe(1);

    failing = false;
    await user.click(submit);
    expect(await toastSays(recharge.submitted)).toBeInTheDocument();
    await waitFor(() => expect(app!.location()).toBe('/transRecord?type=2'));
    expect(sent()).toBe(2);
    expect((await server.post<{ total: number }>('/api/gettransrecord', { type: 2 }, m.token)).data.total).toBe(1);
  });
});
