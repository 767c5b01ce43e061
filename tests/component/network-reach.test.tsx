// Offline as the app says it: the browser's word, or, on a page the service worker served from its cache, no call
// having reached the network yet. A page that came over the network never calls a failed call "offline". Offline, the
// bar says how old what the screen shows is, and it alone says offline: no red toast under it.
import { MutationObserver, QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../locales/zh-CN/common.json';
import errors from '../../locales/zh-CN/errors.json';
import { client, connectSession, unwrap } from '../../src/api/client';
import { AppStatusBar } from '../../src/shell/pwa/AppStatusBar';
import { watchReachability } from '../../src/shell/pwa/reachability';
import { createQueryClient } from '../../src/shell/queryClient';
import { toast } from '../../src/kit/toast';
import { formatDateTime } from '../../src/lib/format';
import { resetReach } from '../../src/lib/networkReach';
import { sessionKeys } from '../../src/session/queries';
import { mswServer } from '../setup/msw';
import { fillIn } from '../shared/words';
import { apiUrl } from './harness';

const renderBar = (queryClient = new QueryClient()) =>
  render(
    <QueryClientProvider client={queryClient}>
      <AppStatusBar />
    </QueryClientProvider>,
  );

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
  toast.clear();
});

/** The browser's word that the phone has no network (or has it again), as its offline and online events say it. */
function browserOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** The red toast on screen, by its words (one at a time: a toast replaces the one before). */
const redToast = () => document.querySelector('.app-toast-fail .adm-toast-main')?.textContent ?? null;

describe('the app offline', () => {
  it('on a page from the network: a call with no answer is a lost connection, never offline', async () => {
    connectSession({ token: () => null, expired: () => undefined });
    unanswered();
    renderBar();
    await expect(unwrap(client.POST('/api/app'))).rejects.toMatchObject({ kind: 'network' });
    expect(screen.queryByText(common.offline)).toBeNull();
  });

  it('on a page the worker served: offline while no call has reached the network, online at the first answer', async () => {
    const restore = servedByWorker();
    try {
      connectSession({ token: () => null, expired: () => undefined });
      renderBar();
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

  it('says offline once: the bar, and no red toast under it for a read or a send that found no network', async () => {
    connectSession({ token: () => null, expired: () => undefined });
    // The app's own error path: the query client toasts a failed read or send in its category's words.
    const queryClient = createQueryClient();
    const read = () => queryClient.fetchQuery({ queryKey: ['screen'], queryFn: () => unwrap(client.POST('/api/app')), retry: false });
    const send = () => new MutationObserver(queryClient, { mutationFn: () => unwrap(client.POST('/api/app')) }).mutate();
    renderBar(queryClient);
    unanswered();
    try {
      act(() => browserOnline(false));
      expect(await screen.findByText(common.offline)).toBeInTheDocument();
      await expect(read()).rejects.toMatchObject({ kind: 'offline' });
      await expect(send()).rejects.toMatchObject({ kind: 'offline' });
      // A toast would show within a second (the next one, below, does).
      await expect(waitFor(() => expect(redToast()).not.toBeNull(), { timeout: 1_000 })).rejects.toThrow();
      // The same failure with the bar gone does toast.
      act(() => browserOnline(true));
      await expect(send()).rejects.toMatchObject({ kind: 'network' });
      await waitFor(() => expect(redToast()).toBe(errors.network));
    } finally {
      Reflect.deleteProperty(navigator, 'onLine');
    }
  });

  it('says how old the answers on screen are ("updated at", Beijing time): the oldest a screen shows', async () => {
    const restore = servedByWorker();
    try {
      connectSession({ token: () => null, expired: () => undefined });
      const queryClient = new QueryClient();
      const older = Date.parse('2026-11-27T01:02:03Z'); // 09:02:03 in Beijing
      queryClient.setQueryData(['kept', 'older'], 'rows', { updatedAt: older });
      queryClient.setQueryData(['kept', 'newer'], 'rows', { updatedAt: older + 3_600_000 });
      queryClient.setQueryData(['kept', 'not on screen'], 'rows', { updatedAt: older - 3_600_000 });
      const stops = [['kept', 'older'], ['kept', 'newer']].map((queryKey) => new QueryObserver(queryClient, { queryKey, enabled: false }).subscribe(() => undefined));
      renderBar(queryClient);
      unanswered();
      await expect(unwrap(client.POST('/api/app'))).rejects.toMatchObject({ kind: 'offline' });
      const time = formatDateTime(Math.floor(older / 1000), 'zh-CN');
      expect(time).toContain('09:02:03');
      expect(await screen.findByText(fillIn(common.keptAt, { time }))).toBeInTheDocument();
      stops.forEach((stop) => stop());
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
