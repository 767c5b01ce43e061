// What an engine of the floor (package.json's browserslist: Chromium 80, Safari 14, Firefox 78) lacks and the app or a
// library of it calls: each is put in only where it is missing, as the engine's own would be (a method that does not
// show in for-in). An entry of its own, run before the app's only by an engine that lacks one of them: the page tests
// for each and writes this module's script before the app's (vite/platformShims.ts). The list is eslint/floor.js's
// SHIMMED, which the lint lets pass and the page's test reads; docs/browsers.md says who calls each.

function define(target: object, name: string, value: unknown): void {
  if (!(name in target)) Object.defineProperty(target, name, { value, writable: true, configurable: true });
}

interface Indexed {
  readonly length: number;
  readonly [index: number]: unknown;
}

/** Array, string or typed array `.at(i)`: the back button's overlay stack (src/kit/backClosesOverlays.ts) and web-vitals. */
function at(this: Indexed, index: number): unknown {
  const list = typeof this === 'string' || this instanceof String ? String(this) : this;
  const i = Math.trunc(index) || 0;
  const from = i < 0 ? list.length + i : i;
  return from < 0 || from >= list.length ? undefined : list[from];
}

/** `.findLastIndex(test)` and `.findLast(test)` (web-vitals). */
function findLastIndex(this: Indexed, test: (value: unknown, index: number, list: Indexed) => unknown, self?: unknown): number {
  for (let i = this.length - 1; i >= 0; i -= 1) if (test.call(self, this[i], i, this)) return i;
  return -1;
}
function findLast(this: Indexed, test: (value: unknown, index: number, list: Indexed) => unknown, self?: unknown): unknown {
  const i = findLastIndex.call(this, test, self);
  return i < 0 ? undefined : this[i];
}

const typedArray = Object.getPrototypeOf(Int8Array.prototype) as object;
for (const proto of [Array.prototype, String.prototype, typedArray]) define(proto, 'at', at);
for (const proto of [Array.prototype, typedArray]) {
  define(proto, 'findLast', findLast);
  define(proto, 'findLastIndex', findLastIndex);
}

/** `Object.hasOwn` (the wire layer, the content pages). */
define(Object, 'hasOwn', (object: object, key: PropertyKey) => Object.prototype.hasOwnProperty.call(object, key));

/** A signal that aborts when any of `signals` does (the client's caller's cancel beside its 30 s timeout). */
define(AbortSignal, 'any', (signals: Iterable<AbortSignal>) => {
  const controller = new AbortController();
  const all = [...signals];
  const stop = (signal: AbortSignal) => {
    for (const each of all) each.removeEventListener('abort', onAbort);
    controller.abort(signal.reason);
  };
  function onAbort(this: AbortSignal): void {
    stop(this);
  }
  const aborted = all.find((signal) => signal.aborted);
  if (aborted) stop(aborted);
  else for (const signal of all) signal.addEventListener('abort', onAbort);
  return controller.signal;
});

/** `Response.json(data, init)` (the client's answer to a call made while the session ends). */
define(Response, 'json', (data: unknown, init: ResponseInit = {}) => {
  const headers = new Headers(init.headers);
  if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  return new Response(JSON.stringify(data), { ...init, headers });
});
