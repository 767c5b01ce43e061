// @vitest-environment node
// Below the browser floor, never a blank page: the gate the build writes into index.html and the notice it loads, as
// shipped (minified), in a page of their own (jsdom). A missing feature, or a script of the app that fails to parse
// before it starts, or no start a few seconds after the load, shows the notice in the player's language and reports
// the visit; an app that started never sees it.
import { JSDOM, requestInterceptor } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandDir } from '../../brands/load';
import { resolveBrand } from '../../brands/resolve';
import defaultBrand from '../../brands/default/brand';
import type { components } from '../../core/schema';
import en from '../../locales/en/upgrade.json' with { type: 'json' };
import zh from '../../locales/zh-CN/upgrade.json' with { type: 'json' };
import { loadContract } from '../../server/contract/load';
import { ContractValidator } from '../../server/contract/validator';
import { APP_STARTED_ATTRIBUTE } from '../../src/lib/appStarted';
import { LANGUAGE_STORAGE_KEY } from '../../src/lib/language';
import { gateScript, NOTICE_FILE, noticeData, noticeScript, START_MARGIN_MS, type NoticeData } from '../../vite/upgradeGate';
import { eventually } from '../shared/waits';

type Batch = components['schemas']['TelemetryBatch'];

const SITE = 'https://play.example/';
const CHROMIUM_79 = 'Mozilla/5.0 (Linux; Android 9; V1818A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79.0.3945.136 Mobile Safari/537.36';
const brand = resolveBrand(defaultBrand);
const data = noticeData(brand, brandDir({}), '1.2.3', {});
let gate = '';
let notices = new Map<string, string>();

beforeAll(async () => {
  gate = await gateScript();
  notices = new Map([[JSON.stringify(data), await noticeScript(data)]]);
});

interface PageOptions {
  /** The engine lacks ES modules (the gate reads HTMLScriptElement's noModule). */
  modules?: boolean;
  /** Globals the engine lacks. */
  without?: string[];
  languages?: string[];
  stored?: string;
  copies?: boolean | 'throws';
  /** The app has drawn a screen over the splash before the notice comes (its pictures in #root). */
  drawn?: boolean;
  data?: NoticeData;
}

/** A built page (splash, gate, the app's module script) in an engine described by `options`. */
async function openPage(options: PageOptions = {}) {
  const noticeData = options.data ?? data;
  const key = JSON.stringify(noticeData);
  if (!notices.has(key)) notices.set(key, await noticeScript(noticeData));
  const requested: string[] = [];
  // The notice's file as the build wrote it; nothing else of the site is there.
  const site = requestInterceptor((request) => {
    requested.push(request.url);
    return request.url === new URL(NOTICE_FILE, SITE).href
      ? new Response(notices.get(key)!, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } })
      : new Response('', { status: 404 });
  });
  let timers: { run: () => void; ms: number; repeats: boolean }[] = [];
  const sent: Batch[] = [];
  const html =
    '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8"><title>site</title>' +
    `<script id="upgrade-gate">${gate}</script><script type="module" src="./assets/index-abc.js"></script></head>` +
    `<body><div id="root">${options.drawn ? '<img src="/files/banner.webp" alt="">' : '<div class="app-splash"><img src="data:image/svg+xml;base64,AAAA" alt=""><span>site</span></div>'}</div></body></html>`;
  const dom = new JSDOM(html, {
    url: SITE,
    runScripts: 'dangerously',
    resources: { userAgent: CHROMIUM_79, interceptors: [site] },
    beforeParse(window) {
      if (options.modules !== false) Object.defineProperty(window.HTMLScriptElement.prototype, 'noModule', { value: false, configurable: true });
      for (const name of options.without ?? []) delete (window as unknown as Record<string, unknown>)[name];
      const languages = options.languages ?? ['zh-CN'];
      Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
      Object.defineProperty(window.navigator, 'language', { value: languages[0], configurable: true });
      if (options.stored) window.localStorage.setItem(LANGUAGE_STORAGE_KEY, options.stored);
      // The gate's and the notice's timers, run by the test: the margin is minutes of a test's time otherwise.
      const later = (repeats: boolean) => (run: () => void, ms = 0) => timers.push({ run, ms, repeats });
      Object.assign(window, { setTimeout: later(false), setInterval: later(true) });
      window.document.execCommand = () => {
        if (options.copies === 'throws') throw new Error('not allowed');
        return options.copies ?? true;
      };
      class Request {
        private url = '';
        open(_method: string, url: string) {
          this.url = url;
        }
        setRequestHeader() {}
        send(body: string) {
          if (new URL(this.url, SITE).pathname === '/api/telemetry') sent.push(JSON.parse(body) as Batch);
        }
      }
      Object.assign(window, { XMLHttpRequest: Request });
    },
  });
  const { window } = dom;
  const loaded = new Promise((resolve) => window.addEventListener('load', resolve));
  const notice = () => window.document.querySelector<HTMLElement>('.upgrade');
  return {
    window,
    sent,
    requested,
    notice,
    loaded,
    /** The notice, once its file has arrived and run. */
    shown: () => eventually(() => expect(notice()).not.toBeNull()).then(() => notice()!),
    startApp: () => window.document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, ''),
    /** Runs the timers set for `ms` or less, as if that much time had passed since they were set. */
    pass: (ms: number) => {
      const due = timers.filter((timer) => timer.ms <= ms);
      timers = timers.filter((timer) => timer.repeats || timer.ms > ms);
      due.forEach((timer) => timer.run());
    },
    syntaxError: (filename = `${SITE}assets/index-abc.js`) =>
      window.dispatchEvent(new window.ErrorEvent('error', { message: "Uncaught SyntaxError: Unexpected token '.'", filename, error: new window.SyntaxError("Unexpected token '.'") })),
    /** Nothing more can be asked: what was not shown by now never will be. */
    settled: () => new Promise((resolve) => setTimeout(resolve, 50)),
  };
}

const validator = new ContractValidator(loadContract());

describe('the upgrade notice', () => {
  it('shows on an engine without a feature the app needs, in the phone’s language, and reports why', async () => {
    const page = await openPage({ without: ['BigInt'], languages: ['en-US', 'zh-CN'] });
    const notice = await page.shown();
    expect(notice.getAttribute('lang')).toBe('en');
    expect(notice.querySelector('h1')?.textContent).toBe(en.title);
    expect(notice.getAttribute('role')).toBe('main');
    expect(notice.getAttribute('aria-labelledby')).toBe(notice.querySelector('h1')?.id);
    expect(page.window.document.getElementById('root')?.style.display).toBe('none');
    expect(page.window.document.querySelector<HTMLInputElement>('#upgrade-address')?.value).toBe(SITE);
    expect(notice.querySelector('a')?.getAttribute('href')).toBe(brand.links.customerService);
    await eventually(() => expect(page.sent).toHaveLength(1));
    const [batch] = page.sent;
    expect(batch!.reports).toEqual([{ kind: 'unsupported', engine: 'chromium', major: 79, reason: 'missing', feature: 'BigInt', count: 1 }]);
    expect(batch!.page).toMatchObject({ brand: brand.id, dialect: brand.apiDialect, version: '1.2.3', language: 'en' });
    validator.check('test:page', { $ref: '#/components/schemas/TelemetryPage' }, structuredClone(batch!.page));
    validator.check('test:unsupported', { $ref: '#/components/schemas/TelemetryUnsupported' }, structuredClone(batch!.reports[0]));
  });

  it("wears the splash's logo, or the brand's file once the app has drawn over the splash", async () => {
    const early = await openPage({ without: ['BigInt'] });
    expect((await early.shown()).querySelector('img')?.getAttribute('src')).toBe('data:image/svg+xml;base64,AAAA');
    const late = await openPage({ without: ['BigInt'], drawn: true });
    expect((await late.shown()).querySelector('img')?.getAttribute('src')).toBe(data.logo);
  });

  it('shows on an engine without ES modules, in the language the member chose in the app', async () => {
    const page = await openPage({ modules: false, languages: ['en-US'], stored: 'zh-CN' });
    const notice = await page.shown();
    expect(notice.querySelector('h1')?.textContent).toBe(zh.title);
    await eventually(() => expect(page.sent[0]?.reports[0]).toMatchObject({ reason: 'missing', feature: 'modules' }));
  });

  it.each([
    [['zh-TW'], 'zh-CN'],
    [['fr-FR', 'en-GB'], 'en'],
    [['fr-FR'], brand.defaultLanguage],
  ])('speaks %j as %s: the language itself, else its family, else the brand’s', async (languages, expected) => {
    const page = await openPage({ without: ['BigInt'], languages });
    expect((await page.shown()).getAttribute('lang')).toBe(expected);
  });

  it('shows when a script of the app fails to parse before it starts (optional chaining in Chromium 79)', async () => {
    const page = await openPage();
    page.syntaxError();
    await page.shown();
    await eventually(() => expect(page.sent[0]?.reports[0]).toMatchObject({ reason: 'syntax' }));
    expect(page.sent[0]!.reports[0]).not.toHaveProperty('feature');
  });

  it("takes no other site's syntax error for the app's", async () => {
    const page = await openPage();
    page.syntaxError('https://res.wx.qq.com/open/js/jweixin.js');
    page.syntaxError(''); // a browser's own injected script has no address
    await page.loaded;
    page.startApp();
    page.pass(START_MARGIN_MS);
    await page.settled();
    expect(page.notice()).toBeNull();
    expect(page.requested).toEqual([]);
  });

  it('never shows once the app has started: not for a syntax error, not for the time since the load', async () => {
    const page = await openPage();
    page.startApp();
    page.syntaxError();
    await page.loaded;
    page.pass(60_000);
    await page.settled();
    expect(page.notice()).toBeNull();
    expect(page.requested).toEqual([]);
    expect(page.sent).toEqual([]);
  });

  it('waits the margin after the load for a late start, and shows nothing when the app starts within it', async () => {
    const page = await openPage();
    await page.loaded;
    page.pass(START_MARGIN_MS - 1);
    page.startApp();
    page.pass(START_MARGIN_MS);
    await page.settled();
    expect(page.notice()).toBeNull();
  });

  it('shows when the app has not started the margin after the load, and gives way if it starts after all', async () => {
    const page = await openPage();
    page.pass(60_000); // a minute before the load (a slow network) is no reason: the margin counts from the load
    await page.loaded;
    page.pass(START_MARGIN_MS - 1);
    await page.settled();
    expect(page.notice()).toBeNull();
    page.pass(START_MARGIN_MS);
    await page.shown();
    await eventually(() => expect(page.sent[0]?.reports[0]).toMatchObject({ reason: 'stalled' }));
    page.startApp();
    page.pass(START_MARGIN_MS);
    expect(page.notice()).toBeNull();
    expect(page.window.document.getElementById('root')?.style.display).toBe('');
  });

  it('says nothing when a script of the app did not arrive (the network, not the engine)', async () => {
    const page = await openPage();
    const script = page.window.document.querySelector('script[type="module"]')!;
    script.dispatchEvent(new page.window.Event('error'));
    await page.loaded;
    page.pass(START_MARGIN_MS);
    await page.settled();
    expect(page.notice()).toBeNull();
  });

  it('copies the address with the old engines’ copy command, and says so, or says how to copy it by hand', async () => {
    for (const [copies, words] of [[true, zh.copied], [false, zh.copyFailed], ['throws', zh.copyFailed]] as const) {
      const page = await openPage({ without: ['BigInt'], copies });
      await page.shown();
      page.window.document.getElementById('upgrade-copy')!.click();
      expect(page.window.document.getElementById('upgrade-status')?.textContent, String(copies)).toBe(words);
    }
  });

  it("switches to the brand's other language, named in its own words, and keeps the choice as the app does", async () => {
    const page = await openPage({ without: ['BigInt'] });
    const notice = await page.shown();
    const other = [...notice.querySelectorAll('button[lang]')].map((button) => button.textContent);
    expect(other).toEqual([data.words.en!.languageName]);
    notice.querySelector<HTMLButtonElement>('button[lang="en"]')!.click();
    expect(notice.querySelector('h1')?.textContent).toBe(en.title);
    expect(page.window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it("reports nothing when the brand's settings say not to", async () => {
    const page = await openPage({ without: ['BigInt'], data: { ...data, report: null } });
    await page.shown();
    await page.settled();
    expect(page.sent).toEqual([]);
  });
});
