// The one client: bearer token, envelope unwrapping, the error kinds, and code 401 noticed anywhere.
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { msg } from '../../server/base/messages';
import { brand } from '../../brand.config';
import { ApiError, client, connectSession, fetchData, unwrap } from '../../src/api/client';
import { languageReady, setLanguage } from '../../src/kit/i18n';
import { LANGUAGE_STORAGE_KEY } from '../../src/lib/language';
import { mswServer } from '../setup/msw';
import { apiUrl } from './harness';

const expired = vi.fn();
afterEach(() => expired.mockReset());

describe('api client', () => {
  it('sends the bearer token and unwraps the envelope', async () => {
    connectSession({ token: () => 'tok123', expired });
    let auth: string | null = null;
    mswServer.use(
      http.post(apiUrl('/api/balance'), ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ code: 200, message: 'ok', data: { balance: '12.30' } });
      }),
    );
    expect(await fetchData(client.POST('/api/balance'))).toEqual({ balance: '12.30' });
    expect(auth).toBe('Bearer tok123');
  });

  it('turns a refusal into a business error with the server message', async () => {
    connectSession({ token: () => null, expired });
    mswServer.use(http.post(apiUrl('/api/login_pc'), () => HttpResponse.json({ code: 422, message: msg.badCredentials, data: null }, { status: 422 })));
    const error = await unwrap(client.POST('/api/login_pc', { body: { name: 'a', password: 'b' } })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', code: 422, message: msg.badCredentials });
  });

  it('notices code 401 in a 200 answer and HTTP 401 alike', async () => {
    connectSession({ token: () => 'tok', expired });
    mswServer.use(http.post(apiUrl('/api/user'), () => HttpResponse.json({ code: 401, message: 'x', data: null })));
    await expect(unwrap(client.POST('/api/user'))).rejects.toMatchObject({ kind: 'expired' });
    mswServer.use(http.post(apiUrl('/api/user'), () => new HttpResponse(null, { status: 401 })));
    await expect(unwrap(client.POST('/api/user'))).rejects.toBeInstanceOf(ApiError);
    expect(expired).toHaveBeenCalledTimes(2);
  });

  it('tells a dropped connection from a server that failed, whatever the shape of its failure', async () => {
    connectSession({ token: () => null, expired });
    mswServer.use(http.post(apiUrl('/api/app'), () => HttpResponse.error()));
    await expect(unwrap(client.POST('/api/app'))).rejects.toMatchObject({ kind: 'network' });
    const failures = [
      () => new HttpResponse('<html>500</html>', { status: 500, headers: { 'content-type': 'text/html' } }),
      () => new HttpResponse(null, { status: 502 }),
      () => new HttpResponse('{"code": 200, "mess', { status: 200, headers: { 'content-type': 'application/json' } }),
      () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
    ];
    for (const failure of failures) {
      mswServer.use(http.post(apiUrl('/api/app'), failure));
      await expect(unwrap(client.POST('/api/app'))).rejects.toMatchObject({ kind: 'server' });
    }
  });

  it('calls a success without data a server failure, and a code other than 200 the server saying no', async () => {
    connectSession({ token: () => null, expired });
    mswServer.use(http.post(apiUrl('/api/app'), () => HttpResponse.json({ code: 200, message: 'ok', data: null })));
    await expect(fetchData(client.POST('/api/app'))).rejects.toMatchObject({ kind: 'server' });
    mswServer.use(http.post(apiUrl('/api/app'), () => HttpResponse.json({ code: 500, message: msg.badCredentials, data: null })));
    await expect(fetchData(client.POST('/api/app'))).rejects.toMatchObject({ kind: 'business', message: msg.badCredentials });
  });

  it('says offline only when the browser does', async () => {
    connectSession({ token: () => null, expired });
    mswServer.use(http.post(apiUrl('/api/app'), () => HttpResponse.error()));
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await expect(unwrap(client.POST('/api/app'))).rejects.toMatchObject({ kind: 'offline' });
    } finally {
      onLine.mockRestore();
    }
  });

  it('gives up after 30 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      connectSession({ token: () => null, expired });
      mswServer.use(http.post(apiUrl('/api/app'), () => new Promise<Response>(() => undefined)));
      const pending = unwrap(client.POST('/api/app')).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(30_000);
      expect(await pending).toMatchObject({ kind: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
  });
});

/** The values of Accept-Language a browser sends cross-origin without a preflight (the Fetch standard's safelist). */
const CORS_SAFELISTED = /^[0-9A-Za-z *,\-.;=]{0,128}$/;

/** The Accept-Language of the next call to /api/app. */
function languageAsked(): () => string | null {
  let language: string | null = null;
  mswServer.use(
    http.post(apiUrl('/api/app'), ({ request }) => {
      language = request.headers.get('accept-language');
      return HttpResponse.json({ code: 200, message: 'ok', data: {} });
    }),
  );
  return () => language;
}

describe('the language the client asks answers in', () => {
  afterEach(() => setLanguage(brand.defaultLanguage));

  it('is the language on screen, on every call, following a switch', async () => {
    connectSession({ token: () => null, expired });
    await languageReady;
    for (const lang of [...brand.languages].reverse()) {
      await setLanguage(lang);
      const asked = languageAsked();
      await fetchData(client.POST('/api/app'));
      expect(asked()).toBe(lang);
      expect(asked()).toMatch(CORS_SAFELISTED); // a back end on another origin (Laravel) needs no preflight for it
    }
  });

  it("is the member's kept choice before i18next has loaded, as for the calls made ahead of the app", async () => {
    const other = brand.languages.find((lang) => lang !== brand.defaultLanguage)!;
    localStorage.setItem(LANGUAGE_STORAGE_KEY, other);
    vi.resetModules(); // the client as src/ahead.ts has it: no i18next loaded
    const ahead = await import('../../src/api/client');
    const asked = languageAsked();
    await ahead.fetchData(ahead.client.POST('/api/app', { fetch: ahead.fetchAhead }));
    expect(asked()).toBe(other);
  });
});
