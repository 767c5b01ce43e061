// The layers of the code, top to bottom: one list the lint (eslint/boundaries.js) and the import map
// (scripts/import-map.mjs) both read, so the rule and the figures never disagree. docs/architecture.md draws it.
//
// A layer may import the layers below it on its own side and the shared ones, never one above it nor the other side:
// - the front end (src/): the entries, the shell (screens.config.ts and the router, registry and layouts built from
//   it), the features, the renderers, the kit features use, the session, the API client, small helpers;
// - the reference server (server/): the app that builds it, its features, HTTP (mounting, handler types, the contract's
//   checks, the admin API), the services features share (ledger, users, auth...), the base (errors, messages, the
//   database);
// - shared by both: the brand (brand.config.ts, brands/, locales/), then core/, which imports nothing of the project.
// Sideways: a renderer may use another renderer's public entry, and the server's services one another; features never
// import one another, on either side.

/** Each layer: its name, its side, and the files that are it (micromatch globs from the repository's root). */
export const LAYERS = [
  // The operator's page (/admin/field): an entry of its own build, never in the players' bundle.
  { type: 'admin', side: 'src', files: ['src/admin/**'] },
  { type: 'entry', side: 'src', files: ['src/main.tsx', 'src/ahead.ts', 'src/platformShims.ts', 'src/vite-env.d.ts'] },
  { type: 'shell', side: 'src', files: ['screens.config.ts', 'src/shell/**'] },
  { type: 'feature', side: 'src', files: ['src/features/*/**'], each: 'src/features/*' },
  { type: 'renderer', side: 'src', files: ['src/renderers/*/**'], each: 'src/renderers/*' },
  { type: 'kit', side: 'src', files: ['src/kit/**'] },
  { type: 'session', side: 'src', files: ['src/session/**'] },
  { type: 'api', side: 'src', files: ['src/api/**'] },
  { type: 'lib', side: 'src', files: ['src/lib/**'] },
  { type: 'server-app', side: 'server', files: ['server/index.ts', 'server/app.ts', 'server/seed.ts', 'server/features/registry.ts'] },
  { type: 'server-feature', side: 'server', files: ['server/features/*/**'], each: 'server/features/*' },
  {
    type: 'server-http',
    side: 'server',
    files: ['server/http/**', 'server/contract/**', 'server/tls/**', 'server/admin/**', 'server/features/feature.ts'],
  },
  {
    type: 'server-service',
    side: 'server',
    files: [
      'server/ledger/**',
      'server/users/**',
      'server/auth/**',
      'server/games/**',
      'server/bets.ts',
      'server/deposits.ts',
      'server/turnover.ts',
      'server/vip.ts',
      'server/settings.ts',
      'server/brandSeed.ts',
      'server/routeSwitches.ts',
    ],
  },
  { type: 'server-base', side: 'server', files: ['server/base/**'] },
  { type: 'brand', side: 'shared', files: ['brand.config.ts', 'brands/**', 'locales/**'] },
  { type: 'core', side: 'shared', files: ['core/**'] },
];

/** Layers that may import others of their own layer: a renderer another's entry, a server service another. */
export const SIDEWAYS = ['renderer', 'server-service'];

/** The layers `type` may import: those below it on its side, the shared ones below it, and itself where sideways. */
export function below(type) {
  const at = LAYERS.findIndex((layer) => layer.type === type);
  const { side } = LAYERS[at];
  const lower = LAYERS.slice(at + 1).filter((layer) => layer.side === side || layer.side === 'shared');
  return [...(SIDEWAYS.includes(type) ? [type] : []), ...lower.map((layer) => layer.type)];
}

/**
 * A renderer's public entry (a path under src/renderers/): other code imports `<name>/index.ts`, never a file behind it.
 * Whatever an entry names, every chunk that imports it loads (the bundler keeps each of its imports), so an entry names
 * only what its users share, and a light part others need without the rest is a renderer of its own: the list's query
 * (listQuery, for the first screen's prefetch in the app's entry) and the headless form (headlessForm, for a form its
 * feature draws: the lottery room's bet slip).
 */
export const RENDERER_ENTRIES = ['*/index.ts'];
