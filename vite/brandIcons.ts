// The brand's app icons as PNG files, drawn at build time from its logo. iOS puts only a PNG apple-touch-icon on the
// home screen (with an SVG logo it shows a shrunken screenshot of the page), and Android draws its install splash and
// its shaped icons from 192 and 512 px PNGs. Drawn from brand.logo on the brand's page background, so a rebrand
// changes them with everything else, and opaque: iOS fills a transparent corner with black.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { Plugin } from 'vite';
import type { BrandConfig } from '../brands/types';
import { brandPublicFile, PICTURE_TYPES } from './brand.ts';

/**
 * The files, with the logo's margin: a tenth of the side on the plain icons; on the maskable one the logo fits the
 * circle of 80% that every launcher's shape keeps (a square inscribed in it leaves ~21% each side).
 */
export const BRAND_ICONS = [
  { file: 'icons/icon-192.png', size: 192, inset: 0.1, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, inset: 0.1, purpose: 'any' },
  { file: 'icons/maskable-512.png', size: 512, inset: 0.22, purpose: 'maskable' },
  { file: 'icons/apple-touch-icon.png', size: 180, inset: 0.1, purpose: 'apple-touch-icon' },
] as const;

type BrandIcon = (typeof BRAND_ICONS)[number];

/** The logo types the icons can be drawn from. */
const DRAWABLE = ['image/svg+xml', 'image/png', 'image/jpeg'];

/** The manifest's icons: the PNGs for install (Chrome and Android), the logo itself for whatever can draw it. */
export function manifestIcons(brand: BrandConfig) {
  const type = PICTURE_TYPES[path.extname(brand.logo).slice(1)] ?? 'image/png';
  return [
    ...BRAND_ICONS.filter((icon) => icon.purpose !== 'apple-touch-icon').map((icon) => ({
      src: icon.file,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
    { src: brand.logo, sizes: 'any', type, purpose: 'any' },
  ];
}

/** One icon: the logo centred on an opaque square of the background colour. */
export function renderIcon(logo: { bytes: Buffer; type: string }, icon: Pick<BrandIcon, 'size' | 'inset'>, background: string): Buffer {
  const { size } = icon;
  const margin = Math.round(size * icon.inset);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
    `<rect width="${size}" height="${size}" fill="${background.replace(/"/g, '')}"/>` +
    `<image href="data:${logo.type};base64,${logo.bytes.toString('base64')}" x="${margin}" y="${margin}" ` +
    `width="${size - 2 * margin}" height="${size - 2 * margin}" preserveAspectRatio="xMidYMid meet"/></svg>`;
  return new Resvg(svg).render().asPng();
}

/** Writes the icons into the build and points iOS at its own in the page. */
export function brandIcons(brand: BrandConfig, dir: string): Plugin {
  const apple = BRAND_ICONS.find((icon) => icon.purpose === 'apple-touch-icon')!;
  return {
    name: 'brand-icons',
    apply: 'build',
    generateBundle() {
      const file = brandPublicFile(dir, brand.logo);
      const type = PICTURE_TYPES[path.extname(brand.logo).slice(1)];
      if (!file || !type || !DRAWABLE.includes(type)) {
        return this.error(`brand-icons: the brand's logo ${brand.logo} is not an SVG, PNG or JPEG file of its public/`);
      }
      const logo = { bytes: readFileSync(file), type };
      for (const icon of BRAND_ICONS) {
        this.emitFile({ type: 'asset', fileName: icon.file, source: renderIcon(logo, icon, brand.tokens.pageBackground) });
      }
    },
    transformIndexHtml: (html) => html.replace('</head>', `<link rel="apple-touch-icon" href="./${apple.file}">\n  </head>`),
  };
}
