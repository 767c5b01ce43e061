// @vitest-environment node
// A brand from a folder, built once (a build is the dearest thing a test here does): made in a temp dir with two
// languages, a colour, a few words of its own and its own English title for the upgrade notice, built with BRAND_DIR,
// and read back.
// - Adding a brand takes a folder only: the page title, the bundled words, the theme colour, its logo and app icons.
// - The upgrade gate as the build writes it (vite/upgradeGate.ts): inside index.html before any other script, allowed
//   by the server's policy by its hash (and the sources the build gives other back ends are the same), ES5 throughout,
//   and the notice's words of every language of the brand in dist/upgrade.js, never in the app's chunks nor in the
//   service worker's precache.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enBase from '../../locales/en/upgrade.json' with { type: 'json' };
import zh from '../../locales/zh-CN/upgrade.json' with { type: 'json' };
import { resolveBrand } from '../../brands/resolve';
import { BRAND_ICONS } from '../../vite/brandIcons';
import { CSP_FILE, NOTICE_FILE } from '../../vite/upgradeGate';
import { startServer } from '../server/harness';

const root = path.resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'folder-brand-'));
const outDir = path.join(dir, 'dist');
const BRAND_ID = 'harbour';
const COLOUR = '#0a7b6c';
/** Words of its own: over the base ones in zh-CN, and the notice's title in English. */
const words = { siteName: 'Third Harbour Club', slogan: 'Harbour slogan words' };
const TAB = 'Harbour hall tab';
const OWN_TITLE = 'Harbour says: please update your browser';

let html = '';
let gate = '';
let notice = '';

beforeAll(async () => {
  mkdirSync(path.join(dir, 'locales/en'), { recursive: true });
  mkdirSync(path.join(dir, 'locales/zh-CN'), { recursive: true });
  writeFileSync(path.join(dir, 'brand.ts'), `export default { id: '${BRAND_ID}', languages: ['zh-CN', 'en'], tokens: { primary: '${COLOUR}' } };\n`);
  writeFileSync(path.join(dir, 'locales/en/upgrade.json'), JSON.stringify({ title: OWN_TITLE }));
  writeFileSync(path.join(dir, 'locales/zh-CN/brand.json'), JSON.stringify(words));
  writeFileSync(path.join(dir, 'locales/zh-CN/nav.json'), JSON.stringify({ tabs: { hall: TAB } }));
  const { build } = await import('vite');
  const previous = process.env.BRAND_DIR;
  process.env.BRAND_DIR = dir; // vite.config.ts's plugins read it
  try {
    await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'error', build: { outDir, emptyOutDir: true } });
  } finally {
    if (previous === undefined) delete process.env.BRAND_DIR;
    else process.env.BRAND_DIR = previous;
  }
  html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  gate = /<script id="upgrade-gate">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  notice = readFileSync(path.join(outDir, NOTICE_FILE), 'utf8');
}, 180_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Syntax errors of a script read as ES5 by ESLint's own parser (an arrow, a template literal, a let...). */
async function es5Problems(code: string): Promise<string[]> {
  const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: { languageOptions: { ecmaVersion: 5, sourceType: 'script' } } });
  const [result] = await eslint.lintText(code);
  return (result?.messages ?? []).filter((message) => message.fatal).map((message) => message.message);
}

/** The text with its \uXXXX escapes read (the notice is written in ASCII). */
const unescaped = (code: string) => code.replace(/\\u([0-9a-fA-F]{4})/g, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('a brand from a folder', () => {
  it('builds with its words and colour', () => {
    expect(html).toContain(`<title>${words.siteName}</title>`);
    expect(html).toContain(`content="${COLOUR}"`);
    expect(html).toContain(`--adm-color-primary:${COLOUR}`);
    expect(html).not.toMatch(/<link rel="stylesheet"/); // the entry's styles are inside the page (vite/inlineCss.ts)
    const js = readdirSync(path.join(outDir, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(outDir, 'assets', file), 'utf8'))
      .join('\n');
    expect(js).toContain(words.slogan);
    expect(js).toContain(TAB);
    // The logo it has from the default brand (it names none), and the app icons drawn from it.
    for (const file of [resolveBrand({ id: BRAND_ID }).logo, ...BRAND_ICONS.map((icon) => icon.file)]) {
      expect(existsSync(path.join(outDir, file)), file).toBe(true);
    }
  });
});

describe('the upgrade gate in the build', () => {
  it("is the page's first script, before the shims' loader and the app's module scripts", () => {
    expect(gate.length).toBeGreaterThan(0);
    expect(html.search(/<script\b/)).toBe(html.indexOf('<script id="upgrade-gate">'));
    expect(html.indexOf('<script id="upgrade-gate">')).toBeLessThan(html.search(/<script type="module"/));
  });

  it('and its notice are ES5, for engines of any age', async () => {
    expect(await es5Problems(gate)).toEqual([]);
    expect(await es5Problems(notice)).toEqual([]);
    expect(await es5Problems('var f = () => 1;')).not.toEqual([]); // the check itself
  });

  it("is allowed by the server's policy by its hash, with the sources the build writes for other back ends", async () => {
    const hash = `'sha256-${createHash('sha256').update(gate, 'utf8').digest('base64')}'`;
    const written = (JSON.parse(readFileSync(path.join(outDir, CSP_FILE), 'utf8')) as { 'script-src': string })['script-src'];
    expect(written.split(' ')).toContain(hash);
    const server = await startServer({ distDir: outDir });
    try {
      const page = await server.app.inject({ method: 'GET', url: '/' });
      expect(page.body).toContain(gate);
      const policy = String(page.headers['content-security-policy']);
      expect(policy.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src '))).toBe(`script-src ${written}`);
    } finally {
      await server.close();
    }
  }, 60_000); // a server seeded on a busy machine

  it("carries the notice's words in every language of the brand, the brand's own over the base ones", () => {
    const words = unescaped(notice);
    expect(words).toContain(OWN_TITLE);
    expect(words).not.toContain(enBase.title);
    expect(words).toContain(enBase.copy);
    expect(words).toContain(zh.title);
    expect(words).toContain(zh.copyFailed);
  });

  it("keeps the notice's words out of the app's chunks and the notice out of the service worker's precache", () => {
    const chunks = readdirSync(path.join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
    for (const file of chunks) {
      const code = unescaped(readFileSync(path.join(outDir, 'assets', file), 'utf8'));
      for (const word of [zh.title, OWN_TITLE]) expect(code.includes(word), `${file}: ${word}`).toBe(false);
    }
    expect(readFileSync(path.join(outDir, 'sw.js'), 'utf8')).not.toContain(NOTICE_FILE);
  });
});
