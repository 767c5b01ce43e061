// @vitest-environment node
// A player with weak eyes can pinch to zoom: the page's viewport never forbids it (WCAG 1.4.4).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const html = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
const viewport = /<meta\s+name="viewport"\s+content="([^"]*)"/.exec(html)?.[1] ?? '';

describe('viewport', () => {
  it('is set for phones and allows pinch-zoom', () => {
    expect(viewport).toContain('width=device-width');
    expect(viewport).not.toMatch(/maximum-scale\s*=\s*1(\.0)?\b|user-scalable\s*=\s*(no|0)/);
  });
});
