// Maintenance reaches a player already on the site: the settings are read again when the page comes back into
// view and every SITE_SETTINGS_POLL_MS while it stays open, without any navigation.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import auth from '../../locales/zh-CN/auth.json';
import { SITE_SETTINGS_POLL_MS } from '../../core/constants';
import { appInfo, renderApp, serveAppInfo } from './appHarness';

afterEach(() => vi.useRealTimers());

async function openThenClose() {
  serveAppInfo();
  renderApp({ at: '/login' });
  expect(await screen.findByRole('button', { name: auth.login.submit })).toBeInTheDocument();
  serveAppInfo({ site_state: 0 });
}

describe('site settings on an open page', () => {
  it('shows the repair text when the player comes back to the page', async () => {
    await openThenClose();
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByText(appInfo.repair_tips)).toBeInTheDocument();
  });

  it('shows the repair text on an idle page within one polling period', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openThenClose();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SITE_SETTINGS_POLL_MS);
    });
    expect(await screen.findByText(appInfo.repair_tips)).toBeInTheDocument();
  });
});
