// @vitest-environment node
// The build lists each route's files beyond the page's entries, and writes the landing screens' lists into index.html
// for the entry ahead of the app. The routes come from screens.config.ts's text: these tests keep that reading in step
// with the registry itself.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { landingPaths, screens } from '../../screens.config';
import { readScreenRoutes, routeFiles, screenFileList } from '../../vite/screenFiles';

const root = path.resolve(import.meta.dirname, '../..');
const routes = readScreenRoutes(root);

type Part = Partial<Rollup.OutputChunk> & { css?: string[] };
const chunk = (fileName: string, part: Part = {}) => ({
  type: 'chunk' as const,
  fileName,
  imports: [],
  moduleIds: [],
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  viteMetadata: { importedCss: new Set(part.css ?? []) },
  ...part,
});
const bundleOf = (...chunks: ReturnType<typeof chunk>[]) =>
  Object.fromEntries(chunks.map((c) => [c.fileName, c])) as unknown as Rollup.OutputBundle;

describe('the routes as the build reads them', () => {
  it('are every route of the registry, each with its screen module', () => {
    expect(routes.map((route) => route.path)).toEqual(screens.map((def) => def.path));
    // A screen that is only a declaration writes no JSX: its module may be a .ts file.
    for (const route of routes) expect(['.tsx', '.ts'].some((ext) => existsSync(path.join(root, `${route.source}${ext}`))), route.source).toBe(true);
  });

  it("mark a member's routes, as their guards say", () => {
    expect(routes.filter((route) => route.member).map((route) => route.path)).toEqual(screens.filter((def) => def.guard !== 'none').map((def) => def.path));
  });

  it('mark the landing screens, each of which is a route', () => {
    expect(landingPaths.length).toBeGreaterThan(0);
    expect(routes.filter((route) => route.landing).map((route) => route.path)).toEqual([...landingPaths]);
  });
});

describe("a route's files", () => {
  const screen = path.join(root, 'src/features/hall/HallScreen.tsx');
  const bundle = bundleOf(
    chunk('assets/index.js', { isEntry: true, imports: ['assets/vendor.js', 'assets/shared.js'], css: ['assets/index.css'] }),
    chunk('assets/vendor.js'),
    chunk('assets/shared.js'),
    chunk('assets/Hall.js', { isDynamicEntry: true, facadeModuleId: screen, imports: ['assets/vendor.js', 'assets/tiles.js'], css: ['assets/Hall.css'] }),
    chunk('assets/tiles.js', { imports: ['assets/shared.js', 'assets/money.js'], css: ['assets/index.css', 'assets/tiles.css'] }),
    chunk('assets/money.js'),
  );

  it("are the screen's chunk, then what it imports that the entries do not load, with their stylesheets", () => {
    const files = routeFiles([{ path: '/', source: 'src/features/hall/HallScreen', landing: true, member: false }], bundle, root);
    expect(files.get('/')).toEqual(['assets/Hall.js', 'assets/Hall.css', 'assets/tiles.js', 'assets/tiles.css', 'assets/money.js']);
  });

  it("are those of the chunk a group put the screen in, when it is not a chunk of its own", () => {
    const grouped = bundleOf(
      chunk('assets/index.js', { isEntry: true, imports: ['assets/vendor.js'] }),
      chunk('assets/vendor.js'),
      chunk('assets/HallScreen.js', { moduleIds: [path.join(root, 'src/features/hall/WalletCard.tsx'), screen], imports: ['assets/HallScreen-shared.js'] }),
      chunk('assets/HallScreen-shared.js', { imports: ['assets/vendor.js'] }),
    );
    const files = routeFiles([{ path: '/', source: 'src/features/hall/HallScreen', landing: true, member: false }], grouped, root);
    expect(files.get('/')).toEqual(['assets/HallScreen.js', 'assets/HallScreen-shared.js']);
  });

  it('are missing for a screen in no chunk', () => {
    const files = routeFiles([{ path: '/x', source: 'src/features/nowhere/Nowhere', landing: false, member: false }], bundle, root);
    expect(files.has('/x')).toBe(false);
  });
});

describe('the list index.html carries', () => {
  const route = (path: string, member = false) => ({ path, source: `src/features/x${path}`, landing: false, member });
  const files = new Map([
    ['/a', ['assets/A.js', 'assets/shared.js', 'assets/A.css']],
    ['/b', ['assets/B.js', 'assets/shared.js']],
  ]);
  const list = screenFileList([route('/a'), route('/b', true), route('/none')], files);

  it("gives back each route's files in order, each file named once", () => {
    for (const [path, names] of files) expect(list.routes[path]!.map((i) => list.files[i])).toEqual(names);
    expect(list.files.filter((name) => name === 'assets/shared.js')).toHaveLength(1);
  });

  it("names the member's routes, and leaves out a route without files", () => {
    expect(list.members).toEqual(['/b']);
    expect(Object.keys(list.routes)).toEqual(['/a', '/b']);
  });
});
