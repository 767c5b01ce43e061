// Node side (the reference server, build scripts): which brand folder BRAND names, and its resolved config.
// Vite builds resolve brands/active.ts to the same folder (vite/brand.ts), so both halves speak for one brand.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { resolveBrand } from './resolve';
import type { BrandConfig, BrandDefinition } from './types';

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

/** What the reference server seeds for a brand: brands/<id>/seed.json over the default brand's (content the server sends). */
export interface BrandSeed {
  settings: { title: string; repair_tips: string; webcontent: string };
}

export function loadBrandSeed(env: NodeJS.ProcessEnv = process.env): BrandSeed {
  const read = (dir: string) => {
    const file = path.join(dir, 'seed.json');
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<BrandSeed>) : {};
  };
  const base = read(path.join(BRANDS_DIR, 'default')) as BrandSeed;
  const own = read(brandDir(env));
  return { settings: { ...base.settings, ...own.settings } };
}
