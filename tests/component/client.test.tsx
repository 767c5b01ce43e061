// The one client: bearer token, envelope unwrapping, the error kinds, and code 401 noticed anywhere.
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { msg } from '../../server/messages';
import { ApiError, client, connectSession, fetchData, unwrap } from '../../src/api/client';
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

  it('reports a dropped connection and a non-JSON answer as network errors', async () => {
    connectSession({ token: () => null, expired });
    mswServer.use(http.post(apiUrl('/api/app'), () => HttpResponse.error()));
    await expect(unwrap(client.POST('/api/app'))).rejects.toMatchObject({ kind: 'network' });
    mswServer.use(http.post(apiUrl('/api/app'), () => new HttpResponse('<html>502</html>', { status: 502, headers: { 'content-type': 'text/html' } })));
    await expect(unwrap(client.POST('/api/app'))).rejects.toMatchObject({ kind: 'network' });
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
