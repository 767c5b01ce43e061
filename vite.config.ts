import { readFileSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { precompress } from './vite.precompress.ts';
import { pwa } from './vite.pwa.ts';
import { brandPlugin, loadActiveBrand } from './vite/brand.ts';
import { brandIcons } from './vite/brandIcons.ts';
import { brandDir } from './brands/load.ts';
import { aheadEntry } from './vite/aheadEntry.ts';
import { upgradeGate } from './vite/upgradeGate.ts';
import { inlineEntryCss } from './vite/inlineCss.ts';
import { reactRouterProductionBuild } from './vite/reactRouterProduction.ts';
import { screenFiles } from './vite/screenFiles.ts';
import { chunkGroups } from './vite/chunkGroups.ts';
import { landingChunks } from './vite/landingChunks.ts';
import { libraryChunks } from './vite/libraryChunks.ts';
import { generatedRulesWithoutSideEffects } from './vite/generatedRules.ts';
import { fieldReportsCost } from './vite/fieldReportsCost.ts';
import { adminPage } from './vite/adminPage.ts';
import { buildId } from './vite/buildId.ts';
import { floorTargets, syntaxTargets } from './vite/browserFloor.ts';
import { cssFloor } from './vite/cssFloor.ts';
import { platformShims } from './vite/platformShims.ts';
import { logicTests, mockingTests } from './vite/testFiles.ts';

/**
 * antd-mobile marks its barrel as having side effects (it imports its global styles), which drags every component
 * any lazy screen uses into the entry chunk. Resolving the barrel as side-effect free keeps each component in the
 * chunk that uses it; src/main.tsx imports the global styles itself.
 */
function antdMobileBarrelWithoutSideEffects(): Plugin {
  return {
    name: 'antd-mobile-barrel-without-side-effects',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'antd-mobile') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, moduleSideEffects: false };
    },
  };
}

const WEB_TESTS = ['tests/unit/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}'];
const LOGIC_TESTS = logicTests(import.meta.dirname);
const MOCKING_TESTS = mockingTests(import.meta.dirname);

// The reference server (npm run server) answers /api, /wss and /files; `npm run dev` proxies to it.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8787';
// The brand BRAND names (brands/<id>), for what the build writes outside the app: the web-app manifest.
const activeBrand = await loadActiveBrand();
// The landing screens' app code in a few chunks (the hall's in two, /activity's in three, instead of seven and eleven),
// and the helper libraries antd-mobile's components share in one (vite/landingChunks.ts, vite/libraryChunks.ts): a
// plugin reads the module graph, groups place it.
const landing = landingChunks(['/', '/activity']);
const libraries = libraryChunks();

// The build's version, on every field report (src/shell/field): package.json's unless BUILD_VERSION names one.
const appVersion = process.env.BUILD_VERSION || (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version;

const define = { __APP_VERSION__: JSON.stringify(appVersion) };

export default defineConfig({
  define,
  plugins: [
    react(),
    antdMobileBarrelWithoutSideEffects(),
    reactRouterProductionBuild(),
    generatedRulesWithoutSideEffects(),
    buildId(),
    brandPlugin(),
    brandIcons(activeBrand, brandDir()),
    aheadEntry(),
    // After the entry ahead: its loader goes before that entry's script (src/platformShims.ts, for old engines).
    platformShims(),
    upgradeGate(),
    inlineEntryCss(),
    screenFiles(),
    fieldReportsCost(process.cwd()),
    landing.plugin,
    libraries.plugin,
    adminPage(define),
    pwa(activeBrand),
    precompress(),
  ],
  base: './',
  // What Lightning CSS cannot lower to the floor gets a fallback beside it (flex gaps as margins, vite/cssFloor.ts).
  css: { postcss: { plugins: [cssFloor()] } },
  server: {
    proxy: {
      '/api': apiTarget,
      '/files': apiTarget,
      '/wss': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    // The floor (package.json's browserslist, vite/browserFloor.ts): syntax lowered to it, dependencies included (optional
    // chaining kept for Chromium 80 to 90: see syntaxTargets), and the CSS too (Lightning CSS lowers what it can;
    // docs/browsers.md lists what it cannot and the fallbacks written instead).
    target: syntaxTargets(),
    cssTarget: floorTargets(),
    sourcemap: false,
    // scripts/budget.mjs reads the chunk graph from here.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [...chunkGroups, ...landing.groups, ...libraries.groups] },
      },
    },
  },
  test: {

    // Most of a test's time is waiting (timers, lazy chunks), so three workers beat one per core on a 2-core CI box.
    maxWorkers: 3,
    // antd-mobile's CommonJS build, loaded by Node itself (its ES build went through Vite's module runner, hundreds of
    // modules in every file: a second a file). Every import of it, the app's deep ones included, goes to that one copy,
    // so the React 19 render shim applies to every toast and dialog; tests/setup/web.ts lets Node skip its .css.
    alias: [
      { find: /^antd-mobile$/, replacement: 'antd-mobile/cjs/index.js' },
      { find: /^antd-mobile\/es\/(.*)$/, replacement: 'antd-mobile/cjs/$1' },
    ],
    // The run ends with its slowest files and tests, and those over half their timeout (npm test's table reads it).
    reporters: ['default', './tests/reporters/vitest.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          // A worker runs file after file in one page and module graph (isolate: false), as the server's tests do: a
          // page and React, antd-mobile and the app loaded for each file cost more than most files' tests (the web
          // project 520 → 250 CPU seconds, 2026-12-07). What a file moves is put back between files
          // (tests/setup/web.ts): the app's stores, the page's nodes, stubbed globals, the fake clock, the frame loop.
          isolate: false,
          // Component tests render whole screens; on a loaded 2-core machine they need more than the default 5 s.
          testTimeout: 15_000,
          // The setup's beforeAll loads antd-mobile's overlays (tests/setup/web.ts): with two CPU hogs beside it, that
          // took more than the default 10 s and failed whole files (shell, member-centre, pull-refresh) before a test ran.
          hookTimeout: 30_000,
          env: { TEST_PAGE_SHARED: '1' },
          include: WEB_TESTS,
          exclude: [...configDefaults.exclude, ...LOGIC_TESTS, ...MOCKING_TESTS],
          setupFiles: ['tests/setup/web.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web-own',
          environment: 'jsdom',
          // A file that mocks one of the app's modules keeps a page and module graph of its own: the mock would stay.
          testTimeout: 15_000,
          hookTimeout: 30_000,
          include: MOCKING_TESTS,
          setupFiles: ['tests/setup/web.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          include: LOGIC_TESTS,
          // No page, so nothing of one file's page reaches the next; module state does, and none of these files
          // keeps any of its own past its tests (vite/testFiles.ts).
          isolate: false,
          testTimeout: 15_000,
          hookTimeout: 30_000,
          setupFiles: ['tests/setup/web.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/build/**/*.test.ts'],
          // A worker runs file after file with the modules it loaded (isolate: false): each server test builds its own
          // app and database, so nothing of one file reaches the next; importing Fastify and the server once per worker
          // took the project from 99 s to 42 s (2026-12-07).
          isolate: false,
          testTimeout: 20_000,
          // A server started in beforeAll seeds a fresh database: on a busy 2-core machine, more than the default 10 s.
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
