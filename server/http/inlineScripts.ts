// The page's own inline scripts as sources of its policy's script-src, each the hash that lets exactly its text run:
// the server sends them (./site.ts) and the build writes them for a back end that serves dist/ itself
// (vite/upgradeGate.ts, dist/.vite/csp.json).
import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** A type a browser runs: none, a JavaScript one or a module. A data block (application/json) runs nothing: no hash. */
const RUNS = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;
const typeOf = (attributes: string) => /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.trim() ?? '';

/** 'sha256-<base64>' of each inline script of the page that runs, each once. */
export function inlineScriptSources(html: string): string[] {
  const sources = [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes = '']) => !/\ssrc\s*=/i.test(attributes) && RUNS.test(typeOf(attributes)))
    .map(([, , text = '']) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  return [...new Set(sources)];
}
