// The layers of eslint/layers.js as eslint-plugin-boundaries settings and policies: an import that points up a layer,
// across to another feature or to the other side (src ↔ server), or past a renderer's public entry fails the lint.
// tests/build/layers-lint.test.ts plants one of each and sees it fail.
import path from 'node:path';
import boundaries from 'eslint-plugin-boundaries';
import { below, LAYERS } from './layers.js';

const root = path.resolve(import.meta.dirname, '..');

// A layer's folders are elements (one per feature or renderer, its name captured); a layer's single files (the entries,
// the server's root files) are files of its category, since an element is a folder.
const folders = LAYERS.flatMap((layer) =>
  layer.each
    ? [{ type: layer.type, pattern: layer.each, capture: ['name'], partialMatch: false }]
    : layer.files.filter((glob) => glob.endsWith('/**')).map((glob) => ({ type: layer.type, pattern: glob.slice(0, -3), partialMatch: false })),
);
const singleFiles = LAYERS.flatMap((layer) =>
  layer.each ? [] : layer.files.filter((glob) => !glob.endsWith('/**')).map((pattern) => ({ category: layer.type, pattern })),
);

/** A file of any of these layers: in one of their folders, or one of their single files. */
const inLayers = (types) => [{ element: { types: { anyOf: types } } }, { file: { categories: { anyOf: types } } }];

/** What a layer may import; a layer of several folders and files may also import across them (brand.config → brands/). */
function allowed(layer) {
  const lower = below(layer.type);
  return !layer.each && layer.files.length > 1 && !lower.includes(layer.type) ? [layer.type, ...lower] : lower;
}

const layerPolicies = LAYERS.map((layer) => ({
  from: inLayers([layer.type]),
  allow: allowed(layer).length > 0 ? { to: inLayers(allowed(layer)) } : undefined,
  disallow: allowed(layer).length > 0 ? undefined : { to: { module: { origin: 'local' } } },
  message: `${layer.type} may import only ${allowed(layer).join(', ') || 'nothing of the project'} (eslint/layers.js)`,
}));

export const boundariesConfig = {
  files: ['**/*.{ts,tsx,js,mjs}'],
  plugins: { boundaries },
  settings: {
    'boundaries/root-path': root,
    'boundaries/elements': folders,
    'boundaries/files': singleFiles,
    'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json', '.css'] } },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        policies: [
          ...layerPolicies,
          {
            to: { element: { type: 'renderer' } },
            disallow: { to: { element: { fileInternalPath: '!index.ts' } } },
            message: 'import a renderer from its public entry (src/renderers/<name>/index.ts), never a file behind it',
          },
        ],
      },
    ],
  },
};

/** Every file of src/, server/ and core/ belongs to a layer: a new folder is placed in eslint/layers.js first. */
export const knownFilesConfig = {
  files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'core/**/*.ts'],
  plugins: { boundaries },
  rules: { 'boundaries/no-unknown-files': 'error' },
};
