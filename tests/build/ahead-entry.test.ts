// @vitest-environment node
// The entry ahead of the app is a script of its own, placed before the app's entry: module scripts run in document
// order, each once its own imports have arrived, so the first screen's calls leave before React has downloaded.
import type { IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { AHEAD_SOURCE, aheadEntry } from '../../vite/aheadEntry';

const page = `<html><head><meta charset="UTF-8" /><script type="module" crossorigin src="./assets/index-1.js"></script></head><body><div id="root"></div></body></html>`;
const { handler } = aheadEntry().transformIndexHtml as { handler: (...args: Parameters<IndexHtmlTransformHook>) => string };
const transform = (html: string, ctx: Partial<IndexHtmlTransformContext>) => handler(html, ctx as IndexHtmlTransformContext);
const chunk = (name: string, fileName: string, imports: string[] = []) => ({ type: 'chunk', name, fileName, isEntry: true, imports });

describe('the entry ahead of the app', () => {
  it("is loaded by the built page before the app's entry", () => {
    const html = transform(page, { bundle: { a: chunk('index', 'assets/index-1.js'), b: chunk('ahead', 'assets/ahead-2.js') } as never });
    const scripts = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual(['./assets/ahead-2.js', './assets/index-1.js']);
  });

  it('has its own imports asked for with it, those the page does not link already, each once', () => {
    const linked = page.replace('</head>', '<link rel="modulepreload" crossorigin href="./assets/client-3.js"></head>');
    const bundle = { a: chunk('index', 'assets/index-1.js'), b: chunk('ahead', 'assets/ahead-2.js', ['assets/client-3.js', 'assets/deposit-4.js']) };
    const html = transform(linked, { bundle: bundle as never });
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads.sort()).toEqual(['./assets/client-3.js', './assets/deposit-4.js']);
    // Before the app's entry, so the browser asks for it first.
    expect(html.indexOf('deposit-4.js')).toBeLessThan(html.indexOf('src="./assets/index-1.js"'));
  });

  it('is loaded from its source by the development server, first as well', () => {
    const html = transform(page, {});
    expect(html.indexOf(`src="/${AHEAD_SOURCE}"`)).toBeGreaterThan(-1);
    expect(html.indexOf(`src="/${AHEAD_SOURCE}"`)).toBeLessThan(html.indexOf('src="./assets/index-1.js"'));
  });

  it('is an entry of its own in a build, beside the page', () => {
    const config = aheadEntry().config as (c: object, env: { command: string }) => { build: { rolldownOptions: { input: Record<string, string> } } } | undefined;
    expect(Object.values(config({}, { command: 'build' })!.build.rolldownOptions.input)).toEqual(['index.html', AHEAD_SOURCE]);
    expect(config({}, { command: 'serve' })).toBeUndefined();
  });
});
