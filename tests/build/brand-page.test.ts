// @vitest-environment node
// The page the build writes for a brand: a small logo and favicon travel inside it as data: URLs (as files they were
// requests of their own at the page's start, holding HTTP/1.1 connections the app's scripts waited for); a large one
// stays a file.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { brandPlugin } from '../../vite/brand';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const page = '<html lang="x"><head><title></title><link rel="icon" type="image/svg+xml" href="./logo.svg" /></head><body><div id="root"></div></body></html>';

/** A brand folder with one picture of the given size as its logo and favicon, and the page built for it. */
async function pageFor(bytes: number): Promise<{ html: string; picture: Buffer }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'brand-page-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'public'));
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8">';
  const picture = Buffer.from(`${svg}${'<!-- padding -->'.repeat(Math.max(0, Math.ceil((bytes - svg.length - 6) / 16)))}</svg>`);
  writeFileSync(path.join(dir, 'public', 'mark.svg'), picture);
  writeFileSync(path.join(dir, 'brand.ts'), "export default { id: 'pictures', logo: 'mark.svg' };\n");
  const transform = brandPlugin({ BRAND_DIR: dir }).transformIndexHtml as (html: string) => Promise<string>;
  return { html: await transform(page), picture };
}

const favicon = (html: string) => /<link rel="icon"[^>]*href="([^"]*)"/.exec(html)?.[1];
const splashLogo = (html: string) => /class="app-splash"><img src="([^"]*)"/.exec(html)?.[1];

describe("the brand's logo and favicon in the page", () => {
  it('are inside the page when small, with their own bytes and type', async () => {
    const { html, picture } = await pageFor(600);
    const inline = `data:image/svg+xml;base64,${picture.toString('base64')}`;
    expect(favicon(html)).toBe(inline);
    expect(splashLogo(html)).toBe(inline);
  });

  it('stay files when large', async () => {
    const { html } = await pageFor(20_000);
    expect(favicon(html)).toBe('./mark.svg');
    expect(splashLogo(html)).toBe('./mark.svg');
  });
});
