// What a test does on a phone, the same in every engine: go to a route in the app, wait for words, tap what a person
// would tap (found by its words), type into a field found by its label, and read the errors the page collected.
import type { Engine } from './drivers';

export interface PageError {
  route: string;
  message: string;
}

const STEP_MS = 100;
export const FIRST_PAINT_MS = 15_000;

export class Phone {
  constructor(
    readonly engine: Engine,
    readonly baseURL: string,
  ) {}

  /** A full page load (the address bar, a reload). */
  async load(hash: string): Promise<void> {
    await this.engine.goto(`${this.baseURL}/#${hash}`);
    await this.until(`the app at ${hash}`, () => this.engine.run<boolean>('() => !!window.__engines && !!document.querySelector("#root *")'));
  }

  /** A navigation inside the app, as a link does: no reload. */
  async go(hash: string): Promise<void> {
    await this.engine.run('(h) => { window.location.hash = h; }', hash);
  }

  hash(): Promise<string> {
    return this.engine.run<string>('() => decodeURIComponent(location.hash)');
  }

  text(): Promise<string> {
    return this.engine.run<string>('() => window.__engines.text()');
  }

  takeErrors(): Promise<PageError[]> {
    return this.engine.run<PageError[] | null>('() => window.__engines ? window.__engines.takeErrors() : []').then((e) => e ?? []);
  }

  keyLike(): Promise<string[]> {
    return this.engine.run<string[]>('() => window.__engines.keyLike()');
  }

  /** Polls `test` until it answers true (or a non-empty string), or fails saying what was awaited. */
  async until<T>(what: string, test: () => Promise<T>, timeoutMs = FIRST_PAINT_MS): Promise<T> {
    const end = Date.now() + timeoutMs;
    let last: unknown;
    for (;;) {
      try {
        const value = await test();
        if (value) return value;
      } catch (error) {
        last = error;
      }
      if (Date.now() > end) throw new Error(`waited ${timeoutMs} ms for ${what}${last ? ` (${String(last)})` : ''}`);
      await new Promise((resolve) => setTimeout(resolve, STEP_MS));
    }
  }

  untilText(words: string, timeoutMs?: number): Promise<boolean> {
    return this.until(`"${words}"`, async () => (await this.text()).includes(words), timeoutMs);
  }

  untilHash(pattern: RegExp, timeoutMs?: number): Promise<boolean> {
    return this.until(`the address ${pattern}`, async () => pattern.test(await this.hash()), timeoutMs);
  }

  /** The selector of the first visible `css` element whose words are `words` (contain them unless exact). */
  find(css: string, words: string | null, options: { exact?: boolean; within?: string; timeoutMs?: number } = {}): Promise<string> {
    return this.until<string>(
      `${css} "${words ?? ''}"`,
      async () => (await this.engine.run<string | null>('(c, w, e, i) => window.__engines.mark(c, w, e, i)', css, words, options.exact ?? false, options.within ?? null)) ?? '',
      options.timeoutMs,
    );
  }

  /** Taps it; an element still moving in (a sliding panel) is asked for again. */
  async tap(css: string, words: string | null, options: { exact?: boolean; within?: string } = {}): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.engine.click(await this.find(css, words, options));
        return;
      } catch (error) {
        if (attempt === 3 || String(error).includes('waited')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    }
  }

  /** Types into the field whose label or placeholder holds `label`. */
  async fill(label: string, value: string): Promise<void> {
    await this.engine.type(await this.find('input, textarea', label), value);
  }

  screenshot(file: string): Promise<void> {
    return this.engine.run('() => window.scrollTo(0, 0)').then(() => this.engine.screenshot(file));
  }
}
