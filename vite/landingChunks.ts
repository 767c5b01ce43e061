// The hall's app code in two chunks instead of seven: on HTTP/1.1 every small chunk holds one of the browser's six
// connections for a round trip, and meanwhile takes its share of the bandwidth React's chunk is downloading in. One
// chunk holds what only the hall uses; the other what it shares with other screens (money, amounts and times, the
// hall's parts other screens reuse), which those screens load instead of the same modules in pieces, and find in the
// cache, since most visits start at the hall. Library code keeps rolldown's own splitting: a library module's
// importers are not known before tree-shaking (a package's index imports all of it), so a group could pull a whole
// library in. Written for any screen of the registry (vite.config.ts says which, and why only the hall).
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { readScreenRoutes, withoutExtension } from './screenFiles';

type ModuleGraph = { ids: string[]; isEntry: (id: string) => boolean; imports: (id: string) => readonly string[] };

const isLibrary = (id: string) => /[\\/]node_modules[\\/]/.test(id);

/** Every module `from` reaches by static imports, without passing through `stop` or a library. */
function reach(graph: ModuleGraph, from: string[], stop: (id: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const stack = from.filter((id) => !stop(id));
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of graph.imports(id)) if (!seen.has(next) && !stop(next) && !isLibrary(next)) stack.push(next);
  }
  return seen;
}

/**
 * Which chunk each chosen screen's app modules go to: `<Screen>` for those only it reaches, `<Screen>-shared` for those
 * another route's screen reaches too. Modules the page's entries load are left where they are; a module two chosen
 * screens reach goes with the first one.
 */
export function landingChunkOf(graph: ModuleGraph, screens: { source: string; chosen: boolean }[]): Map<string, string> {
  const moduleBySource = new Map(graph.ids.map((id) => [withoutExtension(id), id]));
  const modulesOf = (list: typeof screens) => list.flatMap((s) => moduleBySource.get(s.source) ?? []);
  const initial = reach(graph, graph.ids.filter(graph.isEntry), () => false);
  const inEntries = (id: string) => initial.has(id);
  const elsewhere = reach(graph, modulesOf(screens.filter((s) => !s.chosen)), inEntries);
  const owner = new Map<string, string>();
  for (const screen of screens.filter((s) => s.chosen)) {
    const name = path.basename(screen.source);
    for (const id of reach(graph, modulesOf([screen]), (id) => inEntries(id) || owner.has(id))) {
      owner.set(id, elsewhere.has(id) ? `${name}-shared` : name);
    }
  }
  return owner;
}

/**
 * For the screens at `paths`: the plugin that reads the module graph once it is built, and the groups that place the
 * modules it found.
 */
export function landingChunks(paths: readonly string[], root: string = process.cwd()): { plugin: Plugin; groups: Rolldown.CodeSplittingGroup[] } {
  const routes = readScreenRoutes(root);
  const screens = routes.map((route) => ({ source: path.join(root, route.source), chosen: paths.includes(route.path) }));
  let owner = new Map<string, string>();
  const names = routes.filter((route) => paths.includes(route.path)).flatMap((route) => [path.basename(route.source), `${path.basename(route.source)}-shared`]);
  return {
    plugin: {
      name: 'landing-chunks',
      apply: 'build',
      buildEnd() {
        const ids = [...this.getModuleIds()];
        owner = landingChunkOf(
          { ids, isEntry: (id) => this.getModuleInfo(id)?.isEntry ?? false, imports: (id) => this.getModuleInfo(id)?.importedIds ?? [] },
          screens,
        );
      },
    },
    groups: names.map((name) => ({ name, test: (id: string) => owner.get(id) === name, priority: 1, includeDependenciesRecursively: false })),
  };
}
