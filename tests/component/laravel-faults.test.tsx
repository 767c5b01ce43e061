// The Laravel back end failing (moved down from tests/e2e/faults-laravel.spec.ts): the deposit screen's pay-way call
// answered HTTP 500 with Laravel's HTML error page (as the real back end did) says the server failed, not the network,
// and its retry brings the ways back.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QUERY_RETRIES } from '../../core/constants';
import common from '../../locales/zh-CN/common.json';
import errors from '../../locales/zh-CN/errors.json';
import wallet from '../../locales/zh-CN/wallet.json';
import { retryPause } from '../../src/shell/queryClient';
import { mswServer } from '../setup/msw';
import { screens } from '../../screens.config';
import { renderApp } from './appHarness';
import { apiUrl } from './harness';
import { runAgainstLaravel, serveLaravel } from './laravel-support';

runAgainstLaravel();
beforeAll(async () => {
  // The screens below, loaded once here: a worker's first render of a screen transforms its modules, seconds on a busy
  // machine, which is this file's setup, not its first test's time.
  await Promise.all(['/recharge'].map((path) => screens.find((screen) => screen.path === path)!.screen()));
});
afterEach(() => vi.useRealTimers());

/** Laravel's own error page, as it answers an exception. */
const LARAVEL_500 = '<!doctype html><title>Server Error</title><h1>500 | Server Error</h1>';

describe('with the Laravel back end failing', () => {
  it('/recharge with the pay-way call failing says the server failed, with a retry that brings the ways back', async () => {
    // The app's pauses between its retries run on a faked clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    serveLaravel();
    let failing = true;
    let failed = 0;
    // After the fixtures, so it answers first; once the fault is gone, the fixture answers.
    mswServer.use(
      http.get(apiUrl('/api/get_pay_way'), () => {
        if (!failing) return undefined;
        failed += 1;
        return new HttpResponse(LARAVEL_500, { status: 500, headers: { 'content-type': 'text/html; charset=UTF-8' } });
      }),
    );
    renderApp({ at: '/recharge' });
    await waitFor(() => expect(failed).toBe(1));
    // Every retry's pause, at once.
    const pauses = Array.from({ length: QUERY_RETRIES }, (_, failures) => retryPause(failures)).reduce((a, b) => a + b, 0);
    await act(() => vi.advanceTimersByTimeAsync(pauses));
    const failure = await screen.findByText(errors.server, { selector: '.renderer-failure' });
    expect(screen.queryByText(errors.network)).not.toBeInTheDocument();
    failing = false;
    await userEvent.click(within(failure.closest<HTMLElement>('.renderer-state')!).getByRole('button', { name: common.retry }));
    expect((await screen.findAllByText(wallet.recharge.submit)).length).toBeGreaterThan(0);
    await waitFor(() => expect(document.querySelector('.renderer-state')).toBeNull());
  });
});
