// The hall: banners, notices, the wallet row, the category tiles (only app_state 1), the visitor and member taps,
// and the balance poll that runs only while the hall is on screen.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POLL_MS } from '../../core/constants';
import common from '../../locales/zh-CN/common.json';
import content from '../../locales/zh-CN/content.json';
import errors from '../../locales/zh-CN/errors.json';
import hall from '../../locales/zh-CN/hall.json';
import nav from '../../locales/zh-CN/nav.json';
import { tokenStore } from '../../src/session/tokenStore';
import { fillIn, vipProgressLine } from '../shared/words';
import { renderApp, serveAppInfo } from './appHarness';
import { platformName, serveContent } from './hall-support';

afterEach(() => {
  tokenStore.set(null);
  vi.useRealTimers();
});

/** A short real pause, for what must not happen (a call, a modal) once the screen has drawn. */
const sleep = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
/** Moves the app's (fake) clock on by `ms`, its timers firing as they fall due. */
const later = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms).then(() => undefined));

describe('hall for a visitor', () => {
  it('shows banners, notices, the log-in prompt and the first category\'s platforms that are switched on', async () => {
    serveContent();
    renderApp({ at: '/' });
    expect(await screen.findByAltText(fillIn(hall.bannerAlt, { n: 1 }))).toHaveAttribute('src', '/files/content/banners/welcome.svg');
    expect(await screen.findByText(/第一条公告内容/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: hall.login })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: hall.register })).toBeInTheDocument();
    expect(await screen.findByText(platformName('obgdy'))).toBeInTheDocument();
    expect(screen.getByText(platformName('pp'))).toBeInTheDocument();
    expect(screen.queryByText(platformName('hidden1'))).not.toBeInTheDocument();
  });

  it('asks for the first banner\'s picture at once, and for the slides out of sight only once the strip is touched', async () => {
    serveContent();
    renderApp({ at: '/' });
    const first = await screen.findByAltText(fillIn(hall.bannerAlt, { n: 1 }));
    const second = screen.getByAltText(fillIn(hall.bannerAlt, { n: 2 }));
    expect(first).toHaveAttribute('src');
    expect(second).not.toHaveAttribute('src');
    fireEvent.touchStart(second.closest('a')!);
    expect(second).toHaveAttribute('src');
  });

  it('lists each category\'s platforms, fetched once per category for the visit', async () => {
    const calls = serveContent();
    renderApp({ at: '/' });
    await screen.findByText(platformName('obgdy'));
    await userEvent.click(screen.getByRole('tab', { name: hall.categories.sport }));
    expect(await screen.findByText(platformName('ldty'))).toBeInTheDocument();
    expect(screen.queryByText(platformName('fxty'))).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: hall.categories.sport })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: hall.categories.concise }));
    await screen.findByText(platformName('obgdy'));
    expect(calls.count('/api/game/list')).toBe(2);
  });

  it('moves between the categories with the arrow keys, Home and End, with one category in the Tab order', async () => {
    serveContent();
    renderApp({ at: '/' });
    await screen.findByText(platformName('obgdy'));
    const tabs = within(screen.getByRole('tablist', { name: hall.categoriesLabel })).getAllByRole('tab');
    const selected = () => tabs.filter((tab) => tab.getAttribute('aria-selected') === 'true');
    expect(selected()).toEqual([tabs[0]]);
    expect(tabs.filter((tab) => tab.tabIndex === 0)).toEqual([tabs[0]]);
    const user = userEvent.setup();
    tabs[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(selected()).toEqual([tabs[1]]);
    expect(tabs[1]).toHaveFocus();
    expect(tabs.filter((tab) => tab.tabIndex === 0)).toEqual([tabs[1]]);
    await user.keyboard('{End}');
    expect(selected()).toEqual([tabs.at(-1)]);
    await user.keyboard('{ArrowDown}');
    expect(selected()).toEqual([tabs[0]]); // round the end
    await user.keyboard('{ArrowUp}');
    expect(selected()).toEqual([tabs.at(-1)]);
    await user.keyboard('{Home}');
    expect(selected()).toEqual([tabs[0]]);
    expect(tabs[0]).toHaveFocus();
  });

  it('asks a visitor who taps a tile to log in, and stays', async () => {
    serveContent();
    const app = renderApp({ at: '/' });
    await userEvent.click(await screen.findByText(platformName('obgdy')));
    expect(await screen.findByText(errors.loginRequired)).toBeInTheDocument();
    expect(app.location()).toBe('/');
  });

  it('never asks for the balance', async () => {
    const calls = serveContent();
    renderApp({ at: '/' });
    await screen.findByText(platformName('obgdy'));
    await sleep(300);
    expect(calls.count('/api/balance')).toBe(0);
  });
});

describe('hall for a member', () => {
  it('shows the name, the polled balance and the progress to the current level', async () => {
    serveContent({ user: { vip: 2, current_vip: 'VIP2', paysum: '250.00' }, balances: ['88.50'] });
    tokenStore.set('member-token');
    renderApp({ at: '/' });
    expect(await screen.findByText('player01')).toBeInTheDocument();
    expect(screen.getByText('VIP2')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('hall-balance')).toHaveTextContent('88.50'));
    // VIP2 needs 1000.00: 250 / 1000 = 25 %, labelled with the level it refers to (the next level's is on /mine)
    const figure = vipProgressLine(common.vipProgress, 'current', 2, 25);
    expect(await screen.findByText(figure)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: figure })).toHaveAttribute('aria-valuenow', '25');
  });

  it('opens a platform\'s game page, a lottery\'s rooms and a slot provider\'s games', async () => {
    serveContent();
    tokenStore.set('member-token');
    const app = renderApp({ at: '/' });
    await userEvent.click(await screen.findByText(platformName('obgdy')));
    await waitFor(() => expect(app.location()).toBe('/concise?type=obgdy'));

    await act(() => app.history.push('/'));
    await userEvent.click(await screen.findByRole('tab', { name: hall.categories.lottery }));
    await userEvent.click(await screen.findByText(platformName('cpgc')));
    await waitFor(() => expect(app.location()).toBe('/lottery?name=pc28'));

    await act(() => app.history.push('/'));
    await userEvent.click(await screen.findByRole('tab', { name: hall.categories.realbet }));
    await userEvent.click(await screen.findByText(platformName('hqzr')));
    await waitFor(() => expect(app.location()).toMatch(/^\/gamePage\?/));
    expect(Object.fromEntries(new URLSearchParams(app.location().split('?')[1]))).toEqual({ name: platformName('hqzr'), type: 'realbet', code: 'hqzr' });
  });

  it(`polls the balance every ${POLL_MS.hallBalance / 1000} s on the hall, and stops once the hall is left`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = serveContent({ balances: ['1.00', '2.00', '3.00'] });
    tokenStore.set('member-token');
    const app = renderApp({ at: '/' });
    await waitFor(() => expect(calls.count('/api/balance')).toBe(1));
    await later(POLL_MS.hallBalance + 200);
    await waitFor(() => expect(calls.count('/api/balance')).toBe(2));
    await waitFor(() => expect(screen.getByTestId('hall-balance')).toHaveTextContent('2.00'));

    await act(() => app.history.push('/discover'));
    await screen.findByText(content.discover.official);
    const left = calls.count('/api/balance');
    await later(POLL_MS.hallBalance * 2);
    expect(calls.count('/api/balance')).toBe(left);
  });

  it('refreshes the balance on demand', async () => {
    const calls = serveContent({ balances: ['1.00', '9.00'] });
    tokenStore.set('member-token');
    renderApp({ at: '/' });
    await waitFor(() => expect(screen.getByTestId('hall-balance')).toHaveTextContent('1.00'));
    await userEvent.click(screen.getByRole('button', { name: hall.refreshBalance }));
    await waitFor(() => expect(screen.getByTestId('hall-balance')).toHaveTextContent('9.00'));
    expect(calls.count('/api/balance')).toBe(2);
  });
});

describe('hall quick links', () => {
  it.each([
    [hall.quick.recharge, '/recharge'],
    [hall.quick.transfer, '/transfer'],
    [hall.quick.withdrawal, '/withdrawal'],
    [hall.quick.vip, '/vip'],
  ])('%s goes to %s', async (label, path) => {
    serveContent();
    tokenStore.set('member-token');
    const app = renderApp({ at: '/' });
    const quick = within(await screen.findByRole('navigation', { name: hall.quickLabel }));
    await userEvent.click(quick.getByRole('button', { name: label }));
    await waitFor(() => expect(app.location()).toBe(path));
  });
});

describe('/index_old', () => {
  it('has the side menu, the red packet and the old category order', async () => {
    serveContent();
    const app = renderApp({ at: '/index_old' });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual((['realbet', 'sport', 'gaming', 'joker', 'concise', 'lottery'] as const).map((category) => hall.categories[category]));
    await userEvent.click(screen.getByRole('button', { name: hall.menu.open }));
    await userEvent.click(within(screen.getByRole('navigation', { name: hall.menu.title })).getByRole('button', { name: nav.titles.boutBallBet }));
    await waitFor(() => expect(app.location()).toBe('/boutBallBet'));
    await act(() => app.history.push('/index_old'));
    await userEvent.click(await screen.findByRole('button', { name: hall.redpacket }));
    await waitFor(() => expect(app.location()).toBe('/hongbao'));
  });

  it('shows the welcome modal when index_modal is on, sanitized, once per session', async () => {
    serveContent();
    serveAppInfo({ index_modal: 1, webcontent: '<p>欢迎新朋友</p><img src="x" onerror="window.__welcomeHacked = true">' });
    const first = renderApp({ at: '/index_old' });
    expect(await screen.findByText('欢迎新朋友')).toBeInTheDocument();
    expect(document.querySelector('.adm-modal img')?.getAttribute('onerror')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: hall.welcomeClose }));
    await waitFor(() => expect(screen.queryByText('欢迎新朋友')).not.toBeInTheDocument());
    first.unmount();
    renderApp({ at: '/index_old' });
    await screen.findAllByRole('tab');
    await sleep(300);
    expect(screen.queryByText('欢迎新朋友')).not.toBeInTheDocument();
  });

  it('shows no welcome modal when index_modal is off', async () => {
    serveContent();
    serveAppInfo({ index_modal: 0, webcontent: '<p>欢迎新朋友</p>' });
    renderApp({ at: '/index_old' });
    await screen.findAllByRole('tab');
    await sleep(300);
    expect(screen.queryByText('欢迎新朋友')).not.toBeInTheDocument();
  });
});

describe('hall category', () => {
  it('is remembered for the session, so coming back from a game shows the same tiles', async () => {
    serveContent();
    tokenStore.set('member-token');
    const app = renderApp({ at: '/' });
    await userEvent.click(await screen.findByRole('tab', { name: hall.categories.realbet }));
    await userEvent.click(await screen.findByText(platformName('hqzr')));
    await waitFor(() => expect(app.location()).toMatch(/^\/gamePage/));
    await act(() => app.history.go(-1));
    expect(await screen.findByRole('tab', { name: hall.categories.realbet })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(platformName('hqzr'))).toBeInTheDocument();
  });
});
