// The app's navigation rules on the reference server in this process (moved down from tests/e2e/routing.spec.ts): an
// unknown path ends at the hall, the tab bar goes to each tab and marks it, and a visitor opening a lottery room is
// told to log in and sent to the hall after the app's own second (on a fake clock, so the second is the app's, not
// the machine's). What needs a browser's scrolling and history stays there.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import content from '../../locales/zh-CN/content.json';
import errors from '../../locales/zh-CN/errors.json';
import nav from '../../locales/zh-CN/nav.json';
import { tabs } from '../../screens.config';
import i18n from '../../src/kit/i18n';
import { inRealTime } from './support/fake-clock-waits';
import { user } from './support/server-journeys';
import { openApp, type OpenedApp } from './support/appOnServer';
import { inProcessServer, type InProcessServer } from './support/inProcessServer';

/** The spec's second before a visitor leaves the lottery room (src/shell/layouts/ScreenFrame.tsx). */
const LOGIN_TOAST_SECOND = 1_000;
/** antd-mobile's toast, as the player reads it. */
const TOAST = '.adm-toast-main, .adm-toast-main *';

let server: InProcessServer;
let app: OpenedApp | undefined;
beforeAll(async () => {
  server = await inProcessServer();
});
afterEach(() => {
  vi.useRealTimers();
  app?.close();
});
afterAll(() => server.close());

/** The tab bar's tab of these words (the hall has a navigation of its own, its quick entries). */
const tabNamed = async (title: string) => within(await screen.findByRole('navigation', { name: nav.tabBar })).getByRole('button', { name: title });

describe('navigation', () => {
  it('an unknown path ends at the hall, its tab marked', async () => {
    app = openApp(server, '/no-such-page', null);
    await waitFor(() => expect(app!.location()).toBe('/'));
    expect(await tabNamed(nav.tabs.hall)).toHaveAttribute('aria-current', 'page');
  });

  // One test a tab, each from a page of the tab bar that marks none (the sponsorships): each loads one tab's screen.
  it.each(tabs.filter((tab) => tab.key !== 'mine'))('the tab bar goes to $key ($path) and marks it', async (tab) => {
    app = openApp(server, '/zhanzhu', null);
    const title = i18n.t(tab.titleKey);
    await user.click(await tabNamed(title));
    await waitFor(() => expect(app!.location()).toBe(tab.path));
    await waitFor(async () => expect(await tabNamed(title)).toHaveAttribute('aria-current', 'page'));
  });

  it('the tab bar\'s 我的 asks a visitor to log in first', async () => {
    app = openApp(server, '/zhanzhu', null);
    await user.click(await tabNamed(nav.tabs.mine));
    await waitFor(() => expect(app!.location()).toBe(`/login?redirect=${encodeURIComponent('/mine')}`));
  });

  it('a visitor opening a lottery room is told to log in, and sent to the hall after a second', async () => {
    app = openApp(server, '/discover', null);
    expect(await screen.findByText(content.discover.official)).toBeInTheDocument();
    // The app's second on a fake clock, which only moves when told: the toast is awaited with the clock standing
    // still, then the room stays until the second has passed, and the hall follows.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => app!.goto('/lottery?room_id=1'));
    await inRealTime(() => expect(screen.getByText(errors.loginRequired, { selector: TOAST })).toBeInTheDocument());
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_TOAST_SECOND - 1));
    expect(app.location()).toBe('/lottery?room_id=1');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(app.location()).toBe('/');
  });
});
