// @vitest-environment node
// The theme's tints and shadows are mixed by the build into plain colours (brands/theme.ts), as CSS color-mix() in sRGB
// mixes them: an engine of the browser floor (Chromium 80, Safari 14) cannot read color-mix(), and a variable holding
// it left every box that used it without a colour there.
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { BRANDS_DIR, loadBrand } from '../../brands/load';
import { mixColours } from '../../brands/theme';

describe('the theme mixes its colours itself', () => {
  it('mixes as color-mix(in srgb, ...): with a colour, with transparent, and with alpha on both sides', () => {
    // What Chromium 156 computes for the same color-mix() (checked 2026-11-29), to the nearest 8-bit channel.
    expect(mixColours('#cf2d2d', 8, '#ffffff')).toBe('#fbeeee');
    expect(mixColours('#000000', 45)).toBe('rgba(0, 0, 0, 0.45)');
    expect(mixColours('#ffffff', 60)).toBe('rgba(255, 255, 255, 0.6)');
    expect(mixColours('#f00', 50, '#0000ff80')).toBe('rgba(170, 0, 85, 0.751)');
    expect(mixColours('#eeeeee', 100, '#000')).toBe('#eeeeee');
  });

  it('refuses a token that is no colour it can mix, naming it', () => {
    expect(() => mixColours('var(--x)', 10)).toThrow(/var\(--x\)/);
  });

  const ids = readdirSync(BRANDS_DIR).filter((id) => existsSync(path.join(BRANDS_DIR, id, 'brand.ts')));
  it.each(ids)('%s: no variable of the theme needs color-mix()', async (id) => {
    const brand = await loadBrand({ BRAND: id });
    for (const [name, value] of Object.entries(brand.theme)) expect(value, name).not.toMatch(/color-mix|var\(/);
  });
});
