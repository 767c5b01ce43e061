// /money: total assets are the central wallet plus every venue (in fen), venues poll every 3.5 s (1.5 s on /transfer),
// the recall button brings them back, and the menu's downline transfer says it is coming.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import commonWords from '../../locales/zh-CN/common.json';
import walletWords from '../../locales/zh-CN/wallet.json';
import { walletMsg } from '../../server/features/wallet/messages';
import { tokenStore } from '../../src/session/tokenStore';
import { mswServer } from '../setup/msw';
import { renderApp } from './appHarness';
import { apiUrl } from './harness';
import { member, serveWallet } from './wallet-support';

const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const views = walletWords.money.views;

beforeEach(() => tokenStore.set('member-token'));
afterEach(() => {
  tokenStore.set(null);
  vi.useRealTimers();
});

function countVenueCalls() {
  const calls = { venues: 0 };
  mswServer.use(
    http.post(apiUrl('/api/balancelist'), () => {
      calls.venues += 1;
      return HttpResponse.json({ code: 200, message: 'ok', data: [{ name: 'PP电子', platname: 'pp', balance: '0.10' }, { name: '雷电体育', platname: 'ldty', balance: '0.20' }] });
    }),
  );
  return calls;
}

describe('/money', () => {
  it('adds the central wallet and the venues without float error', async () => {
    serveWallet({ user: { balance: '1000.70' } });
    countVenueCalls();
    renderApp({ at: '/money' });
    await waitFor(() => expect(screen.getByTestId('total-assets')).toHaveTextContent('1001.00'));
    expect(screen.getByTestId('main-balance')).toHaveTextContent('1000.70');
    expect(screen.getByText('PP电子')).toBeInTheDocument();
  });

  it('refreshes with /api/refreshusermoney and the venue list, showing the balance it answers', async () => {
    serveWallet({ user: { balance: '1000.70' } });
    const calls = countVenueCalls();
    let refreshes = 0;
    mswServer.use(
      http.post(apiUrl('/api/refreshusermoney'), () => {
        refreshes += 1;
        return HttpResponse.json({ code: 200, message: 'ok', data: { ...member, balance: '2000.70' } });
      }),
    );
    renderApp({ at: '/money' });
    await waitFor(() => expect(screen.getByTestId('main-balance')).toHaveTextContent('1000.70'));
    const venuesBefore = calls.venues;
    await userEvent.click(screen.getByRole('button', { name: commonWords.refresh }));
    await waitFor(() => expect(screen.getByTestId('main-balance')).toHaveTextContent('2000.70'));
    expect(refreshes).toBe(1);
    expect(calls.venues).toBeGreaterThan(venuesBefore);
  });

  it('asks for the venue balances every 3.5 s while it shows, and no more once left', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    serveWallet();
    const calls = countVenueCalls();
    const app = renderApp({ at: '/money' });
    await waitFor(() => expect(calls.venues).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(3_400));
    expect(calls.venues).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(calls.venues).toBe(2));

    await act(() => app.history.push('/userCent'));
    // the next screen loads lazily; /money stays (and polls) until it has
    await waitFor(() => expect(screen.queryByTestId('total-assets')).not.toBeInTheDocument());
    const after = calls.venues;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(calls.venues).toBe(after);
  });

  it('asks the balance every 1.5 s on /transfer and reads the venue list once', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    serveWallet();
    const calls = countVenueCalls();
    let balances = 0;
    mswServer.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/user') balances += 1;
    });
    renderApp({ at: '/transfer' });
    await waitFor(() => expect(calls.venues).toBe(1));
    const first = balances;
    await act(() => vi.advanceTimersByTimeAsync(1_600));
    await waitFor(() => expect(balances).toBe(first + 1));
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(calls.venues).toBe(1);
    mswServer.events.removeAllListeners();
  });

  it('recalls every venue with the recall button and shows the server\'s message', async () => {
    serveWallet();
    let recalled = 0;
    mswServer.use(
      http.post(apiUrl('/api/transall'), () => {
        recalled += 1;
        return HttpResponse.json({ code: 200, message: walletMsg.recalled, data: { balance: '1030.50' } });
      }),
    );
    renderApp({ at: '/money' });
    await userEvent.click(await screen.findByRole('button', { name: walletWords.money.recall }));
    expect(await screen.findByText(walletMsg.recalled, {})).toBeInTheDocument();
    expect(recalled).toBe(1);
  });

  it('shows the menu, with the downline transfer marked as coming soon', async () => {
    serveWallet();
    const app = renderApp({ at: '/money' });
    await userEvent.click(await screen.findByRole('tab', { name: views.menu }));
    await userEvent.click(screen.getByRole('button', { name: new RegExp(walletWords.money.menu.downline) }));
    expect(await screen.findByText(walletWords.money.menu.downlineSoon, {})).toBeInTheDocument();
    expect(app.location()).toBe('/money');
    await userEvent.click(screen.getByRole('button', { name: walletWords.money.menu.withdraw }));
    await waitFor(() => expect(app.location()).toBe('/withdrawal'));
  });

  it('switches between the venue balances and the menu from the keyboard, telling which view is selected', async () => {
    serveWallet();
    renderApp({ at: '/money' });
    const switcher = await screen.findByRole('tablist', { name: views.label });
    const venues = within(switcher).getByRole('tab', { name: views.venues });
    const menu = within(switcher).getByRole('tab', { name: views.menu });
    expect(venues).toHaveAttribute('aria-selected', 'true');
    expect(menu).toHaveAttribute('aria-selected', 'false');
    expect(await within(screen.getByRole('tabpanel', { name: views.venues })).findByText('PP电子', {})).toBeInTheDocument();

    // Tab reaches the selected view only; the arrows then move and select, wrapping round.
    venues.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(menu).toHaveFocus();
    expect(menu).toHaveAttribute('aria-selected', 'true');
    expect(venues).toHaveAttribute('aria-selected', 'false');
    expect(venues).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: views.menu })).toContainElement(screen.getByRole('button', { name: new RegExp(walletWords.money.menu.downline) }));

    await userEvent.keyboard('{ArrowRight}');
    expect(venues).toHaveFocus();
    expect(venues).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(menu).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(venues).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: views.venues })).toHaveTextContent('PP电子');
    expect(menu).toHaveAttribute('tabindex', '-1');
  });
});
