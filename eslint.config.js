import js from '@eslint/js';
import * as espree from 'espree';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import compat from 'eslint-plugin-compat';
import { boundariesConfig, knownFilesConfig } from './eslint/boundaries.js';
import { newerApisRule, SHIMMED } from './eslint/floor.js';
import { TIME_WAITS } from './eslint/timeWaits.js';

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'test-results', 'playwright-report', 'data', 'core/schema.d.ts', 'src/api/wire/laravel/schema.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // zod's eval probe is a CSP violation in the browser: the app takes zod through src/lib/zod, which turns it off.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/zod.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: 'Import z from src/lib/zod.', allowTypeImports: true }] }],
      // antd-mobile's imperative overlays need the React 19 shim, which src/kit/toast.ts loads with them.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression > MemberExpression[object.name=/^(Toast|Dialog|Modal|ActionSheet|ImageViewer|Picker|DatePicker|CascadePicker|Cascader)$/][property.name=/^(show|alert|confirm|clear|prompt|Multi)$/]',
          message: 'Use src/kit/toast.ts: it loads the React 19 shim antd-mobile renders overlays with.',
        },
      ],
    },
  },
  {
    // What runs in a player's browser holds the floor (package.json's browserslist, docs/browsers.md): no API an engine
    // of it lacks, unless src/platformShims.ts fills it in.
    files: ['src/**/*.{ts,tsx}', 'core/**/*.ts', 'brands/**/*.ts', 'brand.config.ts', 'screens.config.ts'],
    plugins: { compat, floor: { rules: { 'newer-apis': newerApisRule } } },
    settings: { lintAllEsApis: true, polyfills: SHIMMED },
    rules: { 'compat/compat': 'error', 'floor/newer-apis': 'error' },
  },
  boundariesConfig,
  knownFilesConfig,
  {
    files: ['server/index.ts', 'scripts/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // e2e waits for conditions, not for time to pass (a slow day outlasts any pause; a quick one wastes it): the few
    // files whose subject is time itself are named in eslint/timeWaits.js.
    files: ['tests/e2e/**/*.ts'],
    ignores: TIME_WAITS.map((entry) => entry.file),
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: 'Await a condition (an expectation, a request, page.clock), not time; time itself only in the files of eslint/timeWaits.js.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The upgrade gate and its notice run in any engine that opens the page, however old (vite/upgradeGate.ts): ES5
    // scripts, read by ESLint's own parser (installed with it; TypeScript's would take any syntax), whose catch
    // clauses must name an error they may not use.
    files: ['vite/gate/*.js'],
    languageOptions: { parser: espree, ecmaVersion: 5, sourceType: 'script', globals: { ...globals.browser } },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { caughtErrors: 'none' }] },
  },
);
