// Every failed call reaches the field reports once, from the one client's failure path: its operation (the contract's
// path), kind, status, duration and line (the page's own here: src/api/lines); a call made ahead of the app is reported by the app's identical call, not twice;
// a call cut off by leaving the page is not reported.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError, client, fetchAhead, fetchData, unwrap } from '../../src/api/client';
import { onFailure, type CallFailure } from '../../src/api/failures';
import { mswServer } from '../setup/msw';
import { apiUrl } from '../component/harness';

const HTML_500 = () => new HttpResponse('<html>500</html>', { status: 500, headers: { 'content-type': 'text/html' } });

function listen(): CallFailure[] {
  const seen: CallFailure[] = [];
  onFailure((failure) => seen.push(failure));
  return seen;
}

describe('failed calls for the field reports', () => {
  const seen = listen();

  it('tells a server failure with its operation, status and duration, and a refusal without its words', async () => {
    seen.length = 0;
    window.location.hash = '#/recharge';
    mswServer.use(
      http.get(apiUrl('/api/get_pay_way'), HTML_500),
      http.post(apiUrl('/api/login_pc'), () => HttpResponse.json({ code: 422, message: 'secret words', data: null }, { status: 422 })),
    );
    await expect(fetchData(client.GET('/api/get_pay_way'))).rejects.toBeInstanceOf(ApiError);
    await expect(unwrap(client.POST('/api/login_pc', { body: { name: 'a', password: 'b' } }))).rejects.toBeInstanceOf(ApiError);
    expect(seen).toEqual([
      { operation: '/api/get_pay_way', kind: 'server', status: 500, durationMs: expect.any(Number), line: 'self', at: '#/recharge' },
      { operation: '/api/login_pc', kind: 'business', status: 422, durationMs: expect.any(Number), line: 'self', at: '#/recharge' },
    ]);
    expect(JSON.stringify(seen)).not.toContain('secret words');
  });

  it('tells nothing of a call cut off as the page is left, and tells again once the page shows again', async () => {
    seen.length = 0;
    mswServer.use(http.get(apiUrl('/api/get_pay_way'), () => HttpResponse.error()));
    window.dispatchEvent(new Event('pagehide'));
    await expect(fetchData(client.GET('/api/get_pay_way'))).rejects.toBeInstanceOf(ApiError);
    expect(seen).toEqual([]);
    window.dispatchEvent(new Event('pageshow'));
    await expect(fetchData(client.GET('/api/get_pay_way'))).rejects.toBeInstanceOf(ApiError);
    expect(seen).toEqual([expect.objectContaining({ operation: '/api/get_pay_way' })]);
  });

  it('tells nothing of a success, and once of a call made ahead of the app and taken by its identical call', async () => {
    seen.length = 0;
    mswServer.use(http.post(apiUrl('/api/balance'), () => HttpResponse.json({ code: 200, message: 'ok', data: { balance: '1.00' } })));
    await fetchData(client.POST('/api/balance'));
    mswServer.use(http.get(apiUrl('/api/get_pay_way'), HTML_500));
    await fetchData(client.GET('/api/get_pay_way', { fetch: fetchAhead })).catch(() => undefined);
    expect(seen).toEqual([]);
    await fetchData(client.GET('/api/get_pay_way')).catch(() => undefined);
    expect(seen).toEqual([expect.objectContaining({ operation: '/api/get_pay_way', kind: 'server' })]);
  });
});
