// @vitest-environment node
// The shims for old engines load only where needed (vite/platformShims.ts): the page tests for the newest of them and,
// where it is missing, writes their module script before the app's, so they run first; an engine that has everything
// never asks for them. Which names the test needs is read from MDN's data; checked here against every engine version.
import vm from 'node:vm';
import bcd from '@mdn/browser-compat-data' with { type: 'json' };
import type { IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { floorInMdnTerms, newestShimmed, SHIMMED, supportedAt } from '../../eslint/floor.js';
import { platformShims, shimsLoader, SHIMS_LOADER_ID } from '../../vite/platformShims';

const page = `<html><head><script type="module" crossorigin src="./assets/ahead-2.js"></script><script type="module" crossorigin src="./assets/index-1.js"></script></head><body></body></html>`;
const { handler } = platformShims().transformIndexHtml as { handler: (...args: Parameters<IndexHtmlTransformHook>) => string };
const transform = (ctx: Partial<IndexHtmlTransformContext>) => handler(page, ctx as IndexHtmlTransformContext);
const chunk = (name: string, fileName: string, imports: string[] = []) => ({ type: 'chunk', name, fileName, isEntry: true, imports });

/** What the page's loader writes in an engine whose globals are `globals`. */
function written(globals: Record<string, unknown>): string {
  const loader = new RegExp(`<script id="${SHIMS_LOADER_ID}">([\\s\\S]*?)</script>`).exec(shimsLoader('./assets/platform-shims-9.js'))![1]!;
  let out = '';
  const window = { ...globals, document: { write: (html: string) => (out += html) } };
  vm.runInNewContext(loader, { ...window, window });
  return out;
}

describe('the shims for old engines', () => {
  it("are loaded by the page before the entry ahead and the app's, and only by the loader", () => {
    const html = transform({ bundle: { s: chunk('platform-shims', 'assets/platform-shims-9.js') } as never });
    expect(html.indexOf(SHIMS_LOADER_ID)).toBeLessThan(html.indexOf('ahead-2.js'));
    const withoutLoader = html.replace(new RegExp(`<script id="${SHIMS_LOADER_ID}">[\\s\\S]*?</script>`), '');
    expect(withoutLoader).not.toContain('platform-shims');
  });

  it('refuse a build where the shims are not a chunk standing alone', () => {
    expect(() => transform({ bundle: {} as never })).toThrow(/entry of its own/);
    expect(() => transform({ bundle: { s: chunk('platform-shims', 'assets/p.js', ['assets/vendor.js']) } as never })).toThrow(/stand alone/);
  });

  it("are written into the page of an engine without AbortSignal.any (Chromium 80 to 115), as a module script", () => {
    const old = written({ AbortSignal: {} });
    expect(old).toMatch(/^<script type="module" crossorigin src="\.\/assets\/platform-shims-9\.js"><\/script>$/);
    expect(written({})).toContain('platform-shims-9.js');
  });

  it('are never asked for by an engine that has them', () => {
    expect(written({ AbortSignal: { any: () => null } })).toBe('');
  });

  it("test for the names that every engine gained last, so an engine lacking any shimmed one loads them (MDN's data)", () => {
    const tested = newestShimmed();
    const floor = floorInMdnTerms();
    const compat = (name: string) => {
      const parts = name.split('.');
      const [owner, member] = [parts[0]!, parts[parts.length - 1]!];
      const table = (bcd.javascript.builtins as Record<string, Record<string, { __compat?: { support: Record<string, unknown> } }>>)[owner];
      return (table ? table[member] : (bcd.api as Record<string, Record<string, { __compat?: { support: Record<string, unknown> } }>>)[owner]?.[`${member}_static`])!.__compat!.support;
    };
    for (const engine of ['chrome', 'safari', 'firefox']) {
      const releases = Object.keys((bcd.browsers as Record<string, { releases: Record<string, unknown> }>)[engine]!.releases)
        .map(Number.parseFloat)
        .filter((version) => version >= floor[engine]!);
      for (const version of releases) {
        const lacksOne = SHIMMED.some((name) => !supportedAt(compat(name)[engine], version));
        const testFails = tested.some((name) => !supportedAt(compat(name)[engine], version));
        expect(testFails || !lacksOne, `${engine} ${version} lacks a shimmed name but passes the test`).toBe(true);
      }
    }
  });
});
