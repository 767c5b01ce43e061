// Modules in sets by the screens that load them, for the landing screens' chunks (vite/landingChunks.ts): each set a
// chunk, so a screen loads a few chunks instead of a dozen, and no screen loads much it does not use.

/** Sets merge when at least half the screens that load either load both (Jaccard similarity). */
export const SIMILAR = 0.5;
/** A set smaller than this (bytes of source) is not worth a request of its own. */
export const WORTH_A_REQUEST = 1024;

export type Cluster = { screens: Set<string>; modules: string[]; size: number };

function similarity(a: Set<string>, b: Set<string>): number {
  let both = 0;
  for (const screen of a) if (b.has(screen)) both++;
  return both / (a.size + b.size - both);
}

const merged = (a: Cluster, b: Cluster): Cluster => ({
  screens: new Set([...a.screens, ...b.screens]),
  modules: [...a.modules, ...b.modules],
  size: a.size + b.size,
});

type Accept = (a: Cluster, b: Cluster, score: number) => boolean;

/** Merges the most similar pair that `accept`s, again and again, until none does. */
function mergeWhile(clusters: Cluster[], accept: Accept): Cluster[] {
  let list = clusters;
  for (;;) {
    let best: { i: number; j: number; score: number } | null = null;
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const score = similarity(list[i]!.screens, list[j]!.screens);
        if (accept(list[i]!, list[j]!, score) && (!best || score > best.score)) best = { i, j, score };
      }
    }
    if (!best) return list;
    const { i, j } = best;
    list = [...list.filter((_, k) => k !== i && k !== j), merged(list[i]!, list[j]!)];
  }
}

/**
 * `modules` in sets: first those the same screens load; a set too small for a request of its own then joins the most
 * similar set that every screen loading it loads anyway (not a merely similar one: a feature's words, loaded by each
 * of its screens, would join one screen's set, and the others would load that screen's code and all it imports); sets
 * then merge while similar; what is still too small joins the set most like it.
 */
export function clustersOf(modules: readonly string[], screensOf: (id: string) => Set<string>, size: (id: string) => number): Cluster[] {
  const byScreens = new Map<string, Cluster>();
  for (const id of modules) {
    const screens = screensOf(id);
    const key = [...screens].sort().join('\n');
    const cluster = byScreens.get(key) ?? { screens, modules: [], size: 0 };
    cluster.modules.push(id);
    cluster.size += size(id);
    byScreens.set(key, cluster);
  }
  const tiny = (c: Cluster) => c.size < WORTH_A_REQUEST;
  const covered = (small: Cluster, wide: Cluster) => tiny(small) && [...small.screens].every((s) => wide.screens.has(s));
  const intoWider = mergeWhile([...byScreens.values()], (a, b) => covered(a, b) || covered(b, a));
  const similar = mergeWhile(intoWider, (_a, _b, score) => score >= SIMILAR);
  return mergeWhile(similar, (a, b, score) => score > 0 && (tiny(a) || tiny(b)));
}
