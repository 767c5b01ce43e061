// The session is kept on the device until it expires or the player logs out, and every open tab follows a logout.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import auth from '../../locales/zh-CN/auth.json';
import memberWords from '../../locales/zh-CN/member.json';
import { tokenStore } from '../../src/session/tokenStore';
import { renderApp } from './appHarness';
import { serveMember } from './member-support';

afterEach(() => tokenStore.set(null));

/** What the browser tells this tab when another tab changes the token. */
function otherTabSets(token: string | null) {
  if (token) localStorage.setItem('app.token', token);
  else localStorage.removeItem('app.token');
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'app.token', newValue: token, storageArea: localStorage }));
  });
}

describe('session on the device', () => {
  it('keeps the token where a new tab or a later visit finds it', () => {
    tokenStore.set('member-token');
    expect(localStorage.getItem('app.token')).toBe('member-token');
    tokenStore.set(null);
    expect(localStorage.getItem('app.token')).toBeNull();
  });

  it('ends the session in this tab when another tab logs out', async () => {
    serveMember();
    tokenStore.set('member-token');
    sessionStorage.setItem('app.user', '{}');
    const app = renderApp({ at: '/userCent' });
    expect(await screen.findByText(memberWords.settings.logout)).toBeInTheDocument();
    otherTabSets(null);
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(tokenStore.get()).toBeNull();
    expect(sessionStorage.getItem('app.user')).toBeNull();
  });

  it('takes up a login made in another tab', async () => {
    serveMember();
    renderApp({ at: '/login' });
    expect(await screen.findByRole('button', { name: auth.login.submit })).toBeInTheDocument();
    otherTabSets('other-tab-token');
    expect(tokenStore.get()).toBe('other-tab-token');
  });
});
