// @vitest-environment node
// `npm run dev` serves a brand's public files as the build copies them: its own first, else the default brand's (a
// brand that names no logo has the default one), and nothing outside public/.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveBrand } from '../../brands/resolve';
import { brandPlugin } from '../../vite/brand';

type Middleware = (req: { url?: string }, res: { setHeader(name: string, value: string): void; end(body: Buffer): void }, next: () => void) => void;

const root = path.resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'brand-dev-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(path.join(dir, 'brand.ts'), "export default { id: 'devbrand' };\n");

/** What the dev server answers for `url` through the brand plugin: the bytes sent, or null when it passed it on. */
function devServe(url: string): { body: Buffer; type: string } | null {
  let middleware: Middleware | undefined;
  const configure = brandPlugin({ BRAND_DIR: dir }).configureServer as (server: { middlewares: { use(fn: Middleware): void } }) => void;
  configure({ middlewares: { use: (fn) => (middleware = fn) } });
  let answer: { body: Buffer; type: string } | null = null;
  let type = '';
  middleware!({ url }, { setHeader: (_name, value) => (type = value), end: (body) => (answer = { body, type }) }, () => undefined);
  return answer;
}

describe('a brand in `npm run dev`', () => {
  const logo = `/${resolveBrand({ id: 'devbrand' }).logo}`;

  it("shows the default brand's logo when it has none of its own", () => {
    const served = devServe(logo);
    expect(served?.type).toBe('image/svg+xml');
    expect(served?.body.equals(readFileSync(path.join(root, 'brands/default/public', logo)))).toBe(true);
  });

  it('shows its own logo once it has one', () => {
    mkdirSync(path.join(dir, 'public'), { recursive: true });
    const own = '<svg xmlns="http://www.w3.org/2000/svg"><title>own</title></svg>';
    writeFileSync(path.join(dir, 'public', logo), own);
    expect(devServe(`${logo}?v=2`)?.body.toString()).toBe(own);
  });

  it('passes on what is not a public file, a path that climbs out, and a malformed one', () => {
    for (const url of ['/src/main.tsx', '/../package.json', '/%2e%2e/package.json', '/%E0%A4%A']) expect(devServe(url), url).toBeNull();
  });
});
