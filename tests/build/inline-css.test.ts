// @vitest-environment node
// The entry's styles travel inside index.html: a linked stylesheet would hold the first paint (the splash) back by a
// round trip, and Chromium's paint holding by up to a second more.
import type { IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { inlineEntryCss } from '../../vite/inlineCss';

const page = (links: string) => `<html><head>${links}<style id="brand-theme">:root{}</style></head><body></body></html>`;
const link = (file: string) => `<link rel="stylesheet" crossorigin href="./${file}">`;

function transform(html: string, assets: Record<string, string>): string {
  const bundle = Object.fromEntries(Object.entries(assets).map(([fileName, source]) => [fileName, { type: 'asset', fileName, source }]));
  const { handler } = inlineEntryCss().transformIndexHtml as { handler: (...args: Parameters<IndexHtmlTransformHook>) => string };
  return handler(html, { bundle } as unknown as IndexHtmlTransformContext);
}

describe('the entry CSS written into the page', () => {
  it('replaces each linked stylesheet with its rules, in the same place (before the brand theme, which overrides it)', () => {
    const html = transform(page(link('assets/index-1.css') + link('assets/states-2.css')), {
      'assets/index-1.css': ':root{--adm-color-primary:#1677ff}',
      'assets/states-2.css': '.state{margin:0}',
    });
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/);
    expect(html.indexOf('--adm-color-primary:#1677ff')).toBeLessThan(html.indexOf('.state{margin:0}'));
    expect(html.indexOf('.state{margin:0}')).toBeLessThan(html.indexOf('id="brand-theme"'));
  });

  it("is named by a disabled link, which the browser does not load but the app's chunk loader finds (it adds no second copy)", () => {
    const html = transform(page(link('assets/index-1.css')), { 'assets/index-1.css': '.a{}' });
    expect(html).toContain('<link rel="stylesheet" href="./assets/index-1.css" disabled>');
  });

  it('cannot be ended early by a stylesheet that contains a closing style tag', () => {
    const html = transform(page(link('assets/a.css')), { 'assets/a.css': '.a::after{content:"</style><script>"}' });
    expect(html.match(/<\/style>/g)).toHaveLength(2); // its own and the brand theme's
  });

  it('leaves a link it cannot resolve as it is', () => {
    expect(transform(page(link('assets/missing.css')), {})).toContain(link('assets/missing.css'));
  });
});
