// /inviter: the visitor's way in, the member's link with their inviter code, copying it, and the three tabs.
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import copyByHand from '../../locales/zh-CN/copyByHand.json';
import invite from '../../locales/zh-CN/invite.json';
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
    await userEvent.click(await screen.findByRole('button', { name: invite.visitor.login }));
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
    await user.click(screen.getByRole('button', { name: invite.link.copy }));
    expect(await screen.findByText(invite.share.copied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(expected);
  });

  it('shows the link selected, to copy by hand, when the copy is refused, and never says it was copied', async () => {
    serveMember();
    tokenStore.set('member-token');
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    document.execCommand = () => false;
    renderApp({ at: '/inviter' });
    await user.click(await screen.findByRole('button', { name: invite.link.invite }));
    await user.setup({ pointerEventsCheck: 0 }).click(await screen.findByText(invite.share.link));
    const byHand = (await screen.findByRole('textbox', { name: copyByHand.title })) as HTMLTextAreaElement;
    expect(byHand.value).toMatch(/#\/reg\?type=1&pid=87654321$/);
    await waitFor(() => expect(byHand.value.slice(byHand.selectionStart, byHand.selectionEnd)).toBe(byHand.value));
    expect(screen.queryByText(invite.share.copied)).toBeNull();
  });

  it('has the bonus banners and the records with their overview at zero and an empty table', async () => {
    serveMember();
    tokenStore.set('member-token');
    renderApp({ at: '/inviter' });
    await userEvent.click(await screen.findByText(invite.tabs.bonus));
    expect(screen.getAllByRole('img').filter((img) => img.getAttribute('src')?.startsWith('/files/promotions/invite/'))).toHaveLength(3);
    await userEvent.click(screen.getByText(invite.tabs.records));
    expect(await screen.findByText(invite.stats.members)).toBeInTheDocument();
    expect(screen.getByText(invite.stats.monthDeposits)).toBeInTheDocument();
    expect(screen.getByText(invite.records.friendsTab)).toBeInTheDocument();
    expect(await screen.findByText(invite.records.empty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: invite.records.reset })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: invite.records.query })).toBeInTheDocument();
  });
});
