// The import map: every import between the project's own modules (dependency-cruiser, type-only imports included),
// measured against the layers of eslint/layers.js. Prints the arrows that run back up a layer, the circles, the arrows
// between src/ and server/, from one feature to another, and past a renderer's public entry, each with its files.
// `npm run map`; `--check` (run by `npm run lint`) fails on any of them.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cruise } from 'dependency-cruiser';

const root = path.resolve(import.meta.dirname, '..');
// Another list of layers can be measured (a past tree's, say): LAYERS_MODULE=/path/to/layers.js.
const { LAYERS, below, RENDERER_ENTRIES } = await import(process.env.LAYERS_MODULE ? pathToFileURL(process.env.LAYERS_MODULE).href : '../eslint/layers.js');

/** A micromatch glob of eslint/layers.js as a regular expression over a root-relative path. */
const globRe = (glob) =>
  new RegExp(
    `^${glob
      .split(/(\*\*\/?|\*)/)
      .map((part) => (part === '**/' ? '(?:.*/)?' : part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
      .join('')}$`,
  );
const layerOf = (file) => LAYERS.find((layer) => layer.files.some((glob) => globRe(glob).test(file)));
const sideOf = (layer) => layer?.side;

const { output } = await cruise(
  ['src', 'server', 'core', 'brands', 'locales', 'screens.config.ts', 'brand.config.ts'].filter((start) => existsSync(path.join(root, start))),
  {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|server/static)/' },
    baseDir: root,
    validate: true,
    ruleSet: { forbidden: [{ name: 'circle', severity: 'error', from: {}, to: { circular: true } }] },
  },
  { extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'] },
);

const modules = output.modules.filter((m) => !m.coreModule && !m.couldNotResolve && !m.source.includes('node_modules/'));
const arrows = modules.flatMap((m) =>
  m.dependencies.filter((d) => !d.coreModule && !d.couldNotResolve && !d.resolved.includes('node_modules/')).map((d) => ({ from: m.source, to: d.resolved })),
);

const up = { src: [], server: [] };
const between = [];
const acrossFeatures = [];
const pastEntry = [];
const featureOf = (file) => /^(src|server)\/features\/([^/]+)\//.exec(file)?.slice(1).join('/');
const isRendererEntry = (file) => RENDERER_ENTRIES.some((entry) => globRe(`src/renderers/${entry}`).test(file));
const rendererOf = (file) => /^src\/renderers\/([^/]+)\//.exec(file)?.[1];

for (const arrow of arrows) {
  const from = layerOf(arrow.from);
  const to = layerOf(arrow.to);
  if (!from || !to) continue; // outside the layers: tooling (vite.precompress.ts)
  if (sideOf(from) !== 'shared' && sideOf(to) !== 'shared' && sideOf(from) !== sideOf(to)) {
    between.push(arrow);
    continue;
  }
  const fromFeature = featureOf(arrow.from);
  const toFeature = featureOf(arrow.to);
  if (fromFeature && toFeature && fromFeature !== toFeature) acrossFeatures.push(arrow);
  else if (from !== to && !below(from.type).includes(to.type)) up[sideOf(to) === 'shared' ? sideOf(from) : sideOf(to)]?.push(arrow);
  const renderer = rendererOf(arrow.to);
  if (renderer && rendererOf(arrow.from) !== renderer && !isRendererEntry(arrow.to)) {
    pastEntry.push(arrow);
  }
}
const circles = output.summary.violations.filter((v) => v.rule.name === 'circle');

const list = (items) => items.map((a) => `      ${a.from} → ${a.to}`).join('\n');
const line = (label, items) => console.log(`  ${String(items.length).padStart(4)}  ${label}${items.length ? `\n${list(items)}` : ''}`);
console.log(`Import map (dependency-cruiser): ${modules.length} modules, ${arrows.length} imports between them`);
line('arrows back up a layer, front end (src/, screens.config.ts, brands/, locales/, core/)', up.src);
line('arrows back up a layer, server (server/)', up.server);
console.log(`  ${String(circles.length).padStart(4)}  circles${circles.map((c) => `\n      ${c.cycle.map((s) => s.name).join(' → ')}`).join('')}`);
line('arrows between src/ and server/', between);
line('arrows from one feature to another', acrossFeatures);
line("imports past a renderer's public entry", pastEntry);

if (process.argv.includes('--check') && up.src.length + up.server.length + circles.length + between.length + acrossFeatures.length + pastEntry.length > 0) {
  console.error("import map: an arrow runs up a layer, across, past a renderer's entry, or in a circle (see above; the layers are eslint/layers.js)");
  process.exit(1);
}
