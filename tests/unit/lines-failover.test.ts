// Lines (线路): a call that got no answer, or a hijacked page, is sent once more on the next line with the same body;
// the back end's own answers never are. The app starts on the last line that worked; a list from the network is taken
// only when well-formed, and the phone keeps the last good one. Probes time each line and prefer the fastest.
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LINE_DOWN_MS, LINE_PROBE_TIMEOUT_MS } from '../../core/constants';
import { ApiError, client, fetchData, unwrap } from '../../src/api/client';
import { onFailure, type CallFailure } from '../../src/api/failures';
import { probeLines } from '../../src/api/lines/probe';
import { acceptList, currentLine, lineHealth, lineList, moveTo, onLineMoved, resetLinesForTest } from '../../src/api/lines/state';
import { mswServer } from '../setup/msw';

const LINES = ['http://line1.test', 'http://line2.test', 'http://line3.test'].map((api) => ({ api, socket: api.replace('http', 'ws') }));
const [ONE, TWO, THREE] = LINES.map((line) => line.api) as [string, string, string];
const ok = (data: unknown) => HttpResponse.json({ code: 200, message: 'ok', data });
const HIJACKED = () => new HttpResponse('<html>blocked</html>', { status: 200, headers: { 'content-type': 'text/html' } });

/** Each line's handler for a call, and how often each was asked. */
function serve(path: string, method: 'get' | 'post', answers: Record<string, () => Response | Promise<Response>>): Record<string, unknown[]> {
  const seen: Record<string, unknown[]> = {};
  mswServer.use(
    ...Object.entries(answers).map(([origin, answer]) =>
      http[method](`${origin}${path}`, async ({ request }) => {
        const text = await request.clone().text();
        (seen[origin] ??= []).push(text ? JSON.parse(text) : null);
        return answer();
      }),
    ),
  );
  return seen;
}

const moves: string[] = [];
onLineMoved((_from, to) => moves.push(to.api));

beforeEach(() => {
  localStorage.clear();
  resetLinesForTest();
  expect(acceptList(LINES)).toBe(true);
  moves.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('a call on the lines', () => {
  it('goes on the next line when the first gets no answer, and stays there, with a note', async () => {
    const seen = serve('/api/balance', 'post', { [ONE]: () => HttpResponse.error(), [TWO]: () => ok({ balance: '1.00' }) });
    expect(await fetchData(client.POST('/api/balance'))).toEqual({ balance: '1.00' });
    expect(currentLine().api).toBe(TWO);
    expect(moves).toEqual([TWO]);
    expect(lineHealth(ONE)).toBe('down');
    await fetchData(client.POST('/api/balance'));
    expect(seen[ONE]).toHaveLength(1);
    expect(seen[TWO]).toHaveLength(2);
  });

  it("never sends the back end's own answer elsewhere: its 4xx, 5xx or envelope error", async () => {
    const answers = [
      () => HttpResponse.json({ code: 422, message: 'no', data: null }, { status: 422 }),
      () => HttpResponse.json({ code: 500, message: 'Server Error', data: null }, { status: 500 }),
      () => new HttpResponse('<html>500</html>', { status: 500, headers: { 'content-type': 'text/html' } }),
    ];
    for (const answer of answers) {
      const seen = serve('/api/balance', 'post', { [ONE]: answer, [TWO]: () => ok({ balance: '1.00' }) });
      await expect(unwrap(client.POST('/api/balance'))).rejects.toBeInstanceOf(ApiError);
      expect(seen[TWO]).toBeUndefined();
    }
    expect(currentLine().api).toBe(ONE);
    expect(moves).toEqual([]);
  });

  it('takes a page that is not the back end, from a line that answered it before, for a blocked line', async () => {
    serve('/api/balance', 'post', { [ONE]: () => ok({ balance: '1.00' }) });
    await fetchData(client.POST('/api/balance'));
    serve('/api/balance', 'post', { [ONE]: HIJACKED, [TWO]: () => ok({ balance: '2.00' }) });
    expect(await fetchData(client.POST('/api/balance'))).toEqual({ balance: '2.00' });
    expect(currentLine().api).toBe(TWO);

    // After a reload too: the phone remembers that the line answered the back end's JSON before.
    moveTo(ONE, true);
    resetLinesForTest();
    const seen = serve('/api/balance', 'post', { [ONE]: HIJACKED, [TWO]: () => ok({ balance: '3.00' }) });
    expect(await fetchData(client.POST('/api/balance'))).toEqual({ balance: '3.00' });
    expect(seen[ONE]).toHaveLength(1);
  });

  it('takes a page from a line that never answered the back end for what it says: a failure of the server, not a move', async () => {
    serve('/api/balance', 'post', { [ONE]: HIJACKED, [TWO]: () => ok({ balance: '2.00' }) });
    await expect(fetchData(client.POST('/api/balance'))).rejects.toMatchObject({ kind: 'server' });
    expect(currentLine().api).toBe(ONE);
  });

  it('sends a money call again with the same idempotency key, once, and fails when the second line fails too', async () => {
    const body = { bank: 1, amount: '100', password: '123456' };
    const seen = serve('/api/withdraw', 'post', { [ONE]: () => HttpResponse.error(), [TWO]: () => ok({ out_trade_no: 'W1' }) });
    await unwrap(client.POST('/api/withdraw', { body: { ...body, order_key: 'ab12cd34ef56ab12' } }));
    expect(seen[ONE]).toEqual([{ ...body, order_key: 'ab12cd34ef56ab12' }]);
    expect(seen[TWO]).toEqual(seen[ONE]);

    moveTo(ONE, true);
    const dead = serve('/api/withdraw', 'post', { [ONE]: () => HttpResponse.error(), [TWO]: () => HttpResponse.error(), [THREE]: () => ok({ out_trade_no: 'W2' }) });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + LINE_DOWN_MS + 1); // the lines failed before are tried again
    await expect(unwrap(client.POST('/api/withdraw', { body: { ...body, order_key: 'cd34ef56ab12cd34' } }))).rejects.toMatchObject({ kind: 'network' });
    expect(dead[THREE]).toBeUndefined(); // once, not around every line
  });

  it('never sends a money call without a key elsewhere (it may have reached the server), but moves for the next tap', async () => {
    const told: CallFailure[] = [];
    const stop = onFailure((failure) => told.push(failure));
    told.length = 0;
    const seen = serve('/api/transfer', 'post', { [ONE]: () => HttpResponse.error(), [TWO]: () => ok({ balance: '1.00' }) });
    const body = { amount: '10', sourcetype: 'userbalance', targettype: 'pp' };
    await expect(unwrap(client.POST('/api/transfer', { body }))).rejects.toMatchObject({ kind: 'network' });
    expect(seen[TWO]).toBeUndefined();
    expect(currentLine().api).toBe(TWO);
    expect(told.map(({ operation, line }) => ({ operation, line }))).toEqual([{ operation: '/api/transfer', line: 'line1.test' }]);
    stop();
    await unwrap(client.POST('/api/transfer', { body }));
    expect(seen[TWO]).toHaveLength(1);
  });

  it('tells the field reports the line each failed call failed on', async () => {
    const told: CallFailure[] = [];
    const stop = onFailure((failure) => told.push(failure));
    told.length = 0; // the channel hands a new listener the failures told before it
    serve('/api/balance', 'post', { [ONE]: () => HttpResponse.error(), [TWO]: () => ok({ balance: '1.00' }) });
    await fetchData(client.POST('/api/balance'));
    serve('/api/balance', 'post', { [TWO]: () => new HttpResponse(null, { status: 502 }) });
    await fetchData(client.POST('/api/balance')).catch(() => undefined);
    expect(told.map(({ operation, kind, line }) => ({ operation, kind, line }))).toEqual([
      { operation: '/api/balance', kind: 'network', line: 'line1.test' },
      { operation: '/api/balance', kind: 'server', line: 'line2.test' },
    ]);
    stop();
  });
});

describe('the list of lines', () => {
  it('starts on the last line that worked, and keeps the player\'s choice over a reload', () => {
    moveTo(THREE, true);
    resetLinesForTest(); // a reload
    expect(currentLine().api).toBe(THREE);
  });

  it('refuses a malformed list and keeps the last good one, over a reload too', () => {
    const malformed: unknown[] = [
      [],
      null,
      { lines: LINES },
      [{ api: 'line4.test', socket: '' }],
      [{ api: 'javascript:alert(1)', socket: '' }],
      [{ api: 'http://line4.test/path', socket: '' }],
      [{ api: 'http://line4.test', socket: 'http://line4.test' }],
      [LINES[0], LINES[0]],
      Array.from({ length: 21 }, (_, i) => ({ api: `http://line${i}.test`, socket: '' })),
    ];
    for (const list of malformed) expect(acceptList(list), JSON.stringify(list)).toBe(false);
    resetLinesForTest();
    expect(lineList()).toEqual(LINES);
    const fresh = [...LINES, { api: 'https://line4.test', socket: 'wss://ws4.test' }];
    expect(acceptList(fresh)).toBe(true);
    resetLinesForTest();
    expect(lineList()).toEqual(fresh);
  });
});

describe('probes', () => {
  it('time each line, say 超时 past the probe time, take the list a line answers, and prefer the fastest', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const withFour = [...LINES, { api: 'http://line4.test', socket: 'ws://line4.test' }];
    serve('/api/lines', 'get', {
      [ONE]: async () => {
        await delay('infinite');
        return ok(null);
      },
      [TWO]: () => ok({ lines: withFour }),
      [THREE]: () => HttpResponse.error(),
      'http://line4.test': () => ok({ lines: withFour }),
    });
    const probed = probeLines();
    await vi.advanceTimersByTimeAsync(LINE_PROBE_TIMEOUT_MS + 1);
    await probed;
    expect(lineHealth(ONE)).toBe('timeout');
    expect(lineHealth(TWO)).toEqual({ delayMs: expect.any(Number) });
    expect(lineHealth(THREE)).toBe('down');
    expect(lineList()).toEqual(withFour);
    expect(currentLine().api).not.toBe(ONE); // off the line that timed out
    expect(moves).toHaveLength(1);
  });
});
