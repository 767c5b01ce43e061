// The shims for the browser floor (src/platformShims.ts) as an entry of their own, which only an engine that lacks
// one of them loads: a small classic script in index.html tests for the newest of them (eslint/floor.js
// newestShimmed: an engine that has it has the others) and, where it is missing, writes the shims' module script into the page before the app's. Module scripts run in document order, so
// they run before the entry ahead of the app and the app's own; a phone that has everything never asks for them and
// pays only the test (docs/browsers.md, "What a modern phone pays").
import type { Plugin } from 'vite';
import { newestShimmed } from '../eslint/floor.js';
import { insertBeforeFirstModuleScript } from './aheadEntry.ts';

export const SHIMS_SOURCE = 'src/platformShims.ts';
const SHIMS_NAME = 'platform-shims';
/** The loader's id in the page: the server lets exactly its text run (server/http/site.ts, a hash in the policy). */
export const SHIMS_LOADER_ID = 'platform-shims-loader';

/** Globals every engine has had since ES5: named without a test of their own. */
const ALWAYS = ['Array', 'String', 'Object'];

/** Each shimmed name as an expression an engine of any age can evaluate without throwing: falsy where it is missing. */
function presence(name: string): string[] {
  const [owner, ...rest] = name.split('.') as [string, ...string[]];
  if (owner === 'TypedArray') return ['window.Int8Array', `Object.getPrototypeOf(Int8Array.prototype).${rest.slice(1).join('.')}`];
  return ALWAYS.includes(owner) ? [name] : [`window.${owner}`, name];
}

/** The loader: ES5, for any engine, even one below the floor (which then cannot run the module it writes, and shows the notice). */
export function shimsLoader(src: string): string {
  // The names each engine gained last: where those are, all are (eslint/floor.js).
  const test = [...new Set(newestShimmed().flatMap(presence))].join('&&');
  return `<script id="${SHIMS_LOADER_ID}">if(!(${test}))document.write('<script type="module" crossorigin src="${src}"><\\/script>')</script>`;
}

export function platformShims(): Plugin {
  return {
    name: 'platform-shims',
    config(_config, env) {
      if (env.command !== 'build') return;
      return { build: { rolldownOptions: { input: { index: 'index.html', [SHIMS_NAME]: SHIMS_SOURCE } } } };
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return insertBeforeFirstModuleScript(html, shimsLoader(`/${SHIMS_SOURCE}`));
        const chunk = Object.values(ctx.bundle).find((out) => out.type === 'chunk' && out.isEntry && out.name === SHIMS_NAME);
        if (!chunk || chunk.type !== 'chunk') throw new Error(`vite/platformShims.ts: ${SHIMS_SOURCE} was not built as an entry of its own`);
        if (chunk.imports.length) throw new Error(`vite/platformShims.ts: the shims' chunk imports ${chunk.imports.join(', ')}; it must stand alone`);
        return insertBeforeFirstModuleScript(html, shimsLoader(`./${chunk.fileName}`));
      },
    },
  };
}
