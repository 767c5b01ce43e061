// The login screen's other ways out: the guest trial, registration, the forgotten password and customer service.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import auth from '../../locales/zh-CN/auth.json';
import { tokenStore } from '../../src/session/tokenStore';
import { renderApp } from './appHarness';
import { ok, refuse, serveMember } from './member-support';

afterEach(() => tokenStore.set(null));

const { login } = auth;
/** The server's refusal of the trial: test data, which the screen must not show. */
const TRIAL_REFUSED = '试玩账号已停用';

describe('/login', () => {
  it('logs the guest in with the trial account and goes on', async () => {
    const api = serveMember({ answers: { '/api/login_pc': () => ok({ api_token: 'guest-token' }) } });
    const app = renderApp({ at: '/login?redirect=%2Fvip' });
    await userEvent.click(await screen.findByRole('button', { name: login.trial }));
    await waitFor(() => expect(app.location()).toBe('/vip'));
    expect(api.sent.find((s) => s.path === '/api/login_pc')?.body).toEqual({ name: 'guest888', password: 'guest888' });
  });

  it('says nothing when the guest trial fails, and stays on the login screen', async () => {
    serveMember({ answers: { '/api/login_pc': () => refuse(400, TRIAL_REFUSED) } });
    const app = renderApp({ at: '/login' });
    await userEvent.click(await screen.findByRole('button', { name: login.trial }));
    await waitFor(() => expect(screen.getByRole('button', { name: login.trial })).toBeEnabled());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(TRIAL_REFUSED)).not.toBeInTheDocument();
    expect(app.location()).toBe('/login');
    expect(tokenStore.get()).toBeNull();
  });

  it('sends the register link to the second registration form, keeping where the visitor was going', async () => {
    serveMember();
    const app = renderApp({ at: '/login?redirect=%2Fvip' });
    await userEvent.click(await screen.findByRole('button', { name: login.toRegister }));
    await waitFor(() => expect(app.location()).toBe('/reg2?redirect=%2Fvip'));
  });

  it('sends the register link with no redirect to /reg2', async () => {
    serveMember();
    const app = renderApp({ at: '/login' });
    await userEvent.click(await screen.findByRole('button', { name: login.toRegister }));
    await waitFor(() => expect(app.location()).toBe('/reg2'));
  });

  it('points a forgotten password to customer service, and the contact button opens it', async () => {
    serveMember();
    const app = renderApp({ at: '/login' });
    await userEvent.click(await screen.findByRole('button', { name: login.forgot }));
    expect(await screen.findByText(login.forgotHint)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: login.contactService }));
    await waitFor(() => expect(app.location()).toBe('/kefu'));
  });
});
