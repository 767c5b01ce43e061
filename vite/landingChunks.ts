// The landing screens' app code in a few chunks instead of a dozen: on HTTP/1.1 every small chunk holds one of the
// browser's six connections for a round trip, and meanwhile takes its share of the bandwidth React's chunk is
// downloading in. A screen's modules go together when mostly the same screens load them (vite/moduleClusters.ts): the
// hall's own code; /activity's own, the list renderer family the list screens load, the fields and states most screens
// load. Other screens then load those chunks instead of the same modules in pieces, and find them in the cache, since
// most visits start on a landing screen. Library code keeps rolldown's own splitting (and vite/libraryChunks.ts): a
// library module's importers are not known before tree-shaking (a package's index imports all of it), so a group could
// pull a whole library in. Written for any screen of the registry (vite.config.ts says which).
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { clustersOf } from './moduleClusters.ts';
import { reachable, readModuleGraph, type ModuleGraph } from './moduleGraph.ts';
import { readScreenRoutes, withoutExtension } from './screenFiles.ts';

const isLibrary = (id: string) => /[\\/]node_modules[\\/]/.test(id);

/**
 * Which chunk each chosen screen's app modules go to: `<Screen>` for the set with the screen itself, `<Screen>-shared`,
 * `<Screen>-shared-2`… for the others, most widely loaded first. Modules the page's entries load are left where they
 * are; a module two chosen screens reach goes with the first one.
 */
export function landingChunkOf(graph: ModuleGraph, screens: { source: string; chosen: boolean }[]): Map<string, string> {
  const moduleBySource = new Map(graph.ids.map((id) => [withoutExtension(id), id]));
  const initial = reachable(graph, graph.ids.filter(graph.isEntry), (id) => !isLibrary(id));
  // A screen's own app modules: not the entries' (every page has them), not a library's.
  const appModules = (root: string, stop: (id: string) => boolean = () => false) =>
    reachable(graph, [root], (id) => !initial.has(id) && !isLibrary(id) && !stop(id));
  const screensReaching = new Map<string, Set<string>>();
  for (const screen of screens) {
    const root = moduleBySource.get(screen.source);
    if (!root) continue;
    for (const id of appModules(root)) screensReaching.set(id, (screensReaching.get(id) ?? new Set()).add(screen.source));
  }
  const owner = new Map<string, string>();
  for (const screen of screens.filter((s) => s.chosen)) {
    const root = moduleBySource.get(screen.source);
    if (!root || owner.has(root)) continue;
    const name = path.basename(screen.source);
    const modules = [...appModules(root, (id) => owner.has(id))];
    const clusters = clustersOf(modules, (id) => screensReaching.get(id)!, graph.size);
    const shared = clusters.filter((c) => !c.modules.includes(root)).sort((a, b) => b.screens.size - a.screens.size);
    for (const cluster of clusters) {
      const rank = shared.indexOf(cluster);
      const chunk = rank < 0 ? name : rank === 0 ? `${name}-shared` : `${name}-shared-${rank + 1}`;
      for (const id of cluster.modules) owner.set(id, chunk);
    }
  }
  return owner;
}

/**
 * For the screens at `paths`: the plugin that reads the module graph once it is built, and the group that places the
 * modules it found.
 */
export function landingChunks(paths: readonly string[], root: string = process.cwd()): { plugin: Plugin; groups: Rolldown.CodeSplittingGroup[] } {
  const routes = readScreenRoutes(root);
  const screens = routes.map((route) => ({ source: path.join(root, route.source), chosen: paths.includes(route.path) }));
  let owner = new Map<string, string>();
  return {
    plugin: {
      name: 'landing-chunks',
      apply: 'build',
      buildEnd() {
        owner = landingChunkOf(readModuleGraph(this), screens);
      },
    },
    groups: [{ name: (id: string) => owner.get(id) ?? null, debugName: 'landing', test: (id: string) => owner.has(id), priority: 1, includeDependenciesRecursively: false }],
  };
}
