// Node side (the reference server, build scripts): which brand folder BRAND names, and its resolved config.
// Vite builds resolve brands/active.ts to the same folder (vite/brand.ts), so both halves speak for one brand.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { resolveBrand } from './resolve';
import type { BrandConfig, BrandDefinition, BrandSeed } from './types';

export type { BrandSeed } from './types';

export const BRANDS_DIR = path.dirname(fileURLToPath(import.meta.url));

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

/** brands/<id>/seed.json as the brand wrote it (no other brand's values merged in), or {} when it has none. */
export function loadBrandSeed(env: NodeJS.ProcessEnv = process.env): BrandSeed {
  const file = path.join(brandDir(env), 'seed.json');
  if (!existsSync(file)) return {};
  const seed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!seed || typeof seed !== 'object' || Array.isArray(seed)) throw new Error(`${file}: expected an object`);
  // A typo'd number or a nested value would reach the database as is: every leaf must be a string (a banner's
  // placement a whole number), each list a list of what its field says.
  const { banners, homeNotices, notices, promotions, ...rest } = seed as Record<string, unknown>;
  const leaves = Object.entries(rest).flatMap(([key, value]) =>
    value && typeof value === 'object' ? Object.entries(value).map(([k, v]) => [`${key}.${k}`, v] as const) : [[key, value] as const],
  );
  const lists: [string, unknown, Record<string, 'string' | 'integer' | 'optional string'>][] = [
    ['banners', banners, { type: 'integer', src: 'string', url: 'string' }],
    ['notices', notices, { title: 'string', content: 'string' }],
    ['promotions', promotions, { type: 'string', title: 'string', banner: 'string', content: 'string', memo: 'optional string' }],
  ];
  const bad = leaves.find(([, value]) => typeof value !== 'string');
  if (bad) throw new Error(`${file}: "${bad[0]}" must be a string`);
  for (const [key, list, shape] of lists) {
    if (list === undefined) continue;
    if (!Array.isArray(list)) throw new Error(`${file}: "${key}" must be a list`);
    list.forEach((entry: unknown, i) => {
      const item = (entry && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
      for (const [field, kind] of Object.entries(shape)) {
        const value = item[field];
        const fine = kind === 'integer' ? Number.isInteger(value) : typeof value === 'string' || (kind === 'optional string' && value === undefined);
        if (!fine) throw new Error(`${file}: "${key}[${i}].${field}" must be ${kind === 'integer' ? 'a whole number' : 'a string'}`);
      }
    });
  }
  if (homeNotices !== undefined && (!Array.isArray(homeNotices) || homeNotices.some((line) => typeof line !== 'string'))) {
    throw new Error(`${file}: "homeNotices" must be a list of strings`);
  }
  return seed as BrandSeed;
}
