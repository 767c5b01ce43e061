// The demo pages and pictures under server/static, served from memory and compressed. Those that wear the brand's
// colour name it as a CSS variable (var(--brand-…), var(--art-…)) instead of a hex value; they are served with the
// active brand's values declared in a <style> at the top, so one file serves every brand. Their other colours are
// content (slot art, red packets), not the brand.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ArtColor, BrandConfig, BrandSeed } from '../../brands/types';
import { compressedCopies } from '../../vite.precompress';
import { memoryFile, sendMemoryFile, type MemoryFile } from './memoryFile';

const THEMED = /var\(--(?:brand|art)-/;
const TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.html': 'text/html; charset=utf-8' };

const ART_COLORS: readonly ArtColor[] = [
  'appBannerLight', 'appBannerDeep', 'lotteryTileLight', 'lotteryTileDeep',
  'hallBannerLight', 'hallBannerDeep', 'lotteryIconLight', 'lotteryIconDeep',
];

/** hallBannerLight → --art-hall-banner-light */
const artVariable = (name: ArtColor): `--${string}` => `--art-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** The variables a themed file may use: the brand's tokens, and art colours from seed.json that default to them. */
export function brandFileVariables(brand: BrandConfig, seed: BrandSeed): Record<`--${string}`, string> {
  const t = brand.tokens;
  const art = ART_COLORS.map((name) => [artVariable(name), seed.artColors?.[name] ?? (name.endsWith('Light') ? t.primaryLight : t.primaryDeep)]);
  return {
    '--brand-primary': t.primary,
    '--brand-primary-light': t.primaryLight,
    '--brand-primary-deep': t.primaryDeep,
    '--brand-on-primary': t.onPrimary,
    ...Object.fromEntries(art),
  };
}

/** The file's text with the variables declared: before </head> in a page, first thing inside <svg> in a picture. */
export function withBrandVariables(text: string, ext: string, variables: Record<string, string>): string {
  const style = `<style>:root{${Object.entries(variables).map(([k, v]) => `${k}:${v}`).join(';')}}</style>`;
  if (ext === '.html') return text.replace('</head>', `${style}\n</head>`);
  return text.replace(/<svg\b[^>]*>/, (open) => `${open}${style}`);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Registers a route for each page and picture of `root` under `prefix`, ahead of the static files (a path beats
 * @fastify/static's wildcard): themed ones with the brand's variables, and all of them compressed as the site is
 * (a demo banner with its words as outlines is ~20 KB of text, ~7 KB in Brotli). Read once at start: the brand does
 * not change while the server runs; each compressed copy is made on its first request and kept.
 */
export function registerBrandedFiles(app: FastifyInstance, root: string, prefix: string, variables: Record<string, string>): void {
  for (const file of filesUnder(root)) {
    const ext = path.extname(file);
    const type = TYPES[ext];
    if (!type) continue;
    const source = readFileSync(file, 'utf8');
    const body = Buffer.from(THEMED.test(source) ? withBrandVariables(source, ext, variables) : source);
    const url = prefix + path.relative(root, file).split(path.sep).join('/');
    let loaded: Promise<MemoryFile> | undefined;
    app.get(url, async (request, reply) => {
      // As @fastify/static answers its files: revalidated each time, 304 when unchanged.
      const answer = await (loaded ??= compressedCopies(body).then((copies) => memoryFile(type, body, copies)));
      return sendMemoryFile(request, reply, answer, 'public, max-age=0');
    });
  }
}
