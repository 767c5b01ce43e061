// The Vitest files a change concerns, for `npm run test:quick` (scripts/quick-steps.mjs): the changed test files, the
// test files that import a changed file through static imports, and the tests named after each feature so reached
// (src/features/hall/… → tests/*/hall*.test.tsx: they render its screens by route, through the registry). `vitest
// related` follows dynamic imports too, and the screen registry imports every screen on demand: a change to one hall
// file made 74 files related, the wallet's among them (3 minutes, where the hall's own take seconds). The whole suite
// (`npm test`) runs them all.
// Usage: node scripts/quick-related.mjs <file>...   prints one test file per line.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';

const root = path.resolve(import.meta.dirname, '..');
const TEST = /^tests\/.*\.test\.tsx?$/;

/** For each module, the modules that import it statically (type-only imports included: a type change breaks them). */
async function importersOf() {
  const { output } = await cruise(['tests', 'src', 'server', 'core', 'brands', 'locales', 'vite', 'screens.config.ts', 'brand.config.ts'], {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|server/static)/' },
    baseDir: root,
  }, { extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'] });
  const importers = new Map();
  for (const module of output.modules) {
    for (const dependency of module.dependencies) {
      if (dependency.dynamic || dependency.coreModule || dependency.couldNotResolve) continue;
      if (!importers.has(dependency.resolved)) importers.set(dependency.resolved, new Set());
      importers.get(dependency.resolved).add(module.source);
    }
  }
  return importers;
}

/** The import graph is read once a process (a whole repository's scan: seconds). */
let graph;

export async function relatedTests(changed) {
  graph ??= importersOf();
  const importers = await graph;
  const seen = new Set(changed);
  const queue = [...changed];
  while (queue.length) {
    for (const importer of importers.get(queue.pop()) ?? []) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      queue.push(importer);
    }
  }
  const features = new Set([...seen].map((file) => /^src\/features\/([^/]+)\//.exec(file)?.[1]).filter(Boolean));
  const named = [...importers.keys(), ...[...importers.values()].flatMap((set) => [...set])].filter((file) =>
    [...features].some((feature) => new RegExp(`^tests/(unit|component)/${feature}[-.]`).test(file)),
  );
  // A file no module imports (openapi.yaml, a stylesheet read as text): the tests that name it.
  const tests = [...new Set([...importers.values()].flatMap((set) => [...set]))].filter((file) => TEST.test(file));
  const read = changed.filter((file) => !importers.has(file) && !TEST.test(file));
  const naming = tests.filter((test) => read.some((file) => readFileSync(path.join(root, test), 'utf8').includes(path.basename(file))));
  return [...new Set([...seen, ...named, ...naming])].filter((file) => TEST.test(file)).sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const file of await relatedTests(process.argv.slice(2).map((file) => path.relative(root, path.resolve(file))))) console.log(file);
}
