import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The entry's stylesheets written into index.html instead of linked. A linked stylesheet blocks rendering until it
 * arrives: on a slow network that is a round trip more before the splash shows, and Chromium's paint holding can keep
 * the first frame back for a second after it (measured with Lighthouse: first paint ~1.2 s linked, ~0.15 s inline).
 * The entry's CSS is a few KB compressed and every route needs it; the lazy screens' CSS stays in files.
 *
 * A lazily loaded chunk that imports the entry's chunk lists the entry's stylesheet among its dependencies, and Vite's
 * chunk loader adds a link for each listed stylesheet no link in the page names yet, at the end of the head: the
 * entry's rules then came again after the screens' (one request more), won wherever both set a property, and moved
 * what was on screen (/message's notices dropped by 119 px, a layout shift of 0.74). So the inlined stylesheets are
 * struck from every chunk's dependency lists. (A disabled link naming the file, tried first, hid it from the loader,
 * but Chromium 150 and older still fetch a disabled stylesheet: tests/e2e/entry-styles.spec.ts.)
 */
export function inlineEntryCss(): Plugin {
  const inlined = new Set<string>();
  return {
    name: 'inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="\.\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = bundle[file];
          if (!asset || asset.type !== 'asset') return tag;
          inlined.add(file);
          // `</style` inside the CSS would end the element early; a minified stylesheet never has it, but be sure.
          return `<style>${String(asset.source).replace(/<\/style/gi, '<\\/style')}</style>`;
        });
      },
    },
    // After Vite's own generateBundle has written the chunks' dependency lists (and the page has been transformed).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const dir = path.posix.dirname(chunk.fileName);
          chunk.code = withoutDependencies(chunk.code, (dep) => inlined.has(path.posix.join(dir, dep)));
        }
        inlined.clear();
      },
    },
  };
}

const MAP_DEPS_FILES = /(m\.f=\[)([^\]]*)(\])/;
const MAP_DEPS_CALL = /__vite__mapDeps\(\[([\d,]*)\]\)/g;

/**
 * A chunk's code with the dependencies `drop` names struck from its preload lists. Vite writes a chunk's dependencies
 * once, as a list of files (`m.f=["./a.js","./index.css"]`), and each dynamic import as positions in it
 * (`__vite__mapDeps([0,1])`): a struck file leaves the list and every position after it moves down one.
 */
export function withoutDependencies(code: string, drop: (file: string) => boolean): string {
  const list = MAP_DEPS_FILES.exec(code);
  if (!list) return code;
  const files = JSON.parse(`[${list[2]}]`) as string[];
  const struck = new Set(files.flatMap((file, i) => (drop(file) ? [i] : [])));
  if (struck.size === 0) return code;
  const moved = files.map((_file, i) => i - [...struck].filter((s) => s < i).length);
  const kept = files.filter((_file, i) => !struck.has(i));
  return code
    .replace(MAP_DEPS_FILES, (_all, head: string, _files: string, tail: string) => `${head}${kept.map((file) => JSON.stringify(file)).join(',')}${tail}`)
    .replace(MAP_DEPS_CALL, (_all, positions: string) => {
      const next = positions ? positions.split(',').map(Number).filter((i) => !struck.has(i)).map((i) => moved[i]) : [];
      return `__vite__mapDeps([${next.join(',')}])`;
    });
}
