// BRAND=<id> for Vite: brands/active.ts becomes the brand's brand.ts, the words of each namespace are the base
// locales/ with the brand's locales/ merged over them (virtual:locale/<ns>), the brand's public/ is served beside
// the shared one, and index.html gets the brand's title, theme colour, favicon and CSS variables.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import { brandDir } from '../brands/load.ts';
import { resolveBrand } from '../brands/resolve.ts';
import type { BrandConfig, BrandDefinition } from '../brands/types';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOCALES = path.join(ROOT, 'locales');
const VIRTUAL_LOCALE = 'virtual:locale/';
const VIRTUAL_LANGUAGE = 'virtual:language/';
const VIRTUAL_LANGUAGES = 'virtual:languages';
/** The language every other one falls back to (src/kit/i18n.ts BASE_LANGUAGE). */
const BASE_LANGUAGE = 'zh-CN';

type Tree = Record<string, unknown>;

const readJson = (file: string): Tree => JSON.parse(readFileSync(file, 'utf8')) as Tree;

/** b's keys over a's, nested objects merged key by key. */
export function deepMerge(a: Tree, b: Tree): Tree {
  const out: Tree = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const prev = out[key];
    out[key] =
      value && typeof value === 'object' && prev && typeof prev === 'object' ? deepMerge(prev as Tree, value as Tree) : value;
  }
  return out;
}

/** Every language folder of locales/. */
export const baseLanguages = () => readdirSync(LOCALES).filter((name) => statSync(path.join(LOCALES, name)).isDirectory());

/** One namespace in one language: the base words with the brand's overrides merged over them. */
export function localeWords(dir: string, lang: string, ns: string): Tree {
  const base = path.join(LOCALES, lang, `${ns}.json`);
  const own = path.join(dir, 'locales', lang, `${ns}.json`);
  const words = existsSync(base) ? readJson(base) : {};
  return existsSync(own) ? deepMerge(words, readJson(own)) : words;
}

/**
 * Words no screen of the app reads, never in the players' language chunks: the operator's page's (src/admin, a build
 * of its own) and the upgrade notice's (vite/upgradeGate.ts, a file of its own loaded only below the browser floor).
 */
export const NAMESPACES_APART = ['field', 'upgrade'];
const namespaces = () =>
  readdirSync(path.join(LOCALES, BASE_LANGUAGE))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5))
    .filter((ns) => !NAMESPACES_APART.includes(ns));

function publicFiles(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? publicFiles(full, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

/** The brand's resolved config, loaded through Vite's module runner (brand.ts is TypeScript). */
export async function loadActiveBrand(env: NodeJS.ProcessEnv = process.env): Promise<BrandConfig> {
  const { module } = await runnerImport<{ default: BrandDefinition }>(path.join(brandDir(env), 'brand.ts'));
  return resolveBrand(module.default);
}

/** Files up to this size go into index.html as data: URLs (Vite's own limit for inlining assets). */
const INLINE_LIMIT = 4096;

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The HTML splash's look, from the theme's variables (written beside them, so no stylesheet has to load first). Written
 * for the browser floor by hand, since no CSS tool sees it: the four sides for `inset`, a margin for the flex `gap`.
 */
const SPLASH_CSS =
  '.app-splash{position:fixed;top:0;right:0;bottom:0;left:0;display:flex;flex-direction:column;align-items:center;justify-content:center;' +
  'background:var(--brand-page-background);color:var(--adm-color-text-secondary);font:15px var(--adm-font-family)}.app-splash>*+*{margin-top:12px}';

/** The picture types a brand's logo and favicon may have, by extension. */
export const PICTURE_TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', ico: 'image/x-icon', webp: 'image/webp', jpg: 'image/jpeg' };

/** A request's path as a file name under public/, or nothing when it is malformed or climbs out of it. */
function publicName(url: string): string | undefined {
  let name: string;
  try {
    name = path.posix.normalize(decodeURIComponent(url.split('?')[0] ?? '')).replace(/^\/+/, '');
  } catch {
    return undefined;
  }
  return name && !name.startsWith('..') && !name.includes('\0') ? name : undefined;
}

/**
 * A public file of the brand: its own public/ first, then the default brand's (a brand that names no logo of its own
 * has the default one, as brands/resolve.ts merges it), then the shared public/.
 */
export function brandPublicFile(dir: string, file: string): string | undefined {
  return [dir, path.join(ROOT, 'brands', 'default'), ROOT].map((at) => path.join(at, 'public', file)).find((f) => existsSync(f));
}

export function brandPlugin(env: NodeJS.ProcessEnv = process.env): Plugin {
  const dir = brandDir(env);
  let activeBrand: Promise<BrandConfig> | undefined;
  const activeEntry = path.join(ROOT, 'brands', 'active.ts');
  return {
    name: 'brand',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source.startsWith(VIRTUAL_LOCALE) || source.startsWith(VIRTUAL_LANGUAGE) || source === VIRTUAL_LANGUAGES) return `\0${source}`;
      if (!source.endsWith('/active') && !source.endsWith('/active.ts')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && path.resolve(resolved.id) === activeEntry ? path.join(dir, 'brand.ts') : null;
    },
    async load(id) {
      if (!id.startsWith('\0virtual:')) return null;
      const brand = await (activeBrand ??= loadActiveBrand(env));
      const watch = (lang: string, ns: string) => {
        for (const file of [path.join(LOCALES, lang, `${ns}.json`), path.join(dir, 'locales', lang, `${ns}.json`)]) {
          if (existsSync(file)) this.addWatchFile(file);
        }
      };
      // A feature's namespace, in the brand's default language (and the base one it falls back to): no other
      // language weighs on a screen's first load.
      if (id.startsWith(`\0${VIRTUAL_LOCALE}`)) {
        const ns = id.slice(VIRTUAL_LOCALE.length + 1);
        const langs = [...new Set([brand.defaultLanguage, BASE_LANGUAGE])];
        langs.forEach((lang) => watch(lang, ns));
        return `export default ${JSON.stringify(Object.fromEntries(langs.map((lang) => [lang, localeWords(dir, lang, ns)])))};`;
      }
      // Every namespace of one language, loaded as one chunk when a member picks it.
      if (id.startsWith(`\0${VIRTUAL_LANGUAGE}`)) {
        const lang = id.slice(VIRTUAL_LANGUAGE.length + 1);
        namespaces().forEach((ns) => watch(lang, ns));
        return `export default ${JSON.stringify(Object.fromEntries(namespaces().map((ns) => [ns, localeWords(dir, lang, ns)])))};`;
      }
      // Each language's own name too (common:languageName in its own words), for the language switch: asking Intl for
      // them loads each language's locale data, ~12 ms apiece on the test machine, in the first render of /login.
      if (id === `\0${VIRTUAL_LANGUAGES}`) {
        brand.languages.forEach((lang) => watch(lang, 'common'));
        const loaders = brand.languages.map((lang) => `${JSON.stringify(lang)}: () => import(${JSON.stringify(VIRTUAL_LANGUAGE + lang)})`);
        const names = Object.fromEntries(brand.languages.map((lang) => [lang, String(localeWords(dir, lang, 'common').languageName ?? lang)]));
        return `export const names = ${JSON.stringify(names)};\nexport default {${loaders.join(', ')}};`;
      }
      return null;
    },
    // The brand's public/ files, next to the shared public/ (a brand's file wins), and the logo and favicon it has
    // from the default brand when it names none of its own.
    async generateBundle() {
      const own = publicFiles(path.join(dir, 'public'));
      for (const file of own) {
        this.emitFile({ type: 'asset', fileName: file, source: readFileSync(path.join(dir, 'public', file)) });
      }
      const brand = await (activeBrand ??= loadActiveBrand(env));
      for (const file of new Set([brand.logo, brand.favicon])) {
        const found = own.includes(file) ? undefined : brandPublicFile(dir, file);
        // (one in the shared public/ is copied by Vite itself)
        if (found && !found.startsWith(path.join(ROOT, 'public'))) this.emitFile({ type: 'asset', fileName: file, source: readFileSync(found) });
      }
    },
    // `npm run dev` serves the brand's public files as the build copies them: its own, else the default brand's.
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = publicName(req.url ?? '');
        const file = name && brandPublicFile(dir, name);
        if (!file || !statSync(file).isFile()) return next();
        res.setHeader('Content-Type', PICTURE_TYPES[path.extname(file).slice(1)] ?? 'application/octet-stream');
        res.end(readFileSync(file));
      });
    },
    async transformIndexHtml(html) {
      const brand = await (activeBrand ??= loadActiveBrand(env));
      const [ns, key] = brand.siteNameKey.split(':') as [string, string];
      const words = localeWords(dir, brand.defaultLanguage, ns);
      const title = String(key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], words) ?? '');
      const variables = Object.entries(brand.theme).map(([name, value]) => `${name}:${value}`).join(';');
      // A small logo and favicon travel inside the page: as files they were requests of their own at the page's start,
      // each holding one of HTTP/1.1's six connections while the app's scripts waited for one.
      const picture = (file: string) => {
        const found = brandPublicFile(dir, file);
        const bytes = found ? readFileSync(found) : undefined;
        const type = PICTURE_TYPES[path.extname(file).slice(1)];
        return bytes && type && bytes.length <= INLINE_LIMIT ? `data:${type};base64,${bytes.toString('base64')}` : `./${escapeHtml(file)}`;
      };
      return html
        .replace(/<html lang="[^"]*"/, `<html lang="${brand.defaultLanguage}"`)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
        .replace(/(<meta name="theme-color" content=")[^"]*"/, `$1${brand.tokens.primary}"`)
        .replace(/(<link rel="icon"[^>]*href=")[^"]*"/, `$1${picture(brand.favicon)}"`)
        .replace('</head>', `<style id="brand-theme">:root{${variables}}${SPLASH_CSS}</style>\n  </head>`)
        // The first paint comes from the HTML: the brand's logo and name while the app's code loads. React's first
        // render replaces it (inside #root), so it needs no script of its own.
        .replace(
          '<div id="root"></div>',
          `<div id="root"><div class="app-splash"><img src="${picture(brand.logo)}" alt="" width="64" height="64"><span>${escapeHtml(title)}</span></div></div>`,
        );
    },
  };
}
