// @vitest-environment node
// The app icons the build draws from the brand's logo (vite/brandIcons.ts): opaque PNGs of the sizes the manifest and
// iOS ask for, the logo on the brand's page background, the maskable one with the margin launchers' shapes keep.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { brandIcons, BRAND_ICONS, manifestIcons, renderIcon } from '../../vite/brandIcons';
import { resolveBrand } from '../../brands/resolve';

/** An 8-bit RGBA PNG's size and pixels (non-interlaced, as resvg writes them). */
function decodePng(png: Buffer): { width: number; height: number; pixel: (x: number, y: number) => number[] } {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const chunks: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('ascii', at + 4, at + 8) === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const raw = inflateSync(Buffer.concat(chunks));
  const stride = width * 4;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    const up = rows[y - 1];
    for (let i = 0; i < stride; i++) {
      const a = i >= 4 ? line[i - 4]! : 0;
      const b = up ? up[i]! : 0;
      const c = up && i >= 4 ? up[i - 4]! : 0;
      const p = a + b - c;
      const paeth = Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter]!;
      line[i] = (line[i]! + predictor) & 0xff;
    }
    rows.push(line);
  }
  return { width, height, pixel: (x, y) => [...rows[y]!.subarray(x * 4, x * 4 + 4)] };
}

// A logo that is one green square filling its picture.
const logo = { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#00ff00"/></svg>'), type: 'image/svg+xml' };
const BACKGROUND = '#ff0000';

describe("the brand's app icons", () => {
  it('are opaque PNGs of their size: the logo in the middle, the page background round it', () => {
    for (const icon of BRAND_ICONS) {
      const png = decodePng(renderIcon(logo, icon, BACKGROUND));
      expect([png.width, png.height], icon.file).toEqual([icon.size, icon.size]);
      expect(png.pixel(0, 0), icon.file).toEqual([255, 0, 0, 255]);
      expect(png.pixel(icon.size / 2, icon.size / 2), icon.file).toEqual([0, 255, 0, 255]);
    }
  });

  it('keep the maskable logo inside the circle every launcher shape keeps', () => {
    const icon = BRAND_ICONS.find((i) => i.purpose === 'maskable')!;
    const png = decodePng(renderIcon(logo, icon, BACKGROUND));
    // The logo's corner lies within the centred circle of 80% of the side.
    let x = 0;
    while (png.pixel(x, x)[1] !== 255) x++;
    const fromCentre = Math.hypot(icon.size / 2 - x, icon.size / 2 - x);
    expect(fromCentre).toBeLessThanOrEqual(icon.size * 0.4);
  });

  it('are in the manifest at 192 and 512 px, one of them maskable, each a file the build writes', () => {
    const icons = manifestIcons(resolveBrand({ id: 'icons' }));
    const written = new Set<string>(BRAND_ICONS.map((icon) => icon.file));
    const pngs = icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(pngs.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of pngs) expect(written.has(icon.src), icon.src).toBe(true);
  });
});

describe('the build', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  function brandFolder(logoFile: string, bytes: Buffer) {
    const dir = mkdtempSync(path.join(tmpdir(), 'brand-icons-'));
    dirs.push(dir);
    mkdirSync(path.join(dir, 'public'));
    writeFileSync(path.join(dir, 'public', logoFile), bytes);
    return { dir, brand: resolveBrand({ id: 'icons', logo: logoFile }) };
  }

  type Hooks = { generateBundle: (this: object) => void; transformIndexHtml: (html: string) => string };

  it("writes every icon from the brand's own logo and points iOS at its icon in the page", () => {
    const { dir, brand } = brandFolder('mark.svg', logo.bytes);
    const plugin = brandIcons(brand, dir) as unknown as Hooks;
    const emitted = new Map<string, Buffer>();
    plugin.generateBundle.call({ emitFile: (file: { fileName: string; source: Buffer }) => emitted.set(file.fileName, file.source), error: (m: string) => { throw new Error(m); } });
    expect([...emitted.keys()].sort()).toEqual(BRAND_ICONS.map((icon) => icon.file).sort());
    const apple = BRAND_ICONS.find((icon) => icon.purpose === 'apple-touch-icon')!;
    expect(decodePng(emitted.get(apple.file)!).pixel(apple.size / 2, apple.size / 2)).toEqual([0, 255, 0, 255]);
    const html = plugin.transformIndexHtml('<html><head></head><body></body></html>');
    expect(html).toContain(`<link rel="apple-touch-icon" href="./${apple.file}">`);
  });

  it('stops with a clear message when the logo is a picture it cannot draw', () => {
    const { dir, brand } = brandFolder('mark.ico', Buffer.from([0, 0, 1, 0]));
    const plugin = brandIcons(brand, dir) as unknown as Hooks;
    expect(() => plugin.generateBundle.call({ emitFile: () => undefined, error: (m: string) => { throw new Error(m); } })).toThrow(/mark\.ico/);
  });
});
