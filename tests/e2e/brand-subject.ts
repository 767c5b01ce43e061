// The brand a "brand-<id>" project checks (tests/e2e/brand-smoke.spec.ts), as its build and its server have it: its
// brand.ts merged over the default, its words (the base locale files with its own over them) and its seed.json read
// through the server's own reading of it.
import { test as base } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultTokens } from '../../brands/default/brand';
import { loadBrand } from '../../brands/load';
import type { BrandConfig } from '../../brands/types';
import { seedBrand, type SeedBrand } from '../../server/brandSeed';

export const root = path.resolve(import.meta.dirname, '../..');

export type Tree = { [key: string]: string | Tree };
export const readTree = (file: string): Tree => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Tree) : {});
const merge = (a: Tree, b: Tree): Tree =>
  Object.fromEntries([...new Set([...Object.keys(a), ...Object.keys(b)])].map((k) => {
    const x = a[k], y = b[k];
    return [k, typeof x === 'object' && typeof y === 'object' ? merge(x, y) : (y ?? x)!];
  }));

/** The brand under test, as its build and its server have it. */
export interface Subject {
  id: string;
  config: BrandConfig;
  /** Its seed.json's texts in its language (the server answers in the language on screen). */
  seed: SeedBrand;
  /** Its seed.json's texts in any language. */
  seedIn: (lang: string) => SeedBrand;
  language: string;
  /** A word in the brand's language, its own override first. */
  word: (ns: string, key: string) => string;
  /** A word in any language, the brand's own override first. */
  wordIn: (lang: string, ns: string, key: string) => string;
  /** Whether the brand keeps a route (its `screens.off` and the registry). */
  isOn: (route: string) => boolean;
  /** The default brand's names it does not share: the server's and the base words' own. */
  defaultNames: string[];
  /** The default brand's reds (brand colour, its shades, danger) that are not also this brand's. */
  defaultReds: string[];
}

export const test = base.extend<object, { subject: Subject }>({
  subject: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use, workerInfo) => {
      const dir = String(workerInfo.project.metadata.brandDir);
      const config = await loadBrand({ BRAND_DIR: dir });
      const language = config.defaultLanguage;
      const seedIn = (lang: string) => seedBrand({ BRAND_DIR: dir }, lang);
      const seed = seedIn(language);
      const words = (lang: string, ns: string) => merge(readTree(path.join(root, 'locales', lang, `${ns}.json`)), readTree(path.join(dir, 'locales', lang, `${ns}.json`)));
      const wordIn = (lang: string, ns: string, key: string) => key.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part]!, words(lang, ns)) as string;
      const word = (ns: string, key: string) => wordIn(language, ns, key);
      const off = new Set(config.screens.off);
      const defaultSeed = seedBrand({ BRAND: 'default' }, language);
      const baseSiteName = (readTree(path.join(root, 'locales', language, 'brand.json')) as { siteName: string }).siteName;
      const own = [seed.name, seed.lotteryTitle, seed.settings.title, word('brand', 'siteName')];
      const ownColours = Object.values(config.tokens).map((value) => value.toLowerCase());
      await use({
        id: config.id,
        config,
        seed,
        seedIn,
        language,
        word,
        wordIn,
        isOn: (route) => !off.has(route.split(/[?#]/)[0] || '/') || route === '/',
        defaultNames: [defaultSeed.name, defaultSeed.lotteryTitle, baseSiteName].filter((name) => !own.some((mine) => mine.includes(name))),
        defaultReds: (['primary', 'primaryLight', 'primaryDeep', 'danger'] as const)
          .map((token) => defaultTokens[token])
          .filter((red) => !ownColours.includes(red.toLowerCase())),
      });
    },
    { scope: 'worker' },
  ],
});

