// The two engines beside Chromium, behind one small interface: WebKit (WebKitGTK's MiniBrowser through
// WebKitWebDriver, W3C WebDriver, driven by selenium-webdriver) and Firefox (Debian's firefox-esr over WebDriver BiDi,
// driven by puppeteer-core). Both show a 390×844 viewport; every check runs in the page through `run`.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { Builder, By, type WebDriver } from 'selenium-webdriver';

export const VIEWPORT = { width: 390, height: 844 } as const;
export type EngineName = 'webkit' | 'firefox' | 'chromium';
/** The engines `npm test` runs here; Chromium has its own suite (tests/e2e), and ENGINES=chromium takes pictures to compare. */
export const ENGINE_NAMES: readonly EngineName[] = ['webkit', 'firefox'];
export const ALL_ENGINES: readonly EngineName[] = [...ENGINE_NAMES, 'chromium'];

/** One browser session the whole run reuses. `fn` is a function's source, called in the page with `args`. */
export interface Engine {
  name: EngineName;
  version: string;
  goto(url: string): Promise<void>;
  run<T>(fn: string, ...args: unknown[]): Promise<T>;
  /** A real pointer click on the element matching `css` (the first). */
  click(css: string): Promise<void>;
  /** Replaces an input's value by typing, as a person would. */
  type(css: string, text: string): Promise<void>;
  screenshot(file: string): Promise<void>;
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
async function webkit(port: number, outDir: string, userAgent?: string): Promise<Engine> {
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
  return {
    name: 'webkit',
    version: `WebKitGTK ${version}`,
    goto: (url) => driver.get(url),
    run: <T>(fn: string, ...args: unknown[]) => driver.executeScript(`return (${fn}).apply(null, arguments)`, ...args) as Promise<T>,
    click: async (css) => (await find(css)).click(),
    type: async (css, text) => {
      const element = await find(css);
      await element.clear();
      await element.sendKeys(text);
    },
    screenshot: async (file) => writeFileSync(file, await driver.takeScreenshot(), 'base64'),
    close: async () => {
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
async function puppeteerEngine(name: 'firefox' | 'chromium'): Promise<Engine> {
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
    close: () => browser.close(),
  };
}

/** An iPhone's Safari, as its pages see it. */
export const IPHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** `userAgent` (WebKit only): the browser says it is another, as an iPhone's Safari does. */
export async function launch(name: EngineName, outDir: string, port: number, userAgent?: string): Promise<Engine> {
  mkdirSync(outDir, { recursive: true });
  return name === 'webkit' ? webkit(port, outDir, userAgent) : puppeteerEngine(name);
}
