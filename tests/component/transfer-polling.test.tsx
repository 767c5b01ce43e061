// Mobile data on /transfer: only the spec's 1.5 s balance polls; the venue list does not; nothing polls while hidden.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POLL_MS } from '../../core/constants';
import { tokenStore } from '../../src/session/tokenStore';
import { mswServer } from '../setup/msw';
import { renderApp } from './appHarness';
import { serveWallet } from './wallet-support';

afterEach(() => {
  tokenStore.set(null);
  vi.useRealTimers();
  mswServer.events.removeAllListeners();
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});

function countCalls() {
  const calls = new Map<string, number>();
  mswServer.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    calls.set(path, (calls.get(path) ?? 0) + 1);
  });
  return { of: (path: string) => calls.get(path) ?? 0, total: () => [...calls.values()].reduce((a, b) => a + b, 0) };
}

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('/transfer polling', () => {
  it('polls the balance every 1.5 s and nothing else, and stops while the page is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveWallet();
    tokenStore.set('member-token');
    renderApp({ at: '/transfer' });
    expect(await screen.findByText('雷电体育')).toBeInTheDocument();
    await wait(2_000);
    const calls = countCalls();

    await wait(POLL_MS.transferBalances * 10);
    expect(calls.of('/api/user')).toBeGreaterThanOrEqual(8);
    expect(calls.of('/api/balancelist')).toBe(0);
    expect(calls.total()).toBe(calls.of('/api/user'));

    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('visibilitychange'));
    });
    const before = calls.total();
    await wait(POLL_MS.transferBalances * 10);
    expect(calls.total()).toBe(before);
  });
});
