// /inviter: the visitor's way in, the member's link with their inviter code, copying it, and the three tabs.
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../src/session/tokenStore';
import { renderApp } from './appHarness';
import { serveMember } from './member-support';

configure({ asyncUtilTimeout: 5000 });
// jsdom draws nothing on canvas: the QR code is the e2e suite's to check.
HTMLCanvasElement.prototype.getContext = (() => null) as never;
// jsdom has no pointer capture; antd-mobile's sheets ask for it.
Element.prototype.setPointerCapture ??= () => undefined;
const execCommand = document.execCommand;

beforeEach(() => {
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
});
afterEach(() => {
  tokenStore.set(null);
  vi.restoreAllMocks();
  document.execCommand = execCommand;
});

describe('/inviter', { timeout: 15_000 }, () => {
  it('asks a visitor to log in', async () => {
    serveMember();
    const app = renderApp({ at: '/inviter' });
    await userEvent.click(await screen.findByRole('button', { name: '立即登录' }));
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Finviter'));
  });

  it('shows the registration link with the member\'s code and copies it', async () => {
    serveMember();
    tokenStore.set('member-token');
    const user = userEvent.setup();
    renderApp({ at: '/inviter' });
    const expected = `${window.location.origin}${window.location.pathname}#/reg?type=1&pid=87654321`;
    expect(await screen.findByTestId('invite-url')).toHaveTextContent(expected);
    expect(screen.getByTestId('invite-code')).toHaveTextContent('87654321');
    await user.click(screen.getByRole('button', { name: '复制链接' }));
    expect(await screen.findByText('链接已复制到剪贴板')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(expected);
  });

  it('says 复制链接失败 when the copy is refused', async () => {
    serveMember();
    tokenStore.set('member-token');
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    document.execCommand = () => false;
    renderApp({ at: '/inviter' });
    await user.click(await screen.findByRole('button', { name: '立即邀请' }));
    await user.setup({ pointerEventsCheck: 0 }).click(await screen.findByText('保存链接'));
    expect(await screen.findByText('复制链接失败')).toBeInTheDocument();
  });

  it('has the bonus banners and the records with their overview at zero and an empty table', async () => {
    serveMember();
    tokenStore.set('member-token');
    renderApp({ at: '/inviter' });
    await userEvent.click(await screen.findByText('礼金介绍'));
    expect(screen.getAllByRole('img').filter((img) => img.getAttribute('src')?.startsWith('/files/promotions/invite/'))).toHaveLength(3);
    await userEvent.click(screen.getByText('明细记录'));
    expect(await screen.findByText('下级人数')).toBeInTheDocument();
    expect(screen.getByText('本月存款')).toBeInTheDocument();
    expect(screen.getByText('好友明细')).toBeInTheDocument();
    expect(screen.getByText('暂无记录')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重置' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查询' })).toBeInTheDocument();
  });
});
