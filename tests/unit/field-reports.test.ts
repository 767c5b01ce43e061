// The field reports end to end in the page: what a page life sends (failed calls from the one client, errors, each
// drift once, one visit in an app's own browser), when (hidden, and at most every 30 s), in the contract's shape, and
// nothing at all at sample rate 0.
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { brand } from '../../brand.config';
import type { FieldReportSettings } from '../../brands/types';
import { loadContract } from '../../server/contract/load';
import { ContractValidator } from '../../server/contract/validator';
import type { components } from '../../core/schema';
import { mswServer } from '../setup/msw';
import { apiUrl } from '../component/harness';
import { eventually } from '../shared/waits';

type Batch = components['schemas']['TelemetryBatch'];

let sent: Batch[] = [];
beforeEach(() => {
  sent = [];
  vi.resetModules();
  // No resource timing here: the page counts as settled at once (src/lib/whenNetworkQuiet.ts).
  vi.stubGlobal('PerformanceObserver', undefined);
  window.location.hash = '#/recharge?method=2';
  mswServer.use(
    http.post(apiUrl('/api/telemetry'), async ({ request }) => {
      sent.push((await request.json()) as Batch);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(apiUrl('/api/get_pay_way'), () => new HttpResponse('<html>500</html>', { status: 500, headers: { 'content-type': 'text/html' } })),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  performance.clearMarks();
});

/** A fresh page life: the modules anew, the reporter started with `settings`. */
async function pageLife(settings: Partial<FieldReportSettings>) {
  const start = await import('../../src/shell/field/start');
  const { noteError } = await import('../../src/shell/field/errors');
  const { noteDrift } = await import('../../src/api/wire/drift');
  const { client, fetchData } = await import('../../src/api/client');
  start.startFieldReports({ ...brand.fieldReports, ...settings }, () => 0.5);
  return { noteError, noteDrift, failCall: () => fetchData(client.GET('/api/get_pay_way')).catch(() => undefined) };
}

const reporterListening = () => eventually(() => expect(performance.getEntriesByName('field-reports')).toHaveLength(1));

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

const validator = new ContractValidator(loadContract());
function expectContractShape(batch: Batch) {
  validator.check('test:page', { $ref: '#/components/schemas/TelemetryPage' }, structuredClone(batch.page));
  const kinds: Record<string, string> = { vital: 'TelemetryVital', error: 'TelemetryError', failure: 'TelemetryFailure', drift: 'TelemetryDrift', inApp: 'TelemetryInApp', line: 'TelemetryLine' };
  for (const report of batch.reports) validator.check(`test:${report.kind}`, { $ref: `#/components/schemas/${kinds[report.kind]}` }, structuredClone(report));
}

describe('field reports in the page', () => {
  it('sends, when the page is hidden, the failed calls, errors and drift of the page life, before the reporter loaded too', async () => {
    const page = await pageLife({ sampleRate: 1 });
    await page.failCall(); // before the reporter listens: kept for it
    page.noteDrift({ operation: 'POST /api/user', field: 'money', problem: 'absent' });
    await reporterListening();
    page.noteDrift({ operation: 'POST /api/user', field: 'money', problem: 'absent' });
    page.noteError(new TypeError('boom'), 'boundary');
    hide();
    await eventually(() => expect(sent).toHaveLength(1));
    const [batch] = sent as [Batch];
    expectContractShape(batch);
    expect(batch.page).toMatchObject({ brand: brand.id, dialect: 'reference', version: __APP_VERSION__ });
    expect(batch.page.id).toMatch(/^[0-9a-f]{16}$/);
    expect(batch.reports).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'failure', route: '/recharge', operation: '/api/get_pay_way', failure: 'server', status: 500, count: 1 }),
        { kind: 'drift', operation: 'POST /api/user', field: 'money', problem: 'absent', count: 1 },
        expect.objectContaining({ kind: 'error', route: '/recharge', source: 'boundary', message: 'TypeError: boom', count: 1 }),
      ]),
    );
    expect(batch.reports.filter((r) => r.kind === 'drift')).toHaveLength(1);
  });

  it('sends at most every 30 s while the page stays in view', async () => {
    const page = await pageLife({ sampleRate: 1 });
    await reporterListening();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await page.failCall();
    await page.failCall();
    vi.advanceTimersByTime(29_000);
    await Promise.resolve();
    expect(sent).toHaveLength(0);
    vi.advanceTimersByTime(1_000);
    vi.useRealTimers();
    await eventually(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.reports.filter((r) => r.kind !== 'line')).toEqual([expect.objectContaining({ kind: 'failure', count: 2 })]);
    // Each call's line counted too: the page's own origin, used by this page life, two calls (src/api/lines).
    expect(sent[0]!.reports.filter((r) => r.kind === 'line')).toEqual([
      { kind: 'line', line: 'self', event: 'used', count: 1 },
      { kind: 'line', line: 'self', event: 'call', count: 2 },
    ]);
  });

  it('leaves out the kinds a brand turned off', async () => {
    const page = await pageLife({ sampleRate: 1, calls: false, drift: false });
    await page.failCall();
    page.noteDrift({ operation: 'POST /api/user', field: 'money', problem: 'absent' });
    page.noteError(new Error('kept'), 'uncaught');
    await reporterListening();
    hide();
    await eventually(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.reports.map((r) => r.kind)).toEqual(['error']);
  });

  it('sends nothing at all at sample rate 0, whatever the page meets', async () => {
    const requests: string[] = [];
    const listen = ({ request }: { request: Request }) => void requests.push(request.url);
    mswServer.events.on('request:start', listen);
    try {
      const page = await pageLife({ sampleRate: 0 });
      await page.failCall();
      page.noteError(new Error('unseen'), 'uncaught');
      page.noteDrift({ operation: 'POST /api/user', field: 'money', problem: 'absent' });
      hide();
      window.dispatchEvent(new Event('pagehide'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(performance.getEntriesByName('field-reports')).toHaveLength(0);
      expect(requests.filter((url) => url.includes('/api/telemetry'))).toEqual([]);
      expect(requests.filter((url) => url.includes('/api/get_pay_way'))).toHaveLength(1);
    } finally {
      mswServer.events.removeListener('request:start', listen);
    }
  });
});

const WECHAT_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; V2309A Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/134.0.6998.136 Mobile Safari/537.36 XWEB/1340129 MMWEBSDK/20250201 MMWEBID/1234 MicroMessenger/8.0.60.2820(0x28003C37) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';
const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; V2309A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/134.0.6998.136 Mobile Safari/537.36';

/** A page life in a browser of this user agent that fails a call and is hidden twice: its two batches' reports. */
async function twoBatchesIn(userAgent: string, settings: Partial<FieldReportSettings> = {}) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  const page = await pageLife({ sampleRate: 1, ...settings });
  await reporterListening();
  await page.failCall();
  hide();
  await eventually(() => expect(sent).toHaveLength(1));
  await page.failCall();
  hide();
  await eventually(() => expect(sent).toHaveLength(2));
  sent.forEach(expectContractShape);
  return sent.map((batch) => batch.reports);
}

describe("visits in an app's own browser", () => {
  it('sends one inApp report in WeChat, in the page life\'s first batch only', async () => {
    const [first, second] = await twoBatchesIn(WECHAT_ANDROID);
    expect(first).toEqual(expect.arrayContaining([{ kind: 'inApp', browser: 'wechat', count: 1 }]));
    expect([...first!, ...second!].filter((report) => report.kind === 'inApp')).toHaveLength(1);
  });

  it('sends none in a browser of its own', async () => {
    const batches = await twoBatchesIn(CHROME_ANDROID);
    expect(batches.flat().map((report) => report.kind).filter((kind) => kind !== 'line')).toEqual(['failure', 'failure']);
  });

  it('sends none when the brand turned them off', async () => {
    const batches = await twoBatchesIn(WECHAT_ANDROID, { inApp: false });
    expect(batches.flat().map((report) => report.kind).filter((kind) => kind !== 'line')).toEqual(['failure', 'failure']);
  });
});
