// /hongbao and /welfare: closed switch, visitor, the window read off the server's clock, the draw and its outcomes.
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenStore } from '../../src/session/tokenStore';
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
  it('says 红包已关闭 when the site switches red packets off', async () => {
    serveMember({ appInfo: { redpacket_switch: 0 } });
    tokenStore.set('member-token');
    renderApp({ at: '/hongbao' });
    expect(await screen.findByText('红包已关闭')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '抢红包' })).not.toBeInTheDocument();
  });

  it('asks a visitor to log in first', async () => {
    const api = serveMember();
    const app = renderApp({ at: '/hongbao' });
    await userEvent.click(await screen.findByRole('button', { name: '登录抢红包' }));
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Fhongbao'));
    expect(api.count('/api/userredpacket')).toBe(0);
  });

  it('with no draws left says so and sends nothing', async () => {
    const api = serveMember({ answers: { '/api/userredpacket': () => ok(info({ sendnums: 0, max_times: 0 })) } });
    tokenStore.set('member-token');
    renderApp({ at: '/hongbao' });
    await userEvent.click(await screen.findByRole('button', { name: '抢红包' }));
    expect(await screen.findByText('您暂未达到领取条件，快去完成吧！')).toBeInTheDocument();
    expect(api.count('/api/douserredpacket')).toBe(0);
  });

  it('shows the amount won and asks for the standing again', async () => {
    let drawn = false;
    const api = serveMember({
      answers: {
        '/api/userredpacket': () => ok(drawn ? info({ sendnums: 0, acquirednum: 1 }) : info()),
        '/api/douserredpacket': () => {
          drawn = true;
          return ok({ redpacketmoney: '5.88', balance: '1205.88' }, '恭喜您抢到5.88元红包');
        },
      },
    });
    tokenStore.set('member-token');
    renderApp({ at: '/hongbao' });
    expect(await screen.findByTestId('rp-sendnums')).toHaveTextContent('1');
    await userEvent.click(screen.getByRole('button', { name: '抢红包' }));
    expect(await screen.findByText('恭喜您抢到 5.88 元红包，已存入中心钱包')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('rp-sendnums')).toHaveTextContent('0'));
    expect(api.count('/api/douserredpacket')).toBe(1);
    expect(api.count('/api/user')).toBeGreaterThanOrEqual(2);
  });

  it('shows a refusal with a way to top up', async () => {
    serveMember({ answers: { '/api/userredpacket': () => ok(info()), '/api/douserredpacket': () => refuse(422, '今日红包次数已用完，明日再来') } });
    tokenStore.set('member-token');
    const app = renderApp({ at: '/hongbao' });
    await userEvent.click(await screen.findByRole('button', { name: '抢红包' }));
    expect(await screen.findByText('今日红包次数已用完，明日再来')).toBeInTheDocument();
    // The dialog is still fading in: a tap goes through anyway, as on a phone.
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getAllByText('去充值').at(-1)!);
    await waitFor(() => expect(app.location()).toBe('/recharge'));
  });

  it('says 服务器异常，请稍后再试 when the draw gets no answer', async () => {
    serveMember({ answers: { '/api/userredpacket': () => ok(info()), '/api/douserredpacket': () => HttpResponse.error() } });
    tokenStore.set('member-token');
    renderApp({ at: '/hongbao' });
    await userEvent.click(await screen.findByRole('button', { name: '抢红包' }));
    expect(await screen.findByText('服务器异常，请稍后再试')).toBeInTheDocument();
  });

  it('says 服务器异常，请稍后再试 when the standing cannot be fetched, and offers a retry', async () => {
    serveMember({ answers: { '/api/userredpacket': () => HttpResponse.error() } });
    tokenStore.set('member-token');
    renderApp({ at: '/hongbao' });
    expect(await screen.findByText('服务器异常，请稍后再试')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('covers the envelope before 10:00 and after 12:00 by the server\'s clock, not the phone\'s', async () => {
    let serverTime = '2025-03-10 09:00:00';
    serveMember({ answers: { '/api/userredpacket': () => ok(info({ server_time: serverTime })) } });
    tokenStore.set('member-token');
    const app = renderApp({ at: '/hongbao' });
    expect(await screen.findByText('活动未开始')).toBeInTheDocument();
    expect(screen.getByText(/^距开抢 0(1:00:00|0:59:5\d)$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '抢红包' })).toBeDisabled();
    app.unmount();

    serverTime = '2025-03-10 12:00:01';
    renderApp({ at: '/hongbao' });
    expect(await screen.findByText('今日活动已结束')).toBeInTheDocument();
    expect(screen.getByText('明日10:00准时开抢')).toBeInTheDocument();
  });

  it('lists the rules in force', async () => {
    serveMember({ answers: { '/api/userredpacket': () => ok(info()) } });
    tokenStore.set('member-token');
    renderApp({ at: '/hongbao' });
    expect(await screen.findByText('1.88-8.88')).toBeInTheDocument();
    expect(screen.getByText('1次')).toBeInTheDocument();
  });
});

describe('/welfare', () => {
  it('leads to the red packet and the rebates, then lists past draws', async () => {
    const draw = { id: 1, money: '100.00', redpacketmoney: '5.88', created_at: '2025-03-10 10:00:00', usetime: '2025-03-10 10:31:02' };
    serveMember({ answers: { '/api/redpacket': () => ok({ data: [draw], total: 1, last_page: 1, current_page: 1, per_page: 10 }) } });
    tokenStore.set('member-token');
    const app = renderApp({ at: '/welfare' });
    expect(await screen.findByText('+5.88')).toBeInTheDocument();
    expect(screen.getByText('统计存款 100.00 元')).toBeInTheDocument();
    expect(screen.getByText('领取 2025-03-10 10:31:02')).toBeInTheDocument();
    await userEvent.click(screen.getByText('返水中心'));
    await waitFor(() => expect(app.location()).toBe('/fanshui'));
  });
});
