// The login screen's other ways out: the guest trial, registration, the forgotten password and customer service.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenStore } from '../../src/session/tokenStore';
import { renderApp } from './appHarness';
import { ok, refuse, serveMember } from './member-support';

afterEach(() => tokenStore.set(null));

describe('/login', () => {
  it('logs the guest in with the trial account and goes on', async () => {
    const api = serveMember({ answers: { '/api/login_pc': () => ok({ api_token: 'guest-token' }) } });
    const app = renderApp({ at: '/login?redirect=%2Fvip' });
    await userEvent.click(await screen.findByRole('button', { name: '免费试玩' }));
    await waitFor(() => expect(app.location()).toBe('/vip'));
    expect(api.sent.find((s) => s.path === '/api/login_pc')?.body).toEqual({ name: 'guest888', password: 'guest888' });
  });

  it('says nothing when the guest trial fails, and stays on the login screen', async () => {
    serveMember({ answers: { '/api/login_pc': () => refuse(400, '试玩账号已停用') } });
    const app = renderApp({ at: '/login' });
    await userEvent.click(await screen.findByRole('button', { name: '免费试玩' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '免费试玩' })).toBeEnabled());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('试玩账号已停用')).not.toBeInTheDocument();
    expect(app.location()).toBe('/login');
    expect(tokenStore.get()).toBeNull();
  });

  it('sends 立即注册 to the second registration form, keeping where the visitor was going', async () => {
    serveMember();
    const app = renderApp({ at: '/login?redirect=%2Fvip' });
    await userEvent.click(await screen.findByRole('button', { name: '立即注册' }));
    await waitFor(() => expect(app.location()).toBe('/reg2?redirect=%2Fvip'));
  });

  it('sends 立即注册 with no redirect to /reg2', async () => {
    serveMember();
    const app = renderApp({ at: '/login' });
    await userEvent.click(await screen.findByRole('button', { name: '立即注册' }));
    await waitFor(() => expect(app.location()).toBe('/reg2'));
  });

  it('points a forgotten password to customer service, and 联系客服 opens it', async () => {
    serveMember();
    const app = renderApp({ at: '/login' });
    await userEvent.click(await screen.findByRole('button', { name: '忘记密码？' }));
    expect(await screen.findByText('请联系在线客服找回密码')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '联系客服' }));
    await waitFor(() => expect(app.location()).toBe('/kefu'));
  });
});
