// Offline as the app says it: the browser's word, or, on a page the service worker served from its cache, no call
// having reached the network yet. A page that came over the network never calls a failed call "offline".
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../locales/zh-CN/common.json';
import { client, connectSession, unwrap } from '../../src/api/client';
import { AppStatusBar } from '../../src/shell/pwa/AppStatusBar';
import { watchReachability } from '../../src/shell/pwa/reachability';
import { resetReach } from '../../src/lib/networkReach';
import { sessionKeys } from '../../src/session/queries';
import { mswServer } from '../setup/msw';
import { apiUrl } from './harness';

/** As on a page the service worker controls: its shell came from the worker's cache. */
function servedByWorker(): () => void {
  // jsdom has no service worker container at all.
  Object.defineProperty(navigator, 'serviceWorker', { value: { controller: {} }, configurable: true });
  return () => void Reflect.deleteProperty(navigator, 'serviceWorker');
}

const unanswered = () => mswServer.use(http.post(apiUrl('/api/app'), () => HttpResponse.error()));
const answered = () => mswServer.use(http.post(apiUrl('/api/app'), () => HttpResponse.json({ code: 200, message: '', data: {} })));

afterEach(() => {
  resetReach();
  vi.useRealTimers();
});

describe('the app offline', () => {
  it('on a page from the network: a call with no answer is a lost connection, never offline', async () => {
    connectSession({ token: () => null, expired: () => undefined });
    unanswered();
    render(<AppStatusBar />);
    await expect(unwrap(client.POST('/api/app'))).rejects.toMatchObject({ kind: 'network' });
    expect(screen.queryByText(common.offline)).toBeNull();
  });

  it('on a page the worker served: offline while no call has reached the network, online at the first answer', async () => {
    const restore = servedByWorker();
    try {
      connectSession({ token: () => null, expired: () => undefined });
      render(<AppStatusBar />);
      unanswered();
      await expect(unwrap(client.POST('/api/app'))).rejects.toMatchObject({ kind: 'offline' });
      expect(await screen.findByText(common.offline)).toBeInTheDocument();
      answered();
      await unwrap(client.POST('/api/app'));
      expect(screen.queryByText(common.offline)).toBeNull();
      // Once the network has answered, a later failure is the connection's, not "offline".
      unanswered();
      await expect(unwrap(client.POST('/api/app'))).rejects.toMatchObject({ kind: 'network' });
      expect(screen.queryByText(common.offline)).toBeNull();
    } finally {
      restore();
    }
  });

  it('asks the settings again now and then while unreached, and the failed screens once it is back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const restore = servedByWorker();
    try {
      connectSession({ token: () => null, expired: () => undefined });
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
      let settingsAsked = 0;
      const settings = new QueryObserver(queryClient, {
        queryKey: sessionKeys.appInfo,
        queryFn: () => {
          settingsAsked += 1;
          return unwrap(client.POST('/api/app'));
        },
      });
      let screenAsked = 0;
      const screenRows = new QueryObserver(queryClient, {
        queryKey: ['screen'],
        queryFn: async () => {
          screenAsked += 1;
          if (screenAsked === 1) throw new Error('no network');
          return 'rows';
        },
      });
      unanswered();
      const stops = [settings.subscribe(() => undefined), screenRows.subscribe(() => undefined)];
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect([settingsAsked, screenAsked]).toEqual([1, 1]); // both failed: the settings for want of a network
      watchReachability(queryClient);
      await act(() => vi.advanceTimersByTimeAsync(3_000));
      expect(settingsAsked).toBe(2);
      await act(() => vi.advanceTimersByTimeAsync(6_000)); // the pause doubles
      expect(settingsAsked).toBe(3);
      expect(screenAsked).toBe(1); // nothing else is stormed meanwhile
      answered();
      await act(() => vi.advanceTimersByTimeAsync(12_000));
      expect(settingsAsked).toBe(4);
      expect(screenAsked).toBe(2); // back: the failed screen is asked again, once
      expect(screenRows.getCurrentResult().data).toBe('rows');
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect([settingsAsked, screenAsked]).toEqual([4, 2]); // answered: no more probing
      stops.forEach((stop) => stop());
    } finally {
      restore();
    }
  });
});
