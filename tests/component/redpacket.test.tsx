// /hongbao and /welfare: closed switch, visitor, the window read off the server's clock, the draw and its outcomes.
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import common from '../../locales/zh-CN/common.json';
import errors from '../../locales/zh-CN/errors.json';
import redpacket from '../../locales/zh-CN/redpacket.json';
import { promoMsg } from '../../server/features/promotions/messages';
import { QUERY_RETRIES } from '../../core/constants';
import { tokenStore } from '../../src/session/tokenStore';
import { fillIn, sentencePattern } from '../shared/words';
import { renderApp } from './appHarness';
import { ok, refuse, serveMember } from './member-support';

// The first render of a lazily loaded screen compiles it: give it time.
configure({ asyncUtilTimeout: 5000 });
afterEach(() => tokenStore.set(null));

const rules = [{ start_time: '2024-01-01 00:00:00', end_time: '2099-12-31 23:59:59', recharge: '100.00', flow_money: '0.00', day_flow: 1, min_money: '1.88', max_money: '8.88' }];
const info = (patch: Record<string, unknown> = {}) => ({
  sendnums: 1, acquirednum: 0, max_times: 1, rules, server_time: '2025-03-10 10:30:00', window_recharge: '100.00', window_flow: '0.00', ...patch,
});

describe('/hongbao', () => {
  it('says the red packets are closed when the site switches red packets off', async () => {
    serveMember({ appInfo: { redpacket_switch: 0 } });
    tokenStore.set('member-token');
    renderApp({ at: '/hongbao' });
    expect(await screen.findByText(redpacket.closed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: redpacket.draw })).not.toBeInTheDocument();
  });

  it('asks a visitor to log in first', async () => {
    const api = serveMember();
    const app = renderApp({ at: '/hongbao' });
    await userEvent.click(await screen.findByRole('button', { name: redpacket.login }));
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Fhongbao'));
    expect(api.count('/api/userredpacket')).toBe(0);
  });

  it('with no draws left says so and sends nothing', async () => {
    const api = serveMember({ answers: { '/api/userredpacket': () => ok(info({ sendnums: 0, max_times: 0 })) } });
    tokenStore.set('member-token');
    renderApp({ at: '/hongbao' });
    await userEvent.click(await screen.findByRole('button', { name: redpacket.draw }));
    expect(await screen.findByText(redpacket.notQualified)).toBeInTheDocument();
    expect(api.count('/api/douserredpacket')).toBe(0);
  });

  it('shows the amount won and asks for the standing again', async () => {
    let drawn = false;
    const api = serveMember({
      answers: {
        '/api/userredpacket': () => ok(drawn ? info({ sendnums: 0, acquirednum: 1 }) : info()),
        '/api/douserredpacket': () => {
          drawn = true;
          return ok({ redpacketmoney: '5.88', balance: '1205.88' }, promoMsg.redPacketWon('5.88'));
        },
      },
    });
    tokenStore.set('member-token');
    renderApp({ at: '/hongbao' });
    expect(await screen.findByTestId('rp-sendnums')).toHaveTextContent('1');
    await userEvent.click(screen.getByRole('button', { name: redpacket.draw }));
    expect(await screen.findByText(fillIn(redpacket.won.amount, { money: '5.88' }))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('rp-sendnums')).toHaveTextContent('0'));
    expect(api.count('/api/douserredpacket')).toBe(1);
    expect(api.count('/api/user')).toBeGreaterThanOrEqual(2);
  });

  it('shows a refusal with a way to top up', async () => {
    serveMember({ answers: { '/api/userredpacket': () => ok(info()), '/api/douserredpacket': () => refuse(422, promoMsg.redPacketUsedUp) } });
    tokenStore.set('member-token');
    const app = renderApp({ at: '/hongbao' });
    await userEvent.click(await screen.findByRole('button', { name: redpacket.draw }));
    expect(await screen.findByText(promoMsg.redPacketUsedUp)).toBeInTheDocument();
    // The dialog is still fading in: a tap goes through anyway, as on a phone.
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getAllByText(redpacket.refused.topUp).at(-1)!);
    await waitFor(() => expect(app.location()).toBe('/recharge'));
  });

  it("says the red packet's own words (the spec's) when a draw gets no answer or the server fails, never the general ones", async () => {
    let answer = () => HttpResponse.error();
    const api = serveMember({ answers: { '/api/userredpacket': () => ok(info()), '/api/douserredpacket': () => answer() } });
    tokenStore.set('member-token');
    renderApp({ at: '/hongbao' });
    const draw = await screen.findByRole('button', { name: redpacket.draw });
    await userEvent.click(draw);
    expect(await screen.findAllByText(redpacket.serverFailure)).not.toHaveLength(0);
    expect(screen.queryByText(errors.network)).not.toBeInTheDocument();
    answer = () => new HttpResponse('<h1>Server Error</h1>', { status: 500, headers: { 'content-type': 'text/html' } });
    await waitFor(() => expect(draw).toBeEnabled());
    await userEvent.click(draw);
    await waitFor(() => expect(api.count('/api/douserredpacket')).toBe(2));
    expect(await screen.findAllByText(redpacket.serverFailure)).not.toHaveLength(0);
    expect(screen.queryByText(errors.server)).not.toBeInTheDocument();
  });

  it('takes a draw answered without its amount (`data: null`) for the server\'s failure, and lets the member draw again', async () => {
    const api = serveMember({ answers: { '/api/userredpacket': () => ok(info()), '/api/douserredpacket': () => ok(null) } });
    tokenStore.set('member-token');
    renderApp({ at: '/hongbao' });
    const draw = await screen.findByRole('button', { name: redpacket.draw });
    // An earlier test's "won" dialog may still be closing (antd-mobile's dialogs live outside the rendered tree).
    const wonBefore = screen.queryAllByText(redpacket.won.title).length;
    await userEvent.click(draw);
    expect(await screen.findByText(redpacket.serverFailure)).toBeInTheDocument();
    expect(screen.queryAllByText(redpacket.won.title)).toHaveLength(wonBefore);
    await waitFor(() => expect(draw).toBeEnabled());
    expect(api.count('/api/douserredpacket')).toBe(1);
  });

  it('keeps the envelope when the standing asked again after a failed draw gets no answer either', { timeout: 20_000 }, async () => {
    let answered = false;
    const api = serveMember({
      answers: {
        '/api/userredpacket': () => (answered ? HttpResponse.error() : ((answered = true), ok(info()))),
        '/api/douserredpacket': () => HttpResponse.error(),
      },
    });
    tokenStore.set('member-token');
    renderApp({ at: '/hongbao' });
    const draw = await screen.findByRole('button', { name: redpacket.draw });
    await userEvent.click(draw);
    expect(await screen.findAllByText(redpacket.serverFailure)).not.toHaveLength(0);
    expect(screen.queryByText(errors.network)).not.toBeInTheDocument();
    // The first standing, then the one asked again after the draw with each of its retries (1 s, then 2 s).
    await waitFor(() => expect(api.count('/api/userredpacket')).toBe(2 + QUERY_RETRIES));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await waitFor(() => expect(screen.getByRole('button', { name: redpacket.draw })).toBeEnabled());
    expect(screen.queryByRole('button', { name: common.retry })).not.toBeInTheDocument();
    expect(screen.getByTestId('rp-sendnums')).toHaveTextContent('1');
  });

  it("says the red packet's own words when the standing cannot be fetched, and offers a retry", { timeout: 20_000 }, async () => {
    serveMember({ answers: { '/api/userredpacket': () => new HttpResponse('<h1>Server Error</h1>', { status: 500, headers: { 'content-type': 'text/html' } }) } });
    tokenStore.set('member-token');
    renderApp({ at: '/hongbao' });
    // After the query's retries (1 s, then 2 s): the block says the spec's red-packet sentence, not the general words.
    expect(await screen.findByText(redpacket.serverFailure, { selector: '.renderer-failure' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText(errors.server)).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: common.retry })).toBeInTheDocument();
  });

  it('covers the envelope before 10:00 and after 12:00 by the server\'s clock, not the phone\'s', async () => {
    let serverTime = '2025-03-10 09:00:00';
    serveMember({ answers: { '/api/userredpacket': () => ok(info({ server_time: serverTime })) } });
    tokenStore.set('member-token');
    const app = renderApp({ at: '/hongbao' });
    expect(await screen.findByText(redpacket.phase.before)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^${sentencePattern(redpacket.phase.countdown, { time: '0(1:00:00|0:59:5\\d)' }).source}$`))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: redpacket.draw })).toBeDisabled();
    app.unmount();

    serverTime = '2025-03-10 12:00:01';
    renderApp({ at: '/hongbao' });
    expect(await screen.findByText(redpacket.phase.after)).toBeInTheDocument();
    expect(screen.getByText(redpacket.phase.tomorrow)).toBeInTheDocument();
  });

  it('follows the server\'s state over the spec\'s window: running at 15:00 lets the member grab', async () => {
    const api = serveMember({
      answers: {
        '/api/userredpacket': () => ok(info({ server_time: '2025-03-10 15:00:00', state: 'open' })),
        '/api/douserredpacket': () => ok({ redpacketmoney: '16.41', balance: '1216.41' }, promoMsg.redPacketWon('16.41')),
      },
    });
    tokenStore.set('member-token');
    renderApp({ at: '/hongbao' });
    const grab = await screen.findByRole('button', { name: redpacket.draw });
    await waitFor(() => expect(grab).toBeEnabled());
    expect(screen.queryByText(redpacket.phase.after)).not.toBeInTheDocument();
    await userEvent.click(grab);
    expect(await screen.findByText(fillIn(redpacket.won.amount, { money: '16.41' }))).toBeInTheDocument();
    expect(api.count('/api/douserredpacket')).toBe(1);
  });

  it('covers the envelope when the server says the event is over, even inside 10:00-12:00, without the spec\'s hours', async () => {
    serveMember({ answers: { '/api/userredpacket': () => ok(info({ server_time: '2025-03-10 10:30:00', state: 'after' })) } });
    tokenStore.set('member-token');
    renderApp({ at: '/hongbao' });
    expect(await screen.findByText(redpacket.phase.after)).toBeInTheDocument();
    expect(screen.getByText(redpacket.phase.operatorHours)).toBeInTheDocument();
    expect(screen.queryByText(redpacket.phase.tomorrow)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: redpacket.draw })).toBeDisabled();
    // The spec's hours are not the operator's: the rules do not claim them.
    expect(screen.queryByText(redpacket.rules.note1)).not.toBeInTheDocument();
    expect(screen.getByText(redpacket.rules.note3)).toBeInTheDocument();
  });

  it('lists the rules in force', async () => {
    serveMember({ answers: { '/api/userredpacket': () => ok(info()) } });
    tokenStore.set('member-token');
    renderApp({ at: '/hongbao' });
    expect(await screen.findByText('1.88-8.88')).toBeInTheDocument();
    expect(screen.getByText(fillIn(redpacket.rules.timesValue, { count: 1 }))).toBeInTheDocument();
  });
});

describe('/welfare', () => {
  it('leads to the red packet and the rebates, then lists past draws', async () => {
    const draw = { id: 1, money: '100.00', redpacketmoney: '5.88', created_at: '2025-03-10 10:00:00', usetime: '2025-03-10 10:31:02' };
    serveMember({ answers: { '/api/redpacket': () => ok({ data: [draw], total: 1, last_page: 1, current_page: 1, per_page: 10 }) } });
    tokenStore.set('member-token');
    const app = renderApp({ at: '/welfare' });
    expect(await screen.findByText('+5.88')).toBeInTheDocument();
    expect(screen.getByText(fillIn(redpacket.welfare.deposits, { money: '100.00' }))).toBeInTheDocument();
    expect(screen.getByText(fillIn(redpacket.welfare.used, { time: '2025-03-10 10:31:02' }))).toBeInTheDocument();
    await userEvent.click(screen.getByText(redpacket.welfare.rebateTitle));
    await waitFor(() => expect(app.location()).toBe('/fanshui'));
  });
});
