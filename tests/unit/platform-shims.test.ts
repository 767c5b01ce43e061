// @vitest-environment node
// The shims for engines of the browser floor (src/platformShims.ts): each name the lint lets pass as shimmed
// (eslint/floor.js SHIMMED) is put back when the engine lacks it, behaves as the platform's own, and an engine that has
// it keeps its own.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';
import { SHIMMED } from '../../eslint/floor.js';

const source = ts.transpileModule(readFileSync(path.resolve(import.meta.dirname, '../../src/platformShims.ts'), 'utf8'), {
  compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.None },
}).outputText;

/** The platform's objects that are not a realm's own (the test runner needs its real ones: these are borrowed). */
const HOST = { AbortController, AbortSignal, Response, Headers, DOMException };
const removed: [object, string, PropertyDescriptor][] = [];

afterEach(() => {
  for (const [owner, key, descriptor] of removed.splice(0)) Object.defineProperty(owner, key, descriptor);
});

/**
 * A fresh realm of an engine that lacks every shimmed name (its own Array, String, typed arrays and Object; the
 * host's AbortSignal and Response, their shimmed statics taken away for the test), with the shims run in it.
 */
function floorEngine(run = true): vm.Context {
  const realm = vm.createContext({ ...HOST, setTimeout: globalThis.setTimeout });
  for (const name of SHIMMED) {
    const parts = name.split('.');
    const key = parts[parts.length - 1]!;
    const owner =
      parts[0]! in HOST
        ? (HOST as Record<string, object>)[parts[0]!]!
        : (vm.runInContext(parts[0] === 'TypedArray' ? 'Object.getPrototypeOf(Int8Array.prototype)' : parts.slice(0, -1).join('.'), realm) as object);
    const own = Object.getOwnPropertyDescriptor(owner, key);
    if (own && parts[0]! in HOST) removed.push([owner, key, own]);
    delete (owner as Record<string, unknown>)[key];
  }
  if (run) vm.runInContext(source, realm);
  return realm;
}

const inRealm = <T>(realm: vm.Context, code: string): T => vm.runInContext(code, realm) as T;

describe('the floor shims', () => {
  it('put back every shimmed name, as a method that does not show in for-in', () => {
    expect(inRealm(floorEngine(false), 'typeof [].at'), 'the realm lacks them before').toBe('undefined');
    const realm = floorEngine();
    for (const name of SHIMMED) {
      const path = name.replace(/^TypedArray/, 'Object.getPrototypeOf(Int8Array.prototype).constructor');
      expect(inRealm(realm, `typeof ${path}`), name).toBe('function');
      const owner = path.replace(/\.\w+$/, '');
      expect(inRealm<string[]>(realm, `Object.keys(${owner})`), name).not.toContain(name.split('.').pop());
    }
  });

  it('behave as the platform: at, findLast, findLastIndex, hasOwn', () => {
    const realm = floorEngine();
    const cases: [string, unknown][] = [
      ['[1, 2, 3].at(-1)', 3],
      ['[1, 2, 3].at(0)', 1],
      ['[1, 2, 3].at(1.7)', 2],
      ['[1, 2, 3].at(3)', undefined],
      ['[1, 2, 3].at(-4)', undefined],
      ["'abc'.at(-1)", 'c'],
      ['new Uint8Array([5, 6]).at(-2)', 5],
      ['[1, 2, 3, 4].findLast((n) => n % 2 === 1)', 3],
      ['[1, 2, 3, 4].findLastIndex((n) => n > 9)', -1],
      ['new Uint8Array([1, 8, 2]).findLastIndex((n) => n > 1)', 2],
      ["Object.hasOwn({ a: 1 }, 'a')", true],
      ["Object.hasOwn(Object.create({ a: 1 }), 'a')", false],
    ];
    for (const [code, want] of cases) expect(inRealm(realm, code), code).toBe(want);
  });

  it('AbortSignal.any aborts with the first of its signals, and at once when one is already aborted', () => {
    floorEngine();
    const first = new AbortController();
    const second = new AbortController();
    const both = AbortSignal.any([first.signal, second.signal]);
    expect(both.aborted).toBe(false);
    second.abort('gone');
    expect(both.aborted).toBe(true);
    expect(both.reason).toBe('gone');
    const done = new AbortController();
    done.abort();
    expect(AbortSignal.any([new AbortController().signal, done.signal]).aborted).toBe(true);
  });

  it('Response.json answers JSON with its status', async () => {
    floorEngine();
    const answer = Response.json({ code: 401 }, { status: 401 });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('content-type')).toContain('json');
    expect(await answer.json()).toEqual({ code: 401 });
  });

  it("leave an engine's own methods alone", () => {
    const realm = vm.createContext({ ...HOST });
    const own = inRealm(realm, 'Array.prototype.at');
    const any = AbortSignal.any;
    vm.runInContext(source, realm);
    expect(inRealm(realm, 'Array.prototype.at')).toBe(own);
    expect(AbortSignal.any).toBe(any);
  });
});
