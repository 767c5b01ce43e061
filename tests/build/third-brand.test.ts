// @vitest-environment node
// Adding a brand takes a folder only: one made in a temp dir (three overridden words and a colour) is built with
// BRAND_DIR and found in the output: the page title, the bundled words, the theme colour, its logo and app icons.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveBrand } from '../../brands/resolve';
import { BRAND_ICONS } from '../../vite/brandIcons';

const root = path.resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'brand-'));
const outDir = path.join(dir, 'dist');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a third brand from a folder', () => {
  it('builds with its words and colour', async () => {
    const words = { siteName: 'Third Harbour Club', slogan: 'Harbour slogan words' };
    const tab = 'Harbour hall tab';
    mkdirSync(path.join(dir, 'locales/zh-CN'), { recursive: true });
    writeFileSync(path.join(dir, 'brand.ts'), "export default { id: 'third', tokens: { primary: '#0a7b6c' } };\n");
    writeFileSync(path.join(dir, 'locales/zh-CN/brand.json'), JSON.stringify(words));
    writeFileSync(path.join(dir, 'locales/zh-CN/nav.json'), JSON.stringify({ tabs: { hall: tab } }));

    const { build } = await import('vite');
    const previous = process.env.BRAND_DIR;
    process.env.BRAND_DIR = dir; // vite.config.ts's brand plugin reads it
    try {
      await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'error', build: { outDir, emptyOutDir: true } });
    } finally {
      if (previous === undefined) delete process.env.BRAND_DIR;
      else process.env.BRAND_DIR = previous;
    }

    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(html).toContain(`<title>${words.siteName}</title>`);
    expect(html).toContain('content="#0a7b6c"');
    expect(html).toContain('--adm-color-primary:#0a7b6c');
    expect(html).not.toMatch(/<link rel="stylesheet"/); // the entry's styles are inside the page (vite/inlineCss.ts)
    const js = readdirSync(path.join(outDir, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(outDir, 'assets', file), 'utf8'))
      .join('\n');
    expect(js).toContain(words.slogan);
    expect(js).toContain(tab);
    // The logo it has from the default brand (it names none), and the app icons drawn from it.
    for (const file of [resolveBrand({ id: 'third' }).logo, ...BRAND_ICONS.map((icon) => icon.file)]) {
      expect(existsSync(path.join(outDir, file)), file).toBe(true);
    }
  }, 120_000);
});
