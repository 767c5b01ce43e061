// How the server delivers the built site: what a browser (or a CDN in front) receives for the page, a hashed bundle
// and an API answer. A small dist/ is written the way the build writes it (with .br and .gz siblings).
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../vite.precompress';
import { startServer, type TestServer } from './harness';

const HALL_JS = `export const hall = ${JSON.stringify('x'.repeat(4000))};\n`;
const PAGE = '<!doctype html><html><head><script type="module" src="./assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>'.padEnd(900, ' ');

let dist: string;
let server: TestServer;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), PAGE);
  writeFileSync(path.join(dist, 'assets', 'HallScreen-AbC123.js'), HALL_JS);
  writeFileSync(path.join(dist, 'assets', 'HallScreen-AbC123.css'), `.hall{color:red}\n`.repeat(100));
  writeFileSync(path.join(dist, 'assets', 'OldScreen-Zz9.js'), HALL_JS);
  writeFileSync(path.join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await precompressDir(dist);
  server = await startServer({ distDir: dist });
});

afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

describe('the site as the server delivers it', () => {
  it('sends the hall bundle as Brotli when the browser accepts it, gzip otherwise, and plain when neither', async () => {
    const br = await get('/assets/HallScreen-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(HALL_JS);

    const gz = await get('/assets/HallScreen-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(HALL_JS);

    const plain = await get('/assets/HallScreen-AbC123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(HALL_JS);
  });

  it('answers a hashed file that a new build removed as not found, not as an error', async () => {
    unlinkSync(path.join(dist, 'assets', 'OldScreen-Zz9.js'));
    const gone = await get('/assets/OldScreen-Zz9.js', { 'accept-encoding': 'identity' });
    expect(gone.statusCode).toBe(404);
  });

  it('compresses CSS too', async () => {
    const css = await get('/assets/HallScreen-AbC123.css', { 'accept-encoding': 'br' });
    expect(css.headers['content-encoding']).toBe('br');
    expect(css.headers['content-type']).toMatch(/text\/css/);
  });

  it('lets browsers keep hashed files for a year without asking, and answers a repeat with 304 by ETag', async () => {
    const first = await get('/assets/HallScreen-AbC123.js', { 'accept-encoding': 'br' });
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await get('/assets/HallScreen-AbC123.js', { 'accept-encoding': 'br', 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
  });

  it('has the page revalidated every time, so a new release shows at the next visit', async () => {
    for (const url of ['/', '/index.html']) {
      const page = await get(url, { 'accept-encoding': 'br' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers.etag).toBeTruthy();
    }
  });

  it('sends the security headers with the page: a CSP without inline script, nosniff, a referrer policy, own frames only', async () => {
    const page = await get('/', { host: 'play.example:8787' });
    const csp = String(page.headers['content-security-policy']);
    const directive = (name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('connect-src')).toContain('wss://play.example:8787');
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive('frame-src')).toContain("'self'");
    expect(directive('img-src')).toEqual(expect.stringContaining('data:'));
    expect(directive('img-src')).toEqual(expect.stringContaining('blob:'));
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("sends the app's scripts and stylesheets with nosniff and without a page's headers, which would only add bytes", async () => {
    for (const url of ['/assets/HallScreen-AbC123.js', '/assets/HallScreen-AbC123.css']) {
      const asset = await get(url, { 'accept-encoding': 'br' });
      expect(asset.statusCode, url).toBe(200);
      expect(asset.headers['x-content-type-options'], url).toBe('nosniff');
      for (const header of ['content-security-policy', 'x-frame-options', 'referrer-policy']) expect(asset.headers[header], `${url} ${header}`).toBeUndefined();
    }
    // A picture can be opened as a document of its own: it keeps the policy.
    const picture = await get('/logo.svg');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-security-policy']).toBeTruthy();
  });

  it('never lets a cache keep an API answer (it may carry money or a token)', async () => {
    const answer = await server.app.inject({ method: 'POST', url: '/api/app', payload: {} });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps the demo pages under /files/ frameable by the app and unsniffed', async () => {
    const page = await get('/files/content/game.html');
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the demo pictures and pages under /files/ compressed too, Brotli first, and nothing the browser refuses', async () => {
    const url = '/files/content/banners/welcome.svg';
    const plain = await get(url, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^image\/svg\+xml/);

    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await get('/files/content/game.html', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe((await get('/files/content/game.html')).body);
  });
});

describe("the page's inline scripts", () => {
  const GATE = 'window.gate=1;';
  let built: string;
  let site: TestServer;
  beforeAll(async () => {
    built = mkdtempSync(path.join(tmpdir(), 'dist-'));
    // The build writes one inline script, the upgrade gate (vite/upgradeGate.ts), and data blocks that run nothing.
    writeFileSync(
      path.join(built, 'index.html'),
      `<!doctype html><html><head><script id="upgrade-gate">${GATE}</script><script type="module" src="./assets/a.js"></script>` +
        '<script type="application/json" id="screen-files">{"files":[]}</script></head><body><div id="root"></div></body></html>',
    );
    site = await startServer({ distDir: built });
  });
  afterAll(async () => {
    await site.close();
    rmSync(built, { recursive: true, force: true });
  });

  it('are allowed each by its hash, and nothing else inline', async () => {
    const page = await site.app.inject({ method: 'GET', url: '/' });
    const scripts = String(page.headers['content-security-policy']).split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src '));
    expect(scripts).toBe(`script-src 'self' 'sha256-${createHash('sha256').update(GATE).digest('base64')}'`);
  });
});
