import type { Plugin } from 'vite';

/** The entry that runs before the app's and sends the first screen's calls (see the file). */
export const AHEAD_SOURCE = 'src/ahead.ts';
const AHEAD_NAME = 'ahead';

/**
 * Builds src/ahead.ts as an entry of its own and loads it before the app's entry. Vite would fold a second module
 * script of index.html into the app's entry, and the browser runs an entry only once everything it imports has
 * arrived: the ahead entry would then wait for React. Apart, it runs as soon as its few KB have; module scripts run in
 * document order, so it runs first and the app's entry runs after it.
 */
export function aheadEntry(): Plugin {
  return {
    name: 'ahead-entry',
    config(_config, env) {
      if (env.command !== 'build') return;
      return { build: { rolldownOptions: { input: { index: 'index.html', [AHEAD_NAME]: AHEAD_SOURCE } } } };
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return insertBeforeFirstModuleScript(html, `<script type="module" crossorigin src="/${AHEAD_SOURCE}"></script>`);
        const chunk = Object.values(ctx.bundle).find((out) => out.type === 'chunk' && out.isEntry && out.name === AHEAD_NAME);
        if (!chunk || chunk.type !== 'chunk') return html;
        // Its own imports, asked for with it: those the app's entry shares are in the page's links already, the others
        // (the deposit's calls) would be found only once it has arrived, a round trip later, and it runs only when
        // every one of them has.
        const preloads = chunk.imports
          .filter((file) => !html.includes(`href="./${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="./${file}">`);
        return insertBeforeFirstModuleScript(html, [`<script type="module" crossorigin src="./${chunk.fileName}"></script>`, ...preloads].join('\n    '));
      },
    },
  };
}

/** The tag placed just before the page's first module script (the app's entry), so it runs first. */
export function insertBeforeFirstModuleScript(html: string, tag: string): string {
  const at = html.search(/<script type="module"/);
  return at < 0 ? html.replace('</head>', `${tag}\n</head>`) : `${html.slice(0, at)}${tag}\n    ${html.slice(at)}`;
}
