// The site over HTTP/2 with TLS, the server's second listener (`npm start` opens it with this machine's certificate):
// the hall paints with its data and its banner, every file and call of the page comes over HTTP/2, the page runs under
// its policy without a violation, and the room socket opens over wss on the same port.
import { expect, test } from '@playwright/test';
import { secureBaseURL } from '../../playwright.config';
import { watchCsp } from './support';

test.use({ ignoreHTTPSErrors: true });

test('the hall over HTTP/2: its files and calls on one protocol, no policy violation, the room socket over wss', async ({ page, request }) => {
  const violations = watchCsp(page);
  const notices = (await (await request.post('/api/homenotice', { data: {} })).json()) as { data: string[] };
  await page.goto(`${secureBaseURL}/`);
  await expect(page.getByText(notices.data[0]!)).toBeVisible({ timeout: 15_000 });
  const banner = page.locator('.hall-banner img').first();
  await expect(banner).toBeVisible();
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  const protocols = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
      .filter((entry) => !entry.name.startsWith('data:'))
      .map((entry) => (entry as PerformanceResourceTiming).nextHopProtocol),
  );
  expect(protocols.length).toBeGreaterThan(1);
  expect(new Set(protocols)).toEqual(new Set(['h2']));

  const socketUrl = `${secureBaseURL.replace(/^https/, 'wss')}/wss?roomid=1&_token=nobody`;
  const first = await page.evaluate(
    (url) =>
      new Promise<string>((resolve, reject) => {
        const socket = new WebSocket(url);
        socket.onmessage = (event) => resolve(String(event.data));
        socket.onerror = () => reject(new Error('the socket did not open'));
      }),
    socketUrl,
  );
  expect(JSON.parse(first)).toMatchObject({ type: 'error' });
  expect(violations).toEqual([]);
});
