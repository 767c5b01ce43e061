// Each route's screen and the files it needs beyond the page's entries, from the build's chunk graph. Every route's
// list is written into index.html, so the entry ahead of the app (src/ahead.ts) asks for the first screen's files while
// React is still downloading: a screen is a chunk and a dozen or two of small shared ones, and once the app's entry had
// run they queued on HTTP/1.1's six connections (/activity waited four round trips for them, /reg2 and /vip as long).
// The same lists go to dist/.vite/screens.json, which the bundle budget (scripts/budget.mjs) reads.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { SCREEN_FILES_ID, type ScreenFileList } from '../src/shell/screenFiles.ts';

const CONFIG = 'screens.config.ts';

export interface ScreenRoute {
  path: string;
  /** The screen's module, as screens.config.ts imports it: 'src/features/hall/HallScreen'. */
  source: string;
  landing: boolean;
  /** Whether a visitor is sent elsewhere (to log in) instead of seeing it: its files are then not worth asking for. */
  member: boolean;
}

/**
 * The routes of screens.config.ts: `const X = () => import('./src/…')`, then `main('/p', 'title', X` or `top(…`, with
 * options naming a guard (`member` or `guard: …`) for a member's route; a landing route is listed in `landingPaths`.
 */
export function screenRoutes(config: string): ScreenRoute[] {
  const sources = new Map([...config.matchAll(/const (\w+) = \(\) => import\('\.\/(src\/[^']+)'\)/g)].map((m) => [m[1], m[2]]));
  const landing = new Set([...(/landingPaths[^=]*=\s*\[([^\]]*)\]/.exec(config)?.[1] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]));
  return [...config.matchAll(/\b(?:main|top)\('([^']+)', '[^']+', (\w+)([^)]*)\)/g)].flatMap((m) => {
    const source = sources.get(m[2]!);
    const member = /\bmember\b|\bguard:/.test(m[3]!);
    return source ? [{ path: m[1]!, source, landing: landing.has(m[1]!), member }] : [];
  });
}

/** The routes of the project's screens.config.ts. */
export const readScreenRoutes = (root: string): ScreenRoute[] => screenRoutes(readFileSync(path.join(root, CONFIG), 'utf8'));

/** A module's id as screens.config.ts names it: 'src/…/HallScreen.tsx' → 'src/…/HallScreen'. */
export const withoutExtension = (id: string): string => id.replace(/\.[cm]?[jt]sx?$/, '');

type Chunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** The files a chunk needs, itself first, then each static import, depth first: its JS, then its CSS. */
function filesOf(chunk: Chunk, bundle: Rollup.OutputBundle, skip: Set<string>, into: string[] = []): string[] {
  if (skip.has(chunk.fileName) || into.includes(chunk.fileName)) return into;
  into.push(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) if (!into.includes(css) && !skip.has(css)) into.push(css);
  for (const file of chunk.imports) {
    const dep = bundle[file];
    if (dep?.type === 'chunk') filesOf(dep, bundle, skip, into);
  }
  return into;
}

/** Each route's files beyond what the page's entries load. */
export function routeFiles(routes: ScreenRoute[], bundle: Rollup.OutputBundle, root: string): Map<string, string[]> {
  const chunks = Object.values(bundle).filter((out): out is Chunk => out.type === 'chunk');
  const loaded = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) for (const file of filesOf(entry, bundle, new Set())) loaded.add(file);
  return new Map(
    routes.flatMap((route) => {
      const module = path.join(root, route.source);
      // The screen's own chunk, or the chunk a group put it in (vite/landingChunks.ts).
      const chunk =
        chunks.find((c) => c.isDynamicEntry && c.facadeModuleId && withoutExtension(c.facadeModuleId) === module) ??
        chunks.find((c) => c.moduleIds.some((id) => withoutExtension(id) === module));
      return chunk ? [[route.path, filesOf(chunk, bundle, loaded)] as const] : [];
    }),
  );
}

/**
 * The lists as index.html carries them: each file named once, each route as the positions of its files (every route's
 * names written out were ~34 KB of HTML; this is ~9 KB, ~3 KB compressed).
 */
export function screenFileList(routes: ScreenRoute[], files: Map<string, string[]>): ScreenFileList {
  const names = [...new Set(routes.flatMap((route) => files.get(route.path) ?? []))];
  const position = new Map(names.map((name, i) => [name, i]));
  const listed = routes.filter((route) => files.has(route.path));
  return {
    files: names,
    routes: Object.fromEntries(listed.map((route) => [route.path, files.get(route.path)!.map((name) => position.get(name)!)])),
    members: listed.filter((route) => route.member).map((route) => route.path),
  };
}

export function screenFiles(root: string = process.cwd()): Plugin {
  let written: { routes: ScreenRoute[]; files: Map<string, string[]> } | undefined;
  return {
    name: 'screen-files',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const routes = readScreenRoutes(root);
        const files = routeFiles(routes, ctx.bundle, root);
        written = { routes, files };
        // Data, not script: the Content-Security-Policy has no inline script, and none is needed to read this.
        const tag = `<script type="application/json" id="${SCREEN_FILES_ID}">${JSON.stringify(screenFileList(routes, files)).replace(/</g, '\\u003c')}</script>`;
        return html.replace('</head>', `  ${tag}\n  </head>`);
      },
    },
    writeBundle(options) {
      if (!written || !options.dir) return;
      const { routes, files } = written;
      const list = routes.map((route) => ({ ...route, files: files.get(route.path) ?? null }));
      mkdirSync(path.join(options.dir, '.vite'), { recursive: true }); // Vite's manifest dir, there only with `manifest: true`
      writeFileSync(path.join(options.dir, '.vite', 'screens.json'), `${JSON.stringify(list, null, 2)}\n`);
    },
  };
}
