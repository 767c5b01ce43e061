// /mine and /account: who the member is, next-level VIP progress, the wallet actions, the avatar, the agent entry.
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenStore } from '../../src/session/tokenStore';
import { renderApp } from './appHarness';
import { ok, refuse, serveMember } from './member-support';

configure({ asyncUtilTimeout: 5000 });
// jsdom has no pointer capture; antd-mobile's popups ask for it.
Element.prototype.setPointerCapture ??= () => undefined;
afterEach(() => tokenStore.set(null));

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);

describe('/mine', { timeout: 15_000 }, () => {
  it('shows the member, the balance and the progress towards the NEXT level', async () => {
    serveMember();
    tokenStore.set('member-token');
    renderApp({ at: '/mine' });
    expect(await screen.findByText('member09')).toBeInTheDocument();
    expect(screen.getByText('UID：87654321')).toBeInTheDocument();
    expect(screen.getByText('加入第12天')).toBeInTheDocument();
    expect(screen.getByTestId('member-balance')).toHaveTextContent('1200.00');
    // VIP2 with 2500 deposited: VIP3 needs 5000, so 50 %.
    expect(await screen.findByText('晋级VIP3进度 50%')).toBeInTheDocument();
    expect(screen.getByText('累计存款 2500.00 / 5000.00 元')).toBeInTheDocument();
    for (const label of ['VIP特权', '邀请好友', '账户中心', '我的钱包', '账户明细', '投注记录', '设置', '个人资料', '服务中心', '消息中心', '返水中心', '活动记录', '福利中心', 'APP下载', '帮助中心', '优惠活动', '登录密码', '支付密码']) {
      expect(screen.getByText(label, { selector: '.member-grid-item span' })).toBeInTheDocument();
    }
  });

  it('recalls every venue balance: the server\'s message, then the profile again', async () => {
    const api = serveMember({ answers: { '/api/transall': () => ok({ balance: '1235.50' }, '已全部转回中心钱包') } });
    tokenStore.set('member-token');
    renderApp({ at: '/mine' });
    await screen.findByText('member09');
    const before = api.count('/api/user');
    await userEvent.click(screen.getByRole('button', { name: '一键回收' }));
    expect(await screen.findByText('已全部转回中心钱包')).toBeInTheDocument();
    await waitFor(() => expect(api.count('/api/user')).toBeGreaterThan(before));
  });

  it('shows the server\'s refusal of the recall in red, and still refreshes', async () => {
    const api = serveMember({ answers: { '/api/transall': () => refuse(404, '该功能暂未开放') } });
    tokenStore.set('member-token');
    renderApp({ at: '/mine' });
    await screen.findByText('member09');
    const before = api.count('/api/user');
    await userEvent.click(screen.getByRole('button', { name: '一键回收' }));
    expect(await screen.findByText('该功能暂未开放')).toBeInTheDocument();
    await waitFor(() => expect(api.count('/api/user')).toBeGreaterThan(before));
  });

  it('offers a non-agent the agent plan and the application', async () => {
    serveMember();
    tokenStore.set('member-token');
    const app = renderApp({ at: '/mine' });
    await userEvent.click(await screen.findByText('代理加盟'));
    expect(await screen.findByText('代理合营计划')).toBeInTheDocument();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByRole('button', { name: '立即申请' }));
    await waitFor(() => expect(app.location()).toBe('/applyagent'));
  });

  it('sends an agent to the agent login', async () => {
    serveMember({ user: { isagent: 1 } });
    tokenStore.set('member-token');
    const app = renderApp({ at: '/mine' });
    await userEvent.click(await screen.findByText('代理登录'));
    await waitFor(() => expect(app.location()).toBe('/gamePage?dailiD=1'));
  });

  it('refuses a jpeg avatar before sending, uploads a png and asks for the profile again', async () => {
    const api = serveMember({ answers: { '/api/uploadimg': () => ok({ url: '/files/uploads/avatars/9-a.png' }, '头像上传成功') } });
    tokenStore.set('member-token');
    renderApp({ at: '/mine' });
    const input = await screen.findByTestId('avatar-input');
    await userEvent.upload(input, new File([JPEG], 'me.jpg', { type: 'image/jpeg' }), { applyAccept: false });
    expect(await screen.findByText('仅支持gif或png格式的图片')).toBeInTheDocument();
    expect(api.count('/api/uploadimg')).toBe(0);

    const before = api.count('/api/user');
    await userEvent.upload(input, new File([PNG], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('头像上传成功')).toBeInTheDocument();
    const sent = api.sent.find((s) => s.path === '/api/uploadimg')!.body as FormData;
    // jsdom's File does not reach undici's FormData with its bytes: that it went as the multipart field `file` is
    // what can be checked here; the e2e suite uploads a real png.
    expect(sent.has('file')).toBe(true);
    await waitFor(() => expect(api.count('/api/user')).toBeGreaterThan(before));
  });

  it('logs out after a confirm', async () => {
    serveMember({ answers: { '/api/logoff': () => ok(null, '退出成功') } });
    tokenStore.set('member-token');
    const app = renderApp({ at: '/mine' });
    await userEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    await userEvent.setup({ pointerEventsCheck: 0 }).click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(tokenStore.get()).toBeNull();
  });
});

describe('/account', () => {
  it('asks a visitor to log in', async () => {
    const api = serveMember();
    const app = renderApp({ at: '/account' });
    await userEvent.click(await screen.findByRole('button', { name: '立即登录' }));
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Faccount'));
    expect(api.count('/api/user')).toBe(0);
  });

  it('lists the member\'s own settings and records', async () => {
    serveMember();
    tokenStore.set('member-token');
    const app = renderApp({ at: '/account' });
    await userEvent.click(await screen.findByText('支付密码'));
    await waitFor(() => expect(app.location()).toBe('/password?type=2'));
  });

  it('is the whole personal centre as a list: next-level progress, every link, agent, service and logout', async () => {
    serveMember();
    tokenStore.set('member-token');
    const app = renderApp({ at: '/account' });
    expect(await screen.findByText('晋级VIP3进度 50%')).toBeInTheDocument();
    for (const label of ['个人资料', '登录密码', '支付密码', '我的钱包', 'VIP特权', '邀请好友', '返水中心', '福利中心', 'APP下载', '帮助中心', '优惠活动']) {
      expect(screen.getByText(label, { selector: '.adm-list-item-content-main' })).toBeInTheDocument();
    }
    expect(screen.queryByText('账户中心', { selector: '.adm-list-item-content-main' })).not.toBeInTheDocument();
    expect(screen.getByText('代理加盟')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '退出登录' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('在线客服'));
    await waitFor(() => expect(app.location()).toBe('/kefu'));
  });
});

describe('/mine_old', () => {
  it('shows the same member, progress and links as one long list', async () => {
    serveMember();
    tokenStore.set('member-token');
    const app = renderApp({ at: '/mine_old' });
    expect(await screen.findByText('member09')).toBeInTheDocument();
    expect(await screen.findByText('晋级VIP3进度 50%')).toBeInTheDocument();
    expect(screen.getByText('代理加盟')).toBeInTheDocument();
    await userEvent.click(screen.getByText('账户中心', { selector: '.adm-list-item-content-main' }));
    await waitFor(() => expect(app.location()).toBe('/account'));
  });
});

describe('/userCent', () => {
  afterEach(() => localStorage.clear());

  it('keeps each switch as set on this device, across visits', async () => {
    serveMember();
    tokenStore.set('member-token');
    const first = renderApp({ at: '/userCent' });
    const quiet = await screen.findByRole('switch', { name: '静音模式' });
    const times = screen.getByRole('switch', { name: '消息时间显示' });
    expect(quiet).not.toBeChecked();
    expect(times).toBeChecked();
    await userEvent.click(quiet);
    await userEvent.click(times);
    first.unmount();

    renderApp({ at: '/userCent' });
    expect(await screen.findByRole('switch', { name: '静音模式' })).toBeChecked();
    expect(screen.getByRole('switch', { name: '消息时间显示' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: '中奖通知' })).toBeChecked();
  });
});
