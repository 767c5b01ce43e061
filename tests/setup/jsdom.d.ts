// The part of jsdom's own API the tests use (a page of its own: tests/unit/upgrade-gate.test.ts). jsdom ships no types
// and @types/jsdom describes an older version, without the request interceptors of jsdom 27 and later.
declare module 'jsdom' {
  export type DOMWindow = Window & typeof globalThis;

  export interface ConstructorOptions {
    url?: string;
    runScripts?: 'dangerously' | 'outside-only';
    resources?: 'usable' | { userAgent?: string; interceptors?: unknown[] };
    beforeParse?(window: DOMWindow): void;
  }

  export class JSDOM {
    constructor(html?: string, options?: ConstructorOptions);
    readonly window: DOMWindow;
  }

  /** An undici interceptor answering what `intercept` answers (undefined lets the request go on). */
  export function requestInterceptor(intercept: (request: Request, context: { element: Element | null }) => Response | Promise<Response> | undefined): unknown;
}
