// The login screen's other ways out: the guest trial, registration, the forgotten password and customer service; and
// what it leaves for the next person on the phone: the username only with the auto-login tick.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import auth from '../../locales/zh-CN/auth.json';
import { endSession } from '../../src/session/session';
import { tokenStore } from '../../src/session/tokenStore';
import { renderApp } from './appHarness';
import { memberUser, ok, refuse, serveMember } from './member-support';

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

  describe('a shared phone: the username the form offers after a logout', () => {
    /** Logs in as the member with the tick as given, then logs out, back on the login form. */
    async function logInAndOut(tick: boolean) {
      serveMember({ answers: { '/api/login_pc': () => ok({ api_token: 'member-token' }) } });
      const app = renderApp({ at: '/login' });
      await userEvent.type(await screen.findByPlaceholderText(login.usernamePlaceholder), memberUser.username);
      await userEvent.type(screen.getByPlaceholderText(login.passwordPlaceholder), 'pass1234');
      const autoLogin = screen.getByRole('checkbox', { name: login.autoLogin });
      expect(autoLogin).toBeChecked(); // ticked unless the player unticks it
      if (!tick) await userEvent.click(autoLogin);
      await userEvent.click(screen.getByRole('button', { name: login.submit }));
      // The form's rules load at its first check: on a loaded machine that and the login outlast the usual wait.
      await waitFor(() => expect(app.location()).toBe('/'), { timeout: 10_000 });
      await act(() => endSession('/login'));
      await waitFor(() => expect(app.location()).toBe('/login'));
      return screen.findByPlaceholderText(login.usernamePlaceholder);
    }

    it('with the auto-login tick, offers the username again', async () => {
      expect(await logInAndOut(true)).toHaveValue(memberUser.username);
    });

    it('without it, leaves the form empty for the next person, whoever was remembered before', async () => {
      localStorage.setItem('app.rememberedUsername', 'someone01'); // a player before, who kept the tick
      expect(await logInAndOut(false)).toHaveValue('');
      expect(Object.values(localStorage).join(' ')).not.toContain(memberUser.username);
    });
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
