// The calls the entry ahead of the app makes (src/ahead.ts): the app's own identical call takes their answer instead of
// asking the server again, once, and only when it is the same call (address, body, token, language) and the answer came.
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brand } from '../../brand.config';
import { AHEAD_KEEP_MS } from '../../src/api/answersAhead';
import { connectSession, fetchAhead } from '../../src/api/client';
import { languageReady, setLanguage } from '../../src/kit/i18n';
import { requestBanners } from '../../src/features/hall/requests';
import { ALL_PROMOTIONS, requestActivityPage } from '../../src/features/promotions/api/requests';
import { SUCCESS_CODE } from '../../core/constants';
import { mswServer } from '../setup/msw';

const url = (path: string) => `${window.location.origin}${path}`;
const BANNERS = [{ src: '/files/a.png', url: '/activity' }];
const ahead = { fetch: fetchAhead };

/** Answers `path` with `data`, counting the calls that reach the server (and their bodies). */
function serve(path: string, data: unknown, answer?: (call: number) => Response | undefined) {
  const bodies: unknown[] = [];
  mswServer.use(
    http.post(url(path), async ({ request }) => {
      bodies.push(await request.json());
      return answer?.(bodies.length) ?? HttpResponse.json({ code: SUCCESS_CODE, message: '', data });
    }),
  );
  return bodies;
}

afterEach(() => {
  connectSession({ token: () => null, expired: () => undefined });
  vi.useRealTimers();
});

describe('answers asked for ahead of the app', () => {
  it("serve the app's identical call: the server is asked once and both read the answer", async () => {
    const calls = serve('/api/bannerList', BANNERS);
    await expect(requestBanners(ahead)).resolves.toEqual(BANNERS);
    await expect(requestBanners({})).resolves.toEqual(BANNERS);
    expect(calls).toHaveLength(1);
  });

  it('serve one call only: the next identical call asks the server', async () => {
    const calls = serve('/api/bannerList', BANNERS);
    await requestBanners(ahead);
    await requestBanners({});
    await requestBanners({});
    expect(calls).toHaveLength(2);
  });

  it("stay for the next identical call when the call that took them is cancelled (its screen gave way to one asking the same): the server is still asked once", async () => {
    const calls = serve('/api/bannerList', BANNERS);
    await requestBanners(ahead);
    // The hall's placeholder takes the answer; its query is cancelled as the hall's code replaces it (TanStack Query
    // throws away the result of a fetch whose last observer went), and the carousel asks the same.
    const cancelled = new AbortController();
    await requestBanners({ signal: cancelled.signal });
    cancelled.abort();
    await expect(requestBanners({})).resolves.toEqual(BANNERS);
    expect(calls).toHaveLength(1);
  });

  it('stay for the next identical call when the call that would take them is cancelled before it is read (a fast phone: the answer already in, the placeholder gone at once): the server is still asked once', async () => {
    const calls = serve('/api/bannerList', BANNERS);
    await requestBanners(ahead);
    // The placeholder's call is cancelled while its key is being read: it must not take the answer, which has come.
    const cancelled = new AbortController();
    const placeholder = requestBanners({ signal: cancelled.signal });
    cancelled.abort();
    await expect(placeholder).rejects.toThrow();
    await expect(requestBanners({})).resolves.toEqual(BANNERS);
    expect(calls).toHaveLength(1);
  });

  it('serve every identical call made while the answer is on its way (the hall\'s placeholder, then the hall): the server is asked once', async () => {
    let answered = () => undefined as void;
    let reached = () => undefined as void;
    const held = new Promise<void>((resolve) => (answered = resolve));
    const atServer = new Promise<void>((resolve) => (reached = resolve));
    const calls = serve('/api/bannerList', BANNERS);
    // The call ahead reaches the server, whose answer waits (the app's calls may come while its key is still read).
    mswServer.use(
      http.post(
        url('/api/bannerList'),
        async () => {
          reached();
          await held;
        },
        { once: true },
      ),
    );
    const first = requestBanners(ahead);
    await atServer;
    const taken = [requestBanners({}), requestBanners({})];
    answered();
    await expect(Promise.all([first, ...taken])).resolves.toEqual([BANNERS, BANNERS, BANNERS]);
    expect(calls).toHaveLength(1);
    // Once it has come, the next identical call asks the server.
    await requestBanners({});
    expect(calls).toHaveLength(2);
  });

  it('never serve a call with another body', async () => {
    const calls = serve('/api/activitylist', { data: [], current_page: 1, last_page: 2 });
    await requestActivityPage(ALL_PROMOTIONS, 1, ahead);
    await requestActivityPage(ALL_PROMOTIONS, 2, {});
    expect(calls).toEqual([
      { type: ALL_PROMOTIONS, page: 1 },
      { type: ALL_PROMOTIONS, page: 2 },
    ]);
  });

  it("never serve another member's call: the token is part of the call", async () => {
    const calls = serve('/api/bannerList', BANNERS);
    connectSession({ token: () => 'first-token', expired: () => undefined });
    await requestBanners(ahead);
    connectSession({ token: () => 'second-token', expired: () => undefined });
    await requestBanners({});
    expect(calls).toHaveLength(2);
  });

  it('never serve a call in another language: the answer may be in the language asked', async () => {
    const calls = serve('/api/bannerList', BANNERS);
    await languageReady;
    const [first, second] = brand.languages;
    await setLanguage(first!);
    await requestBanners(ahead);
    await setLanguage(second!);
    try {
      await requestBanners({});
    } finally {
      await setLanguage(brand.defaultLanguage);
    }
    expect(calls).toHaveLength(2);
  });

  it('ask again when the call ahead got no answer', async () => {
    const calls = serve('/api/bannerList', BANNERS, (call) => (call === 1 ? HttpResponse.error() : undefined));
    await expect(requestBanners(ahead)).rejects.toMatchObject({ kind: 'network' });
    await expect(requestBanners({})).resolves.toEqual(BANNERS);
    expect(calls).toHaveLength(2);
  });

  it('drop an answer no call has taken in time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const calls = serve('/api/bannerList', BANNERS);
    await requestBanners(ahead);
    vi.advanceTimersByTime(AHEAD_KEEP_MS);
    await requestBanners({});
    expect(calls).toHaveLength(2);
  });
});
