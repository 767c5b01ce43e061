// Below the browser floor, never a blank page (docs/operators.md, "Below the floor"). The build writes the upgrade gate
// (vite/gate/gate.js) into index.html, before the app's module scripts, and the notice it loads on an engine that
// cannot run the app (vite/gate/notice.js) as dist/upgrade.js, with the brand's words in each of its languages, its
// colours, its logo, its customer-service link and its field-report settings. Both are ES5, minified by terser for
// ES5: Vite's own minifier writes template literals, which an old engine cannot parse.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { minify } from 'terser';
import type { Plugin } from 'vite';
import { brandDir } from '../brands/load.ts';
import type { BrandConfig } from '../brands/types';
import { inlineScriptSources } from '../server/http/inlineScripts.ts';
import { APP_STARTED_ATTRIBUTE } from '../src/lib/appStarted.ts';
import { LANGUAGE_STORAGE_KEY } from '../src/lib/language.ts';
import { loadActiveBrand, localeWords } from './brand.ts';

const GATE_DIR = path.join(import.meta.dirname, 'gate');
/** The notice's file, beside index.html: a fixed name, so the gate (and its hash in the policy) is the same for every brand and build. */
export const NOTICE_FILE = 'upgrade.js';
/** The words of the notice: one of the namespaces kept out of the app's language chunks (NAMESPACES_APART, vite/brand.ts). */
export const NOTICE_NAMESPACE = 'upgrade';
/** The policy's sources of script (the page's inline scripts by their hashes), for a back end that serves dist/ itself. */
export const CSP_FILE = '.vite/csp.json';
/** How long after the page's load the app may take to start before the gate takes it for an engine that cannot. */
export const START_MARGIN_MS = 5000;

type Words = Record<string, string>;

/** What the notice needs of the brand and the build (notice.js reads it as `data`). */
export interface NoticeData {
  languages: string[];
  defaultLanguage: string;
  /** Per language: the upgrade namespace's words, the site's name and the language's own name. */
  words: Record<string, Words>;
  colors: { page: string; surface: string; text: string; secondary: string; field: string; primary: string; onPrimary: string; font: string };
  /** The brand's logo file, when the page has no splash logo to take. */
  logo: string;
  /** The brand's customer-service page, as the app opens it when the back end names none. */
  service: string;
  storageKey: string;
  started: string;
  /** Where and how the visit is reported; null when the brand's settings say not to. */
  report: { endpoint: string; sampleRate: number; brand: string; dialect: string; version: string } | null;
}

/** The source with each '__NAME__' string replaced by its value (a string, a number or the notice's data). */
function filled(file: string, values: Record<string, unknown>): string {
  return Object.entries(values).reduce(
    (code, [name, value]) => code.split(`'__${name}__'`).join(JSON.stringify(value)),
    readFileSync(path.join(GATE_DIR, file), 'utf8'),
  );
}

/** ES5 out, ASCII only (the notice's words escaped: no engine can misread its encoding). */
async function es5(code: string): Promise<string> {
  const out = await minify(code, { ecma: 5, compress: { passes: 2 }, mangle: true, format: { ascii_only: true, comments: false } });
  if (!out.code) throw new Error('vite/upgradeGate.ts: terser wrote nothing');
  return out.code;
}

/** The gate as it goes into the page. */
export function gateScript(assetsDir = 'assets'): Promise<string> {
  return es5(
    filled('gate.js', { ASSETS: `${assetsDir}/`, APP_STARTED: APP_STARTED_ATTRIBUTE, NOTICE_FILE, MARGIN_MS: START_MARGIN_MS }),
  );
}

/** The notice with the brand's data, as dist/upgrade.js. */
export function noticeScript(data: NoticeData): Promise<string> {
  return es5(filled('notice.js', { UPGRADE_DATA: data }));
}

/** The gate before the page's first script of any kind (the shims' loader too): nothing of the page runs before it. */
export function insertGate(html: string, gate: string): string {
  const tag = `<script id="upgrade-gate">${gate}</script>`;
  const at = html.search(/<script\b/i);
  return at < 0 ? html.replace('</head>', `${tag}\n</head>`) : `${html.slice(0, at)}${tag}\n    ${html.slice(at)}`;
}

/** A word by its 'ns:key.path' in one language of the brand. */
function word(dir: string, lang: string, key: string): string {
  const [ns = '', keyPath = ''] = key.split(':');
  const found = keyPath.split('.').reduce<unknown>((node, part) => (node as Words | undefined)?.[part], localeWords(dir, lang, ns));
  return typeof found === 'string' ? found : '';
}

/** The notice's data for a brand, a build version and the build's VITE_ variables. */
export function noticeData(brand: BrandConfig, dir: string, version: string, env: Record<string, string | undefined>): NoticeData {
  const words = Object.fromEntries(
    brand.languages.map((lang) => [
      lang,
      {
        ...(localeWords(dir, lang, NOTICE_NAMESPACE) as Words),
        siteName: word(dir, lang, brand.siteNameKey),
        languageName: word(dir, lang, 'common:languageName') || lang,
      },
    ]),
  );
  const { tokens, fieldReports } = brand;
  // Resolved as the app resolves it (src/lib/frameUrl.ts): against the API's base when it has one.
  const apiBase = env.VITE_API_BASE || brand.apiBase;
  const service = apiBase ? new URL(brand.links.customerService, apiBase).href : brand.links.customerService;
  const dialect = env.VITE_API_DIALECT === 'reference' || env.VITE_API_DIALECT === 'laravel' ? env.VITE_API_DIALECT : brand.apiDialect;
  return {
    languages: brand.languages,
    defaultLanguage: brand.defaultLanguage,
    words,
    colors: {
      page: tokens.pageBackground,
      surface: tokens.surface,
      text: tokens.text,
      secondary: tokens.textSecondary,
      // A field's edge must stand out from the card (3:1): the weakest text colour does, the border colour does not.
      field: tokens.weak,
      primary: tokens.primary,
      onPrimary: tokens.onPrimary,
      font: tokens.fontFamily,
    },
    logo: `./${brand.logo}`,
    service,
    storageKey: LANGUAGE_STORAGE_KEY,
    started: APP_STARTED_ATTRIBUTE,
    report:
      fieldReports.unsupported && fieldReports.sampleRate > 0
        ? { endpoint: fieldReports.endpoint || '/api/telemetry', sampleRate: fieldReports.sampleRate, brand: brand.id, dialect, version }
        : null,
  };
}

export function upgradeGate(env: NodeJS.ProcessEnv = process.env): Plugin {
  let assetsDir = 'assets';
  let version = '0.0.0';
  let viteEnv: Record<string, string | undefined> = {};
  let gate: Promise<string> | undefined;
  return {
    name: 'upgrade-gate',
    apply: 'build',
    configResolved(config) {
      assetsDir = config.build.assetsDir;
      viteEnv = config.env;
      const defined = config.define?.__APP_VERSION__;
      if (typeof defined === 'string') version = JSON.parse(defined) as string;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        return insertGate(html, await (gate ??= gateScript(assetsDir)));
      },
    },
    // After the page is written (Vite emits it in its own generateBundle): the policy's sources are every inline script
    // it ended with, the gate and whatever other plugin wrote (the shims' loader), as the server reads them.
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const brand = await loadActiveBrand(env);
        this.emitFile({ type: 'asset', fileName: NOTICE_FILE, source: await noticeScript(noticeData(brand, brandDir(env), version, viteEnv)) });
        const page = bundle['index.html'];
        const scripts = page?.type === 'asset' ? inlineScriptSources(String(page.source)) : [];
        this.emitFile({ type: 'asset', fileName: CSP_FILE, source: `${JSON.stringify({ 'script-src': ["'self'", ...scripts].join(' ') }, null, 2)}\n` });
      },
    },
  };
}
