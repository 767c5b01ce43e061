// The engines beside Debian's Chromium, behind one small interface: WebKit (WebKitGTK's MiniBrowser through
// WebKitWebDriver, W3C WebDriver, driven by selenium-webdriver), Firefox (Debian's firefox-esr over WebDriver BiDi,
// driven by puppeteer-core) and old Chromium builds from the npm registry (raw DevTools protocol, ./cdp.ts). All show
// a 390×844 viewport; every check runs in the page through `run`.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { Builder, By, Key, type WebDriver } from 'selenium-webdriver';
import { DEFAULT_OLD_CHROMIUM, OLD_CHROMIUM, oldChromium, type OldChromiumName } from '../../scripts/old-chromium.mjs';
import { oldChromiumEngine } from './cdp';
import { startWire } from './wire';

export const VIEWPORT = { width: 390, height: 844 } as const;
export type EngineName = 'webkit' | 'firefox' | 'chromium' | OldChromiumName;
/**
 * The engines `npm test` runs here: WebKit, Firefox, and old Chromium builds at and below the floor. Debian's current
 * Chromium has its own suite (tests/e2e); ENGINES=chromium takes pictures to compare.
 */
export const ENGINE_NAMES: readonly EngineName[] = ['webkit', 'firefox', ...DEFAULT_OLD_CHROMIUM];
export const ALL_ENGINES: readonly EngineName[] = ['webkit', 'firefox', 'chromium', ...(Object.keys(OLD_CHROMIUM) as OldChromiumName[])];
export const isOldChromium = (name: EngineName): name is OldChromiumName => name in OLD_CHROMIUM;

/** One browser session the whole run reuses. `fn` is a function's source, called in the page with `args`. */
export interface Engine {
  name: EngineName;
  version: string;
  /** The address it reaches the site at (the server's own, or a wire's in front of it). */
  site: string;
  /**
   * How `offline` cuts the network: the browser's own switch (it says offline, and fires the event), or a wire in
   * front of the server (./wire.ts: nothing answers, though the browser still says online).
   */
  network: 'browser' | 'wire';
  goto(url: string): Promise<void>;
  run<T>(fn: string, ...args: unknown[]): Promise<T>;
  /** A real pointer click on the element matching `css` (the first). */
  click(css: string): Promise<void>;
  /** Replaces an input's value by typing, as a person would. */
  type(css: string, text: string): Promise<void>;
  screenshot(file: string): Promise<void>;
  /** Cuts the network as a phone loses it (the browser says offline, nothing answers), or gives it back. */
  offline(off: boolean): Promise<void>;
  close(): Promise<void>;
}

const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
/** MiniBrowser keeps a 38 px toolbar above the page even in automation mode; the screen is that much taller. */
const WEBKIT_TOOLBAR = 38;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForPort(url: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > end) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
      await wait(100);
    }
  }
}

/**
 * WebKit: WebKitWebDriver under a virtual X display of the phone's size, with a tiny window manager (matchbox) that
 * gives every window the whole screen, since a GTK window alone keeps a minimum width wider than a phone.
 */
async function webkit(port: number, outDir: string, serverURL: string, userAgent?: string): Promise<Engine> {
  const script = path.join(outDir, 'webkit-display.sh');
  writeFileSync(script, `#!/bin/sh\nmatchbox-window-manager -use_titlebar no &\nexec WebKitWebDriver --port=${port}\n`, { mode: 0o755 });
  const child: ChildProcess = spawn('xvfb-run', ['-a', '-s', `-screen 0 ${VIEWPORT.width}x${VIEWPORT.height + WEBKIT_TOOLBAR}x24`, script], {
    stdio: 'ignore',
    detached: true,
  });
  const server = `http://127.0.0.1:${port}`;
  await waitForPort(`${server}/status`, 20_000);
  const driver: WebDriver = await new Builder()
    .usingServer(server)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', '--time-zone=Asia/Shanghai', ...(userAgent ? [`--user-agent=${userAgent}`] : [])] },
    })
    .build();
  await driver.manage().setTimeouts({ script: 30_000, pageLoad: 30_000 });
  const version = String((await driver.getCapabilities()).get('browserVersion') ?? '');
  const find = (css: string) => driver.findElement(By.css(css));
  const wire = await startWire(serverURL);
  return {
    name: 'webkit',
    version: `WebKitGTK ${version}`,
    site: wire.url,
    network: 'wire',
    goto: (url) => driver.get(url),
    run: <T>(fn: string, ...args: unknown[]) => driver.executeScript(`return (${fn}).apply(null, arguments)`, ...args) as Promise<T>,
    click: async (css) => (await find(css)).click(),
    type: async (css, text) => {
      // As a person replaces a field's words: Backspace from the end, then the new ones. WebDriver's clear() sets the
      // value behind React's back, which keeps the old words in its state.
      const element = await find(css);
      await element.click();
      const length = await driver.executeScript<number>(
        'var el = arguments[0]; var n = el.value.length; try { el.setSelectionRange(n, n); } catch (e) {} return n;',
        element,
      );
      await element.sendKeys(Key.BACK_SPACE.repeat(length) + text);
    },
    screenshot: async (file) => writeFileSync(file, await driver.takeScreenshot(), 'base64'),
    offline: async (off) => wire.cut(off),
    close: async () => {
      wire.stop();
      await driver.quit().catch(() => undefined);
      if (child.pid) {
        try {
          process.kill(-child.pid);
        } catch {
          // already gone
        }
      }
    },
  };
}

/** Firefox: Debian's firefox-esr, headless, spoken to over WebDriver BiDi (or Debian's Chromium, to compare). */
async function puppeteerEngine(name: 'firefox' | 'chromium', serverURL: string): Promise<Engine> {
  const browser: Browser = await puppeteer.launch(
    name === 'firefox'
      ? {
          browser: 'firefox',
          executablePath: FIREFOX,
          headless: true,
          args: [`--width=${VIEWPORT.width}`, `--height=${VIEWPORT.height}`],
          // A phone's scrollbars lie over the page, taking no width from it.
          extraPrefsFirefox: { 'intl.accept_languages': 'zh-CN, zh', 'intl.locale.requested': 'zh-CN', 'ui.useOverlayScrollbars': 1 },
          env: { ...process.env, TZ: 'Asia/Shanghai' },
        }
      : {
          browser: 'chrome',
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          headless: true,
          args: ['--no-sandbox', '--disable-gpu', '--lang=zh-CN', '--hide-scrollbars'],
          env: { ...process.env, TZ: 'Asia/Shanghai' },
        },
  );
  const page: Page = await browser.newPage();
  await page.setViewport({ ...VIEWPORT });
  const version = await browser.version();
  return {
    name,
    version: version.replace('firefox/', 'Firefox '),
    site: serverURL,
    network: 'browser',
    goto: async (url) => {
      await page.goto(url, { waitUntil: 'load' });
    },
    // A string evaluated by the protocol, not by the page: the site's policy forbids eval, not the driver.
    run: <T>(fn: string, ...args: unknown[]) => page.evaluate(`(${fn}).apply(null, ${JSON.stringify(args)})`) as Promise<T>,
    click: async (css) => page.click(css),
    type: async (css, text) => {
      await page.click(css, { count: 3 });
      await page.keyboard.press('Backspace');
      await page.type(css, text);
    },
    screenshot: async (file) => {
      await page.screenshot({ path: file as `${string}.png` });
    },
    offline: (off) => page.setOfflineMode(off),
    close: () => browser.close(),
  };
}

/** An iPhone's Safari, as its pages see it. */
export const IPHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/**
 * A session of the engine on the site at `serverURL`; `port` is the WebKit driver's. `userAgent` (WebKit only): the
 * browser says it is another, as an iPhone's Safari does.
 */
export async function launch(name: EngineName, outDir: string, serverURL: string, port: number, userAgent?: string): Promise<Engine> {
  mkdirSync(outDir, { recursive: true });
  let engine: Engine;
  if (isOldChromium(name)) {
    const build = oldChromium(name);
    if (!existsSync(build.executable)) throw new Error(`${name} is not in ${build.dir}: fetch it with \`node scripts/old-chromium.mjs ${name}\` (npm run test:engines does)`);
    engine = await oldChromiumEngine(name, build, serverURL);
  } else engine = await (name === 'webkit' ? webkit(port, outDir, serverURL, userAgent) : puppeteerEngine(name, serverURL));
  openEngines.add(engine);
  const close = engine.close;
  engine.close = () => {
    openEngines.delete(engine);
    return close();
  };
  return engine;
}

/** The engines launched and not yet closed: a run stopped midway (npm test's Ctrl-C) closes them, never leaves them. */
export const openEngines = new Set<Engine>();
