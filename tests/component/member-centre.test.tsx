// /mine and /account: who the member is, next-level VIP progress, the wallet actions, the avatar, the agent entry.
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import common from '../../locales/zh-CN/common.json';
import memberWords from '../../locales/zh-CN/member.json';
import { promoMsg } from '../../server/features/promotions/messages';
import { walletMsg } from '../../server/features/wallet/messages';
import { msg } from '../../server/base/messages';
import { tokenStore } from '../../src/session/tokenStore';
import { fillIn, vipProgressLine } from '../shared/words';
import { renderApp } from './appHarness';
import { memberUser, ok, refuse, serveMember } from './member-support';

configure({ asyncUtilTimeout: 5000 });
// jsdom has no pointer capture; antd-mobile's popups ask for it.
Element.prototype.setPointerCapture ??= () => undefined;
afterEach(() => tokenStore.set(null));

const { links, agent, settings } = memberWords;
type LinkKey = keyof typeof links;
const labelsOf = (keys: LinkKey[]) => keys.map((key) => links[key]);
/** VIP2 with 2500 deposited: VIP3 needs 5000, so 50 %. */
const nextLevel = vipProgressLine(common.vipProgress, 'next', 3, 50);

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);

describe('/mine', { timeout: 15_000 }, () => {
  it('shows the member, the balance and the progress towards the NEXT level', async () => {
    serveMember();
    tokenStore.set('member-token');
    renderApp({ at: '/mine' });
    expect(await screen.findByText('member09')).toBeInTheDocument();
    expect(screen.getByText(fillIn(memberWords.profile.uid, { uid: '87654321' }))).toBeInTheDocument();
    expect(screen.getByText(fillIn(memberWords.profile.joined, { days: 12 }))).toBeInTheDocument();
    expect(screen.getByTestId('member-balance')).toHaveTextContent('1200.00');
    expect(await screen.findByText(nextLevel)).toBeInTheDocument();
    expect(screen.getByText(fillIn(memberWords.vip.deposits, { paysum: '2500.00', recharge: '5000.00' }))).toBeInTheDocument();
    for (const label of labelsOf(['vip', 'inviter', 'account', 'money', 'transRecord', 'betRecord', 'userCent', 'userInfo', 'iframepage', 'message', 'fanshui', 'activityRecord', 'welfare', 'app', 'boutBallBet', 'activity', 'password', 'payPassword'])) {
      expect(screen.getByText(label, { selector: '.member-grid-item span' })).toBeInTheDocument();
    }
  });

  it('refreshes the balance with /api/refreshusermoney, showing the balances it answers', async () => {
    const api = serveMember({ answers: { '/api/refreshusermoney': () => ok({ ...memberUser, balance: '1300.25', gameblance: '88.00' }) } });
    tokenStore.set('member-token');
    renderApp({ at: '/mine' });
    await screen.findByText('member09');
    await userEvent.click(screen.getByRole('button', { name: memberWords.balance.refresh }));
    await waitFor(() => expect(screen.getByTestId('member-balance')).toHaveTextContent('1300.25'));
    expect(screen.getByText(fillIn(memberWords.balance.games, { money: '88.00' }))).toBeInTheDocument();
    expect(api.count('/api/refreshusermoney')).toBe(1);
  });

  it('falls back to the user call when /api/refreshusermoney fails, and says nothing of the first failure', async () => {
    let failing = false;
    const api = serveMember({
      answers: {
        '/api/refreshusermoney': () => refuse(500, '刷新失败'),
        '/api/user': () => (failing ? refuse(500, '用户信息失败') : ok({ ...memberUser, balance: '1400.00' })),
      },
    });
    tokenStore.set('member-token');
    renderApp({ at: '/mine' });
    await screen.findByText('member09');
    const before = api.count('/api/user');
    await userEvent.click(screen.getByRole('button', { name: memberWords.balance.refresh }));
    await waitFor(() => expect(api.count('/api/user')).toBeGreaterThan(before));
    expect(api.count('/api/refreshusermoney')).toBe(1);
    expect(screen.getByTestId('member-balance')).toHaveTextContent('1400.00');
    expect(screen.queryByText('刷新失败')).not.toBeInTheDocument();

    // Both failing: now the player is told.
    failing = true;
    await userEvent.click(screen.getByRole('button', { name: memberWords.balance.refresh }));
    expect(await screen.findByText('用户信息失败')).toBeInTheDocument();
    expect(screen.queryByText('刷新失败')).not.toBeInTheDocument();
  });

  it('ends the VIP ladder where the back end\'s ends: its VIP3 of three is the top, not a step towards VIP4', async () => {
    serveMember({ user: { vip: 3, current_vip: 'VIP3' } });
    tokenStore.set('member-token');
    renderApp({ at: '/mine' });
    expect(await screen.findByText(memberWords.vip.top)).toBeInTheDocument();
    expect(screen.queryByText(vipProgressLine(common.vipProgress, 'next', 4, 0))).not.toBeInTheDocument();
  });

  it('recalls every venue balance: the server\'s message, then the profile again', async () => {
    const api = serveMember({ answers: { '/api/transall': () => ok({ balance: '1235.50' }, walletMsg.recalled) } });
    tokenStore.set('member-token');
    renderApp({ at: '/mine' });
    await screen.findByText('member09');
    const before = api.count('/api/user');
    await userEvent.click(screen.getByRole('button', { name: memberWords.balance.transferAll }));
    expect(await screen.findByText(walletMsg.recalled)).toBeInTheDocument();
    await waitFor(() => expect(api.count('/api/user')).toBeGreaterThan(before));
  });

  it('shows the server\'s refusal of the recall in red, and still refreshes', async () => {
    const api = serveMember({ answers: { '/api/transall': () => refuse(404, '该功能暂未开放') } });
    tokenStore.set('member-token');
    renderApp({ at: '/mine' });
    await screen.findByText('member09');
    const before = api.count('/api/user');
    await userEvent.click(screen.getByRole('button', { name: memberWords.balance.transferAll }));
    expect(await screen.findByText('该功能暂未开放')).toBeInTheDocument();
    await waitFor(() => expect(api.count('/api/user')).toBeGreaterThan(before));
  });

  it('offers a non-agent the agent plan and the application', async () => {
    serveMember();
    tokenStore.set('member-token');
    const app = renderApp({ at: '/mine' });
    await userEvent.click(await screen.findByText(agent.join));
    expect(await screen.findByText(agent.plan.title)).toBeInTheDocument();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByRole('button', { name: agent.apply }));
    await waitFor(() => expect(app.location()).toBe('/applyagent'));
  });

  it('sends an agent to the agent login', async () => {
    serveMember({ user: { isagent: 1 } });
    tokenStore.set('member-token');
    const app = renderApp({ at: '/mine' });
    await userEvent.click(await screen.findByText(agent.login));
    await waitFor(() => expect(app.location()).toBe('/gamePage?dailiD=1'));
  });

  it('refuses a jpeg avatar before sending, uploads a png and asks for the profile again', async () => {
    const api = serveMember({ answers: { '/api/uploadimg': () => ok({ url: '/files/uploads/avatars/9-a.png' }, promoMsg.avatarSaved) } });
    tokenStore.set('member-token');
    renderApp({ at: '/mine' });
    const input = await screen.findByTestId('avatar-input');
    await userEvent.upload(input, new File([JPEG], 'me.jpg', { type: 'image/jpeg' }), { applyAccept: false });
    expect(await screen.findByText(memberWords.avatar.wrongType)).toBeInTheDocument();
    expect(api.count('/api/uploadimg')).toBe(0);

    const before = api.count('/api/user');
    await userEvent.upload(input, new File([PNG], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText(promoMsg.avatarSaved)).toBeInTheDocument();
    const sent = api.sent.find((s) => s.path === '/api/uploadimg')!.body as FormData;
    // jsdom's File does not reach undici's FormData with its bytes: that it went as the multipart field `file` is
    // what can be checked here; the e2e suite uploads a real png.
    expect(sent.has('file')).toBe(true);
    await waitFor(() => expect(api.count('/api/user')).toBeGreaterThan(before));
  });

  it('logs out after a confirm', async () => {
    serveMember({ answers: { '/api/logoff': () => ok(null, msg.loggedOut) } });
    tokenStore.set('member-token');
    const app = renderApp({ at: '/mine' });
    await userEvent.click(await screen.findByRole('button', { name: settings.logout }));
    await userEvent.setup({ pointerEventsCheck: 0 }).click(await screen.findByRole('button', { name: common.confirm }));
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(tokenStore.get()).toBeNull();
  });
});

describe('/account', () => {
  it('asks a visitor to log in', async () => {
    const api = serveMember();
    const app = renderApp({ at: '/account' });
    await userEvent.click(await screen.findByRole('button', { name: memberWords.visitor.login }));
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Faccount'));
    expect(api.count('/api/user')).toBe(0);
  });

  it('lists the member\'s own settings and records', async () => {
    serveMember();
    tokenStore.set('member-token');
    const app = renderApp({ at: '/account' });
    await userEvent.click(await screen.findByText(links.payPassword));
    await waitFor(() => expect(app.location()).toBe('/password?type=2'));
  });

  it('is the whole personal centre as a list: next-level progress, every link, agent, service and logout', async () => {
    const api = serveMember({ answers: { '/api/getservicerurl': () => ok({ url: '/files/pages/service.html' }) } });
    tokenStore.set('member-token');
    const app = renderApp({ at: '/account' });
    expect(await screen.findByText(nextLevel)).toBeInTheDocument();
    for (const label of labelsOf(['userInfo', 'password', 'payPassword', 'money', 'vip', 'inviter', 'fanshui', 'welfare', 'app', 'boutBallBet', 'activity'])) {
      expect(screen.getByText(label, { selector: '.adm-list-item-content-main' })).toBeInTheDocument();
    }
    expect(screen.queryByText(links.account, { selector: '.adm-list-item-content-main' })).not.toBeInTheDocument();
    expect(screen.getByText(agent.join)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: settings.logout })).toBeInTheDocument();
    await userEvent.click(screen.getByText(memberWords.service.title));
    await waitFor(() => expect(app.location()).toBe('/kefu'));
    // The service page asks the back end where its customer service is.
    await waitFor(() => expect(api.count('/api/getservicerurl')).toBe(1));
  });
});

describe('/mine_old', () => {
  it('shows the same member, progress and links as one long list', async () => {
    serveMember();
    tokenStore.set('member-token');
    const app = renderApp({ at: '/mine_old' });
    expect(await screen.findByText('member09')).toBeInTheDocument();
    expect(await screen.findByText(nextLevel)).toBeInTheDocument();
    expect(screen.getByText(agent.join)).toBeInTheDocument();
    await userEvent.click(screen.getByText(links.account, { selector: '.adm-list-item-content-main' }));
    await waitFor(() => expect(app.location()).toBe('/account'));
  });
});

describe('/userCent', () => {
  afterEach(() => localStorage.clear());

  it('keeps each switch as set on this device, across visits', async () => {
    serveMember();
    tokenStore.set('member-token');
    const first = renderApp({ at: '/userCent' });
    const quiet = await screen.findByRole('switch', { name: settings.quietMode });
    const times = screen.getByRole('switch', { name: settings.showMessageTime });
    expect(quiet).not.toBeChecked();
    expect(times).toBeChecked();
    await userEvent.click(quiet);
    await userEvent.click(times);
    first.unmount();

    renderApp({ at: '/userCent' });
    expect(await screen.findByRole('switch', { name: settings.quietMode })).toBeChecked();
    expect(screen.getByRole('switch', { name: settings.showMessageTime })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: settings.winNotice })).toBeChecked();
  });
});
