// The helper libraries antd-mobile's components share (its own utilities, ahooks' hooks, Babel's helpers, lodash,
// rc-util, classnames) in one chunk. Split by which screens use each, they were a dozen files of a few hundred bytes
// on most screens; on HTTP/1.1 each held one of the browser's six connections for a round trip, and its share of the
// bandwidth the screen's real code was downloading in. Together they are ~5 KB that most screens load anyway.
import type { Plugin, Rolldown } from 'vite';
import { isVendorModule } from './chunkGroups.ts';
import { reachable, readModuleGraph, type ModuleGraph } from './moduleGraph.ts';

const LIBRARY_CHUNK = 'library';
/** The packages whose modules are helpers rather than things a screen shows (components, icons, dates, QR codes). */
const isHelperLibrary = (id: string) =>
  /[\\/]node_modules[\\/](antd-mobile[\\/]es[\\/]utils|ahooks|@babel[\\/]runtime|lodash|rc-util|classnames)[\\/]/.test(id);

/**
 * The helper libraries' modules the entries do not load whose imports are all loaded already or in the set too: one
 * importing anything else (a component, a package's index of everything) would make every screen that loads the
 * chunk load that as well. The build then keeps those a screen uses (tree-shaking drops the rest).
 */
export function helperLibraryModules(graph: Omit<ModuleGraph, 'size'>): Set<string> {
  const initial = reachable(graph, graph.ids.filter(graph.isEntry)); // what every page has loaded already
  const helpers = new Set(graph.ids.filter((id) => isHelperLibrary(id) && !isVendorModule(id) && !initial.has(id)));
  const loaded = (id: string) => helpers.has(id) || initial.has(id) || isVendorModule(id);
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of helpers) {
      if (graph.imports(id).every(loaded)) continue;
      helpers.delete(id);
      changed = true;
    }
  }
  return helpers;
}

/** The plugin that reads the module graph once it is built, and the group that places the modules it found. */
export function libraryChunks(): { plugin: Plugin; groups: Rolldown.CodeSplittingGroup[] } {
  let helpers = new Set<string>();
  return {
    plugin: {
      name: 'library-chunks',
      apply: 'build',
      buildEnd() {
        helpers = helperLibraryModules(readModuleGraph(this));
        // None at all means an entry imports a package's index (antd-mobile's imports all of it).
        if (helpers.size === 0) this.warn('no helper library modules to group: does an entry import a whole package through its index?');
      },
    },
    groups: [{ name: LIBRARY_CHUNK, test: (id: string) => helpers.has(id), includeDependenciesRecursively: false }],
  };
}
