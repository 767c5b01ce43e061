// How the built front end (dist/) is delivered, as a CDN would: the Brotli or gzip file written at build time when the
// browser accepts it, hashed files cached for a year, the page and the service worker always checked again, and the
// security headers on every page (the hashed scripts and stylesheets keep only nosniff).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerHashedAssets } from './hashedAssets';
import { inlineScriptSources } from './inlineScripts';

/** Vite writes every content-hashed file under assets/: its name changes whenever its bytes do. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else of the site (index.html, sw.js, the manifest, logo.svg): kept, but revalidated by ETag each time. */
export const REVALIDATE = 'no-cache';

const isHashedAsset = (file: string) => file.split(path.sep).includes('assets');

/**
 * The inline scripts' sources of the built page in `distDir`, or none when there is no build: the build writes small
 * ones that must run before any file can arrive (the upgrade gate, the loader of the shims for old engines).
 */
export function pageScriptSources(distDir: string): string[] {
  const page = path.join(distDir, 'index.html');
  return existsSync(page) ? inlineScriptSources(readFileSync(page, 'utf8')) : [];
}

/**
 * The app's policy: no inline script but the page's own (each by its hash), inline styles allowed (antd-mobile sets
 * them), images from anywhere secure (banners may live on a CDN) plus data:/blob: (QR codes, posters, avatar previews),
 * frames from us or a game platform over https, the WebSocket of the page's own host. Only our own pages may frame the
 * app.
 */
export function contentSecurityPolicy(host: string | undefined, scriptSources: readonly string[] = [], lines: readonly string[] = []): string {
  const sockets = host ? ` ws://${host} wss://${host}` : '';
  // Every line of the site (server/base/lines.ts): the app moves to another when one is blocked.
  const others = lines.map((source) => ` ${source}`).join('');
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${sockets}${others}`,
    "frame-src 'self' https:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Pages under /files/ (demo game, customer service, download) are third-party stand-ins with scripts of their own. */
const isServerFile = (url: string) => url.startsWith('/files/');

/**
 * The app's own scripts and stylesheets (hashed, under /assets/). A policy, a referrer policy and frame rules govern
 * documents (and workers), not these: on each of the dozens of them a screen loads they were ~0.5 KB of headers that
 * HTTP/1.1 sends uncompressed, a few KB per screen on a slow network.
 */
const isSubresource = (url: string) => /^\/assets\/[^?]+\.(?:js|css)(?:\?|$)/.test(url);

function addSecurityHeaders(request: FastifyRequest, reply: FastifyReply, scriptSources: readonly string[], lines: readonly string[]): void {
  reply.header('X-Content-Type-Options', 'nosniff');
  if (isSubresource(request.url)) return;
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  reply.header('X-Frame-Options', 'SAMEORIGIN');
  if (!isServerFile(request.url)) reply.header('Content-Security-Policy', contentSecurityPolicy(request.host, scriptSources, lines));
  // An answer of the API may carry money or a token, the admin API's the operator's figures: no cache (the browser's
  // or a proxy's) keeps it. The admin's page and its files set their own.
  if (request.url.startsWith('/api/') || request.url.startsWith('/admin/')) reply.header('Cache-Control', 'no-store');
}

/**
 * `distDir`: the build whose page's inline scripts the policy lets run (read once, at start); `lines`: the origins of
 * the site's lines, which the page may connect to.
 */
export function registerSecurityHeaders(app: FastifyInstance, distDir?: string, lines: readonly string[] = []): void {
  const scriptSources = distDir ? pageScriptSources(distDir) : [];
  app.addHook('onRequest', async (request, reply) => addSecurityHeaders(request, reply, scriptSources, lines));
}

/**
 * Serves dist/ at /: pre-compressed siblings (.br, .gz) chosen by Accept-Encoding, with ETags and cache rules. The
 * hashed scripts and stylesheets come from memory; the rest (the page, the service worker, pictures) from disk.
 */
export async function registerSite(app: FastifyInstance, dir: string): Promise<void> {
  const distDir = path.resolve(dir); // DIST_DIR may be relative to the working directory
  registerHashedAssets(app, path.join(distDir, 'assets'), IMMUTABLE);
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    decorateReply: false,
    preCompressed: true,
    etag: true,
    lastModified: true,
    cacheControl: false,
    setHeaders: (reply, file) => {
      reply.header('Cache-Control', isHashedAsset(path.relative(distDir, file)) ? IMMUTABLE : REVALIDATE);
    },
  });
}
