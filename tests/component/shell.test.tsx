// The frame every screen lives in: guards, unknown paths, the tab bar, maintenance, the brand and the 401 path.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brand, type BrandConfig } from '../../brand.config';
import { client, unwrap } from '../../src/api/client';
import { registerNamespace } from '../../src/kit/i18n';
import auth from '../../locales/zh-CN/auth.json';
import common from '../../locales/zh-CN/common.json';
import errors from '../../locales/zh-CN/errors.json';
import memberWords from '../../locales/zh-CN/member.json';
import nav from '../../locales/zh-CN/nav.json';
import { tokenStore } from '../../src/session/tokenStore';
import { mswServer } from '../setup/msw';
import { appInfo, renderApp, serveAppInfo } from './appHarness';
import { apiUrl } from './harness';
import { inAppTime } from './support/fake-clock-waits';

afterEach(() => {
  tokenStore.set(null);
  vi.useRealTimers();
});

describe('app shell', () => {
  it('sends a visitor from a login-required route to /login with the full path to come back to', async () => {
    serveAppInfo();
    const app = renderApp({ at: '/transRecord?type=2&date=1' });
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2FtransRecord%3Ftype%3D2%26date%3D1'));
    expect(await screen.findByRole('button', { name: auth.login.submit })).toBeInTheDocument();
  });

  it('lets a member through the guard', async () => {
    serveAppInfo();
    tokenStore.set('member-token');
    const app = renderApp({ at: '/userCent' });
    expect(await screen.findByText(memberWords.settings.logout)).toBeInTheDocument();
    expect(app.location()).toBe('/userCent');
  });

  it('sends an unknown path to the hall', async () => {
    serveAppInfo();
    const app = renderApp({ at: '/no-such-page' });
    await waitFor(() => expect(app.location()).toBe('/'));
  });

  it('marks the active tab and says so when it is tapped again', async () => {
    serveAppInfo();
    renderApp({ at: '/discover' });
    const tab = await screen.findByText(nav.tabs.discover);
    expect(tab.closest('button')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(tab);
    expect(await screen.findByText(common.alreadyHere)).toBeInTheDocument();
  });

  it('shows the repair text and nothing else while the site is closed', async () => {
    serveAppInfo({ site_state: 0 });
    renderApp({ at: '/login' });
    expect(await screen.findByText(appInfo.repair_tips)).toBeInTheDocument();
    expect(screen.queryByText(nav.tabs.hall)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: auth.login.submit })).not.toBeInTheDocument();
  });

  it('opens anyway when the settings cannot be had, after a few calls, and says so with a retry that works', async () => {
    // The app's pauses between its tries run on the fake clock, moved here as the checks wait: none is waited out.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let calls = 0;
    let failing = true;
    mswServer.use(
      http.post(apiUrl('/api/app'), () => {
        calls += 1;
        return failing ? new HttpResponse('<html>500</html>', { status: 500, headers: { 'content-type': 'text/html' } }) : HttpResponse.json({ code: 200, message: 'ok', data: appInfo });
      }),
    );
    renderApp({ at: '/login' });
    await inAppTime(() => expect(screen.getByRole('alert')).toHaveTextContent(errors.server), 250);
    await inAppTime(() => expect(screen.getByRole('button', { name: auth.login.submit })).toBeInTheDocument(), 250);
    const asked = calls;
    expect(asked).toBeLessThanOrEqual(3);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(calls).toBe(asked); // no storm while the failure shows
    vi.useRealTimers();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: common.retry }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: auth.login.submit })).toBeInTheDocument();
  });

  it('takes its name (where the back end gives no site title) and colours from the brand config', async () => {
    serveAppInfo({ title: '' });
    registerNamespace('brandTest', { siteName: '蓝鲸娱乐' });
    const second: BrandConfig = { ...brand, siteNameKey: 'brandTest:siteName', theme: { ...brand.theme, '--adm-color-primary': '#1677ff' } };
    renderApp({ at: '/login', brand: second });
    expect(await screen.findByText('蓝鲸娱乐')).toBeInTheDocument();
    expect(document.documentElement.style.getPropertyValue('--adm-color-primary')).toBe('#1677ff');
  });

  it('on code 401 stops every request, shows the dialog once over the screen, then empties storage, drops every query and goes to /login', async () => {
    serveAppInfo();
    let expired = false;
    let calls = 0;
    mswServer.use(
      http.post(apiUrl('/api/user'), () => {
        calls += 1;
        return expired ? HttpResponse.json({ code: 401, message: 'x', data: null }) : HttpResponse.json({ code: 200, message: 'ok', data: null });
      }),
      http.post(apiUrl('/api/balance'), () => {
        calls += 1;
        return new HttpResponse(null, { status: 401 });
      }),
    );
    tokenStore.set('member-token');
    sessionStorage.setItem('app.user', '{}');
    const app = renderApp({ at: '/userCent' });
    await screen.findByText(memberWords.settings.logout);
    app.queryClient.setQueryData(['anything'], 1);
    expired = true;

    await Promise.allSettled([unwrap(client.POST('/api/user')), unwrap(client.POST('/api/balance')), unwrap(client.POST('/api/user'))]);

    expect(await screen.findByText(errors.expiredBody)).toBeInTheDocument();
    expect(screen.getAllByText(errors.expiredTitle)).toHaveLength(1);
    // The dialog comes first, over the screen the player was on; nothing more goes out meanwhile.
    expect(app.location()).toBe('/userCent');
    expect(screen.getByText(memberWords.settings.logout)).toBeInTheDocument();
    const sent = calls;
    await expect(unwrap(client.POST('/api/user'))).rejects.toMatchObject({ kind: 'expired' });
    expect(calls).toBe(sent);

    fireEvent.click(screen.getByRole('button', { name: common.confirm })); // the dialog may still be fading in
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2FuserCent'));
    // Only the public site settings may be cached again once the login screen has fetched them.
    expect(Object.keys(sessionStorage).filter((key) => key !== 'app.appInfo')).toEqual([]);
    expect(localStorage.getItem('app.token')).toBeNull();
    expect(tokenStore.get()).toBeNull();
    expect(app.queryClient.getQueryData(['anything'])).toBeUndefined();
  });
});
