// The build's module graph as the chunk plugins read it once it is built (vite/landingChunks.ts, vite/libraryChunks.ts):
// before tree-shaking, so a package's index imports all of the package.
import type { Rollup } from 'vite';

export type ModuleGraph = {
  ids: string[];
  isEntry: (id: string) => boolean;
  /** The module's static imports. */
  imports: (id: string) => readonly string[];
  /** Bytes of the module's code as transformed, before minifying. */
  size: (id: string) => number;
};

/** The graph of the build whose plugin context this is (from `buildEnd`). */
export function readModuleGraph(context: Rollup.PluginContext): ModuleGraph {
  const info = (id: string) => context.getModuleInfo(id);
  return {
    ids: [...context.getModuleIds()],
    isEntry: (id) => info(id)?.isEntry ?? false,
    imports: (id) => info(id)?.importedIds ?? [],
    size: (id) => info(id)?.code?.length ?? 0,
  };
}

/** `from` and every module it reaches by static imports, following only the imports `follow` allows. */
export function reachable(graph: Pick<ModuleGraph, 'imports'>, from: readonly string[], follow: (id: string) => boolean = () => true): Set<string> {
  const seen = new Set<string>();
  const stack = [...from];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of graph.imports(id)) if (!seen.has(next) && follow(next)) stack.push(next);
  }
  return seen;
}
