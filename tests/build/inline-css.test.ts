// @vitest-environment node
// The entry's styles travel inside index.html: a linked stylesheet would hold the first paint (the splash) back by a
// round trip, and Chromium's paint holding by up to a second more.
import type { IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { inlineEntryCss, withoutDependencies } from '../../vite/inlineCss';

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
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expect(html.indexOf('--adm-color-primary:#1677ff')).toBeLessThan(html.indexOf('.state{margin:0}'));
    expect(html.indexOf('.state{margin:0}')).toBeLessThan(html.indexOf('id="brand-theme"'));
  });

  it('leaves no link to the inlined file in the page (older Chromium fetches even a disabled one)', () => {
    const html = transform(page(link('assets/index-1.css')), { 'assets/index-1.css': '.a{}' });
    expect(html).not.toContain('index-1.css');
  });

  it('cannot be ended early by a stylesheet that contains a closing style tag', () => {
    const html = transform(page(link('assets/a.css')), { 'assets/a.css': '.a::after{content:"</style><script>"}' });
    expect(html.match(/<\/style>/g)).toHaveLength(2); // its own and the brand theme's
  });

  it('leaves a link it cannot resolve as it is', () => {
    expect(transform(page(link('assets/missing.css')), {})).toContain(link('assets/missing.css'));
  });
});

describe("a chunk's dependency lists without the inlined stylesheet", () => {
  const chunk = (files: string[], ...calls: number[][]) =>
    `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(files)})))=>i.map(i=>d[i]);\n` +
    calls.map((positions) => `import("./x.js").then(()=>__vite__mapDeps([${positions.join(',')}]));`).join('\n');
  /** What each dynamic import of the code loads, as files. */
  const loads = (code: string): string[][] => {
    const files = JSON.parse(/m\.f=(\[[^\]]*\])/.exec(code)![1]!) as string[];
    return [...code.matchAll(/__vite__mapDeps\(\[([\d,]*)\]\)/g)].map(([, list]) => (list ? list.split(',').map((i) => files[Number(i)]!) : []));
  };
  const dropIndex = (file: string) => file === './index-1.css';

  it('strikes the file and keeps what every import loads otherwise, in order', () => {
    const code = chunk(['./a.js', './index-1.css', './b.js', './b.css', './c.js'], [0, 1, 2, 3], [4, 1], [1], [2, 4]);
    expect(loads(withoutDependencies(code, dropIndex))).toEqual([['./a.js', './b.js', './b.css'], ['./c.js'], [], ['./b.js', './c.js']]);
  });

  it('leaves a chunk that does not list it, or lists nothing, byte for byte', () => {
    const code = chunk(['./a.js', './b.css'], [0, 1]);
    expect(withoutDependencies(code, dropIndex)).toBe(code);
    expect(withoutDependencies('export const a = 1;', dropIndex)).toBe('export const a = 1;');
  });
});
