// The daily red packet and the rebate centre on the reference server in this process (moved down from
// tests/e2e/redpacket.spec.ts and tests/e2e/rebate.spec.ts): the server's clock moved through the admin API, deposits
// and bets written into its database, rebates settled by the operator; the page drawn from the real answers, and the
// money the server then holds.
import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import rebate from '../../locales/zh-CN/rebate.json';
import redpacket from '../../locales/zh-CN/redpacket.json';
import { CATEGORY_NAMES, promoMsg } from '../../server/features/promotions/messages';
import { approvedDeposit, memberId, settledBet } from '../shared/memberStanding';
import { fillIn, sentencePattern } from '../shared/words';
import { openApp, type OpenedApp } from './support/appOnServer';
import { inProcessServer, type InProcessServer } from './support/inProcessServer';
import { toastSays, user } from './support/server-journeys';

const beijing = (text: string) => new Date(`${text}+08:00`);

let server: InProcessServer;
let app: OpenedApp | undefined;
beforeAll(async () => {
  server = await inProcessServer();
});
afterEach(async () => {
  app?.close();
  await server.admin('/admin/clock', { now: null });
});
afterAll(() => server.close());

async function setClock(at: string) {
  expect((await server.admin('/admin/clock', { now: beijing(at).toISOString() })).code).toBe(200);
}

const balance = async (token: string) => (await server.post<{ balance: string }>('/api/balance', {}, token)).data.balance;

describe('the daily red packet', () => {
  it('a red packet drawn inside the window, refused outside it', { timeout: 30_000 }, async () => {
    await setClock('2025-06-18T10:30:00');
    const member = await server.member();
    approvedDeposit(server.deps, memberId(server.deps, member.name), 20_000, beijing('2025-06-17T20:00:00'));

    app = openApp(server, '/hongbao', member.token);
    await waitFor(() => expect(screen.getByTestId('rp-sendnums')).toHaveTextContent(/^1$/));
    expect(await screen.findByText(fillIn(redpacket.counts.sums, { recharge: '200.00', flow: '0.00' }))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: redpacket.draw }));
    const won = await screen.findByText(sentencePattern(redpacket.won.amount, { money: '\\d+\\.\\d{2}' }));
    const money = sentencePattern(redpacket.won.amount, { money: '(\\d+\\.\\d{2})' }).exec(won.textContent!)![1]!;
    expect(Number(money)).toBeGreaterThanOrEqual(1.88);
    expect(Number(money)).toBeLessThanOrEqual(8.88);
    await user.click(screen.getByRole('button', { name: redpacket.won.confirm }));
    await waitFor(() => expect(screen.getByTestId('rp-sendnums')).toHaveTextContent(/^0$/));
    expect(await balance(member.token)).toBe(money);

    await user.click(screen.getByRole('button', { name: redpacket.draw }));
    expect(await toastSays(redpacket.notQualified)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: redpacket.records }));
    await waitFor(() => expect(app!.location()).toBe('/welfare'));
    expect(await screen.findByText(`+${money}`)).toBeInTheDocument();

    // Outside the window: covered on the page (a new visit), and refused by the server.
    await setClock('2025-06-18T12:00:05');
    app.close();
    app = openApp(server, '/hongbao', member.token);
    expect(await screen.findByText(redpacket.phase.after)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: redpacket.draw })).toBeDisabled();
    expect(await server.post('/api/douserredpacket', {}, member.token)).toMatchObject({ code: 422, message: promoMsg.redPacketEnded });

    await setClock('2025-06-19T09:00:00');
    app.close();
    app = openApp(server, '/hongbao', member.token);
    expect(await screen.findByText(redpacket.phase.before)).toBeInTheDocument();
    expect(await screen.findByText(new RegExp(`^${sentencePattern(redpacket.phase.countdown, { time: '0(1:00:00|0:59:5\\d)' }).source}$`))).toBeInTheDocument();
    expect(await server.post('/api/douserredpacket', {}, member.token)).toMatchObject({ code: 422, message: promoMsg.redPacketNotStarted });
    expect(await balance(member.token)).toBe(money);
  });

  it('a member below every tier is told so, and can go top up', async () => {
    await setClock('2025-06-18T11:00:00');
    const member = await server.member();
    app = openApp(server, '/hongbao', member.token);
    await waitFor(() => expect(screen.getByTestId('rp-sendnums')).toHaveTextContent(/^0$/));
    await user.click(screen.getByRole('button', { name: redpacket.draw }));
    expect(await toastSays(redpacket.notQualified)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: redpacket.refused.topUp }));
    await waitFor(() => expect(app!.location()).toBe('/recharge'));
  });
});

describe('the rebate centre', () => {
  it('a rebate is claimed after the admin settles the bets, and pays once', { timeout: 30_000 }, async () => {
    const member = await server.member();
    const id = memberId(server.deps, member.name);
    // VIP1 pays 0.50 % on live dealer and 0.50 % on sports: 5.00 + 1.50.
    settledBet(server.deps, id, 'realbet', 'hqzr', 100_000, new Date(Date.now() - 60_000));
    settledBet(server.deps, id, 'sport', 'ldty', 30_000, new Date(Date.now() - 60_000));

    app = openApp(server, '/fanshui', member.token);
    await waitFor(() => expect(screen.getByTestId('fs-pending')).toHaveTextContent(/^0\.00$/));
    await user.click(screen.getByRole('button', { name: rebate.claim }));
    expect(await toastSays(rebate.nothing)).toBeInTheDocument();

    // (The file's server is shared by its tests: other members' bets may settle in the same run.)
    const settled = await server.admin<{ created: number; money: string }>('/admin/settle-rebates', {});
    expect(settled.data.created).toBeGreaterThanOrEqual(2);
    app.close();
    app = openApp(server, '/fanshui', member.token);
    await waitFor(() => expect(screen.getByTestId('fs-pending')).toHaveTextContent(/^6\.50$/));
    expect(await screen.findByText(CATEGORY_NAMES.realbet)).toBeInTheDocument();
    expect(screen.getByText(CATEGORY_NAMES.sport)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: rebate.claim }));
    expect(await toastSays(promoMsg.rebateClaimed('6.50'))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('fs-pending')).toHaveTextContent(/^0\.00$/));
    await waitFor(() => expect(screen.getByTestId('fs-claimed')).toHaveTextContent(/^6\.50$/));
    const claimedBadges = () => [...document.querySelectorAll('.field-badge')].filter((badge) => badge.textContent === rebate.state.claimed);
    await waitFor(() => expect(claimedBadges()).toHaveLength(2));

    expect(await balance(member.token)).toBe('6.50');
    expect(await server.post('/api/dofanshui', {}, member.token)).toMatchObject({ code: 422, message: promoMsg.rebateNothing });
    await server.admin('/admin/settle-rebates', {});
    expect(await balance(member.token)).toBe('6.50');
  });
});
