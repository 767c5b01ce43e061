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
