// An old Chromium build (scripts/old-chromium.mjs) driven over the Chrome DevTools Protocol with nothing but a
// WebSocket: Playwright's connectOverCDP and puppeteer ask Chromium 79–80 for methods they do not have
// (`Browser.setDownloadBehavior`), so this speaks the few old, stable methods itself. A phone as the e2e suite sets
// Chromium up: 390×844, mobile, touch, zh-CN, Asia/Shanghai; clicks and keys are real input events.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import type { Engine, EngineName } from './drivers';

const START_MS = 20_000;
const CALL_MS = 30_000;
const LANGUAGE = 'zh-CN';
const TIME_ZONE = 'Asia/Shanghai';

type Params = Record<string, unknown>;
interface Reply {
  id?: number;
  method?: string;
  params?: Params;
  result?: Params;
  error?: { message: string };
}

/** One WebSocket to one page target: commands answered by id, events heard by name. */
class Connection {
  private next = 0;
  private readonly pending = new Map<number, { resolve: (result: Params) => void; reject: (error: Error) => void }>();
  private readonly listeners = new Map<string, Set<(params: Params) => void>>();
  private closed: Error | null = null;

  /** `ended` says how the browser ended when the connection closes (its exit and last words on stderr). */
  constructor(
    private readonly socket: WebSocket,
    private readonly ended: () => string,
  ) {
    socket.on('message', (data) => {
      const reply = JSON.parse(String(data)) as Reply;
      if (reply.id !== undefined) {
        const waiting = this.pending.get(reply.id);
        this.pending.delete(reply.id);
        if (reply.error) waiting?.reject(new Error(reply.error.message));
        else waiting?.resolve(reply.result ?? {});
      } else if (reply.method) {
        this.listeners.get(reply.method)?.forEach((listener) => listener(reply.params ?? {}));
      }
    });
    socket.on('close', () => {
      this.closed = new Error(`the browser closed its DevTools connection (${this.ended()})`);
      this.pending.forEach((waiting) => waiting.reject(this.closed!));
      this.pending.clear();
    });
  }

  send<T = Params>(method: string, params: Params = {}, timeoutMs = CALL_MS): Promise<T> {
    if (this.closed) return Promise.reject(this.closed);
    const id = (this.next += 1);
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`${method} had no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(id, {
        resolve: (result) => {
          clearTimeout(timer);
          resolve(result as T);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(new Error(`${method}: ${error.message}`));
        },
      });
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }

  /** The next `event`, or a failure after `timeoutMs`; `stop` forgets it when it is no longer awaited. */
  upcoming(event: string, timeoutMs: number): { heard: Promise<Params>; stop: () => void } {
    let stop = () => undefined as void;
    const heard = new Promise<Params>((resolve, reject) => {
      const listeners = this.listeners.get(event) ?? new Set();
      this.listeners.set(event, listeners);
      const listener = (params: Params) => {
        stop();
        resolve(params);
      };
      const timer = setTimeout(() => {
        stop();
        reject(new Error(`no ${event} within ${timeoutMs} ms`));
      }, timeoutMs);
      stop = () => {
        clearTimeout(timer);
        listeners.delete(listener);
      };
      listeners.add(listener);
    });
    return { heard, stop };
  }

  close(): void {
    this.socket.close();
  }
}

/** Starts the browser and waits for its DevTools address on stderr; a browser that does not start in time is killed. */
async function start(executable: string, libDir: string, profile: string): Promise<{ child: ChildProcess; port: number; log: () => string }> {
  const child = spawn(
    executable,
    [
      '--headless',
      '--no-sandbox',
      '--no-zygote',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--mute-audio',
      '--hide-scrollbars',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      `--lang=${LANGUAGE}`,
      '--window-size=390,844',
      'about:blank',
    ],
    { env: { ...process.env, LD_LIBRARY_PATH: libDir, TZ: TIME_ZONE, LANG: 'zh_CN.UTF-8' }, stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  // Its stderr is read to the end (a full pipe would stop the browser), keeping the last lines for a failure.
  let tail = '';
  // The line that says why it died (a failed CHECK, a signal), kept however long the stack dump after it runs.
  let why = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    tail = (tail + String(chunk)).slice(-4_000);
    why ||= /^.*(?:FATAL|Check failed|Received signal).*$/m.exec(String(chunk))?.[0] ?? '';
  });
  const log = () => [why, ...tail.trim().split('\n').slice(-8)].filter(Boolean).join('\n');
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no DevTools address within ${START_MS} ms`)), START_MS);
      const listen = () => {
        const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(tail);
        if (found) {
          clearTimeout(timer);
          child.stderr!.off('data', listen);
          resolve(Number(found[1]));
        }
      };
      child.stderr!.on('data', listen);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`the browser exited (${code ?? signal})`));
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    return { child, port, log };
  } catch (error) {
    kill(child);
    throw new Error(`${executable} did not start: ${(error as Error).message}\n${log()}`);
  }
}

function kill(child: ChildProcess): void {
  if (!child.pid || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGKILL'); // the browser and its helpers, started in their own group
  } catch {
    // already gone
  }
}

async function pageSocket(port: number): Promise<WebSocket> {
  const end = Date.now() + START_MS;
  for (;;) {
    const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { type: string; webSocketDebuggerUrl: string }[];
    const page = targets.find((target) => target.type === 'page');
    if (page) {
      const socket = new WebSocket(page.webSocketDebuggerUrl, { perMessageDeflate: false, maxPayload: 256 * 1024 * 1024 });
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      return socket;
    }
    if (Date.now() > end) throw new Error('the browser shows no page');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Evaluated {
  result: { value?: unknown };
  exceptionDetails?: { text: string; exception?: { description?: string } };
}

export async function oldChromiumEngine(name: EngineName, build: { executable: string; lib: string; chromium: string }, serverURL: string): Promise<Engine> {
  const profile = mkdtempSync(path.join(os.tmpdir(), `engines-${name}-`));
  const { child, port, log } = await start(build.executable, build.lib, profile);
  let cdp: Connection;
  try {
    cdp = new Connection(await pageSocket(port), () => `${child.exitCode !== null || child.signalCode ? `it exited: ${child.exitCode ?? child.signalCode}` : 'still running'}; ${log().replace(/\s+/g, ' ').slice(-600)}`);
  } catch (error) {
    kill(child);
    rmSync(profile, { recursive: true, force: true });
    throw new Error(`${name}: no DevTools connection: ${(error as Error).message}\n${log()}`);
  }
  const { product, userAgent } = await cdp.send<{ product: string; userAgent: string }>('Browser.getVersion');
  const version = product.replace(/^(Headless)?Chrome\//, 'Chromium ');
  if (!version.startsWith(`Chromium ${build.chromium}`)) throw new Error(`${name} is ${product}, not Chromium ${build.chromium}`);

  await cdp.send('Page.enable');
  await cdp.send('Emulation.setDeviceMetricsOverride', { width: 390, height: 844, deviceScaleFactor: 1, mobile: true });
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  // The language the phone asks for (Accept-Language, navigator.language; LANG above sets Intl's default) and its
  // clock's zone (TZ above, for a build without the override).
  await cdp.send('Network.setUserAgentOverride', { userAgent, acceptLanguage: `${LANGUAGE},zh` });
  await cdp.send('Emulation.setTimezoneOverride', { timezoneId: TIME_ZONE }).catch(() => undefined);

  const run = async <T>(fn: string, ...args: unknown[]): Promise<T> => {
    const evaluated = await cdp.send<Evaluated>('Runtime.evaluate', {
      expression: `(${fn}).apply(null, ${JSON.stringify(args)})`,
      awaitPromise: true,
      returnByValue: true,
    });
    if (evaluated.exceptionDetails) {
      throw new Error(evaluated.exceptionDetails.exception?.description ?? evaluated.exceptionDetails.text);
    }
    return evaluated.result.value as T;
  };

  const mouse = async (x: number, y: number, clicks: number) => {
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
    for (let count = 1; count <= clicks; count += 1) {
      await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button: 'left', buttons: 1, clickCount: count });
      await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button: 'left', buttons: 0, clickCount: count });
    }
  };
  /** The element's middle in the viewport, once it is scrolled into view and nothing else lies there; null meanwhile. */
  const middle = (css: string) =>
    run<{ x: number; y: number } | null>(
      `(s) => {
        var el = document.querySelector(s);
        if (!el) throw new Error('nothing matches ' + s);
        if (el.scrollIntoViewIfNeeded) el.scrollIntoViewIfNeeded(true); else el.scrollIntoView({ block: 'center' });
        var box = el.getBoundingClientRect();
        var x = box.left + box.width / 2, y = box.top + box.height / 2;
        var top = document.elementFromPoint(x, y);
        return top && (top === el || el.contains(top)) ? { x: x, y: y } : null;
      }`,
      css,
    );
  /** Clicks `clicks` times at the element's middle; `landed` says whether it took (a page still moving is tried again). */
  const clickOn = async (css: string, clicks: number, landed: () => Promise<boolean>) => {
    for (let attempt = 1; ; attempt += 1) {
      const point = await middle(css);
      if (point) {
        await mouse(point.x, point.y, clicks);
        if (await landed()) return;
      }
      if (attempt === 5) throw new Error(`${css}: ${point ? 'the click did not take' : 'something else lies over its middle'}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const key = async (key: string, code: string, keyCode: number) => {
    await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', key, code, windowsVirtualKeyCode: keyCode });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key, code, windowsVirtualKeyCode: keyCode });
  };

  let networkOn = false;
  return {
    name,
    version,
    site: serverURL,
    network: 'browser',
    goto: async (url) => {
      // Only the address's #hash changes: the same document, no load to wait for. (Chromium 103 answers such a
      // navigation with a loader as if a new document came, so the addresses tell.)
      const here = await run<string>('() => location.href').catch(() => '');
      const sameDocument = url.includes('#') && here.split('#')[0] === url.split('#')[0];
      const loaded = cdp.upcoming('Page.loadEventFired', CALL_MS);
      const navigated = await cdp.send<{ loaderId?: string; errorText?: string }>('Page.navigate', { url });
      if (navigated.errorText) {
        loaded.stop();
        throw new Error(`${url}: ${navigated.errorText}`);
      }
      if (sameDocument || !navigated.loaderId) loaded.stop();
      else await loaded.heard;
    },
    run,
    click: (css) => clickOn(css, 1, async () => true),
    type: async (css, text) => {
      // As a person replaces a field's words: a tap, then Backspace from the end until none is left. No mouse
      // selection: Chromium 90's serverless build aborts (CHECK SupportedClipboardBuffer) when a triple click selects
      // words, as Linux copies every selection to the primary clipboard, which that build lacks.
      await clickOn(css, 1, () => run<boolean>('(s) => document.activeElement === document.querySelector(s)', css));
      const length = await run<number>(
        '(s) => { var el = document.querySelector(s); var n = el.value.length; try { el.setSelectionRange(n, n); } catch (e) {} return n; }',
        css,
      );
      for (let left = length; left > 0; left -= 1) await key('Backspace', 'Backspace', 8);
      const left = await run<string>('(s) => document.querySelector(s).value', css);
      if (left) throw new Error(`${css} still holds "${left}" after selecting all and Backspace`);
      for (const char of text) {
        if (/^[\x20-\x7e]$/.test(char)) {
          await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key: char, text: char, unmodifiedText: char });
          await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: char });
        } else {
          await cdp.send('Input.insertText', { text: char });
        }
      }
    },
    screenshot: async (file) => {
      const { data } = await cdp.send<{ data: string }>('Page.captureScreenshot', { format: 'png' });
      writeFileSync(file, data, 'base64');
    },
    offline: async (off) => {
      if (!networkOn) await cdp.send('Network.enable');
      networkOn = true;
      await cdp.send('Network.emulateNetworkConditions', { offline: off, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    },
    close: async () => {
      await cdp.send('Browser.close', {}, 3_000).catch(() => undefined);
      cdp.close();
      await new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(undefined);
        const timer = setTimeout(resolve, 3_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve(undefined);
        });
      });
      kill(child);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
