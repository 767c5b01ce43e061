// Node side (the reference server, build scripts): which brand folder BRAND names, and its resolved config.
// Vite builds resolve brands/active.ts to the same folder (vite/brand.ts), so both halves speak for one brand.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BASE_LANGUAGE } from '../core/constants.ts';
import { resolveBrand } from './resolve.ts';
import type { BrandConfig, BrandDefinition, BrandSeed } from './types';

export type { BrandSeed, Localized } from './types';

export const BRANDS_DIR = path.dirname(fileURLToPath(import.meta.url));

/** The brands this repository holds: each folder of brands/ with a brand.ts (a closed list, as a label's values must be). */
export const brandIds = (): string[] => readdirSync(BRANDS_DIR).filter((id) => existsSync(path.join(BRANDS_DIR, id, 'brand.ts')));

/** BRAND_DIR (a folder anywhere, for tests) or brands/$BRAND; unset means brands/default. */
export function brandDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.BRAND_DIR) return path.resolve(env.BRAND_DIR);
  const id = env.BRAND || 'default';
  if (!/^[a-z0-9][a-z0-9_-]*$/i.test(id)) throw new Error(`BRAND must be a folder name under brands/, got "${id}"`);
  const dir = path.join(BRANDS_DIR, id);
  if (!existsSync(path.join(dir, 'brand.ts'))) throw new Error(`BRAND=${id}: there is no ${path.relative(process.cwd(), dir)}/brand.ts`);
  return dir;
}

/** The brand's brand.ts, loaded and resolved (Node with TypeScript support: tsx, Vitest). */
export async function loadBrand(env: NodeJS.ProcessEnv = process.env): Promise<BrandConfig> {
  const mod = (await import(pathToFileURL(path.join(brandDir(env), 'brand.ts')).href)) as { default: BrandDefinition };
  return resolveBrand(mod.default);
}

const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** Why a value is not a text (a string, or a map of language to text with the base language's), or null when it is. */
function textProblem(field: string, value: unknown): string | null {
  if (typeof value === 'string') return null;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return `"${field}" must be a string or a map of language to text`;
  for (const [lang, text] of Object.entries(value)) {
    if (!LANGUAGE_TAG.test(lang)) return `"${field}" names "${lang}", which is not a language (a folder of locales/, e.g. "en")`;
    if (typeof text !== 'string') return `"${field}.${lang}" must be a string`;
  }
  if (!Object.hasOwn(value, BASE_LANGUAGE)) {
    const given = Object.keys(value).map((lang) => `"${lang}"`).join(', ') || 'none';
    return `"${field}" lacks the "${BASE_LANGUAGE}" text (the base language, which the server seeds); it gives ${given}`;
  }
  return null;
}

/** The fields whose value a player reads: a string or a map of language to text (Localized); settings' too. */
const TEXTS = new Set(['name', 'shortName', 'company']);

type Kind = 'integer' | 'string' | 'text' | 'optional text';

/** brands/<id>/seed.json as the brand wrote it (no other brand's values merged in), or {} when it has none. */
export function loadBrandSeed(env: NodeJS.ProcessEnv = process.env): BrandSeed {
  const file = path.join(brandDir(env), 'seed.json');
  if (!existsSync(file)) return {};
  const seed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!seed || typeof seed !== 'object' || Array.isArray(seed)) throw new Error(`${file}: expected an object`);
  const fail = (problem: string): never => {
    throw new Error(`${file}: ${problem}`);
  };
  // A typo'd number or a nested value would reach the database as is: every leaf must be a string (a text may be a
  // map of language to text, a banner's placement a whole number), each list a list of what its field says.
  const { banners, homeNotices, notices, promotions, ...rest } = seed as Record<string, unknown>;
  for (const [key, value] of Object.entries(rest)) {
    if (key === 'settings' && (!value || typeof value !== 'object' || Array.isArray(value))) fail('"settings" must be an object');
    // settings and artColors hold named leaves; a text field is a leaf itself, even when it is a map.
    const nested = value && typeof value === 'object' && !TEXTS.has(key);
    const leaves = nested ? Object.entries(value).map(([k, v]) => [`${key}.${k}`, v] as const) : [[key, value] as const];
    for (const [field, leaf] of leaves) {
      const problem = TEXTS.has(key) || key === 'settings' ? textProblem(field, leaf) : typeof leaf === 'string' ? null : `"${field}" must be a string`;
      if (problem) fail(problem);
    }
  }
  const lists: [string, unknown, Record<string, Kind>][] = [
    ['banners', banners, { type: 'integer', src: 'string', url: 'string' }],
    ['notices', notices, { title: 'text', content: 'text' }],
    ['promotions', promotions, { type: 'text', title: 'text', banner: 'string', content: 'text', memo: 'optional text' }],
  ];
  for (const [key, list, shape] of lists) {
    if (list === undefined) continue;
    if (!Array.isArray(list)) fail(`"${key}" must be a list`);
    (list as unknown[]).forEach((entry, i) => {
      const item = (entry && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
      for (const [field, kind] of Object.entries(shape)) {
        const value = item[field];
        const where = `${key}[${i}].${field}`;
        if (kind === 'integer' && !Number.isInteger(value)) fail(`"${where}" must be a whole number`);
        if (kind === 'string' && typeof value !== 'string') fail(`"${where}" must be a string`);
        const problem = kind === 'text' || (kind === 'optional text' && value !== undefined) ? textProblem(where, value) : null;
        if (problem) fail(problem);
      }
    });
  }
  if (homeNotices !== undefined) {
    if (!Array.isArray(homeNotices)) fail('"homeNotices" must be a list of texts');
    (homeNotices as unknown[]).forEach((line, i) => {
      const problem = textProblem(`homeNotices[${i}]`, line);
      if (problem) fail(problem);
    });
  }
  return seed as BrandSeed;
}
