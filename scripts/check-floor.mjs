// The built site against the browser floor (package.json's browserslist, docs/browsers.md): every script of dist/
// (the app's chunks, its dependencies, the operator's page, the service worker and Workbox) must parse as the floor's
// engines parse, call no built-in or platform API they lack unless guarded or shimmed (src/platformShims.ts), and
// every stylesheet (and the page's own styles) must use no CSS they lack without a fallback beside it. The lint holds
// our own source; this holds what the bundler made of it and of every dependency. Exits 1 on a finding.
//
// node scripts/check-floor.mjs [dist]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as acorn from 'acorn';
import * as walk from 'acorn-walk';
import * as eslintScope from 'eslint-scope';
import { floorInMdnTerms, newerGlobals, newerMethods, newerStatics } from '../eslint/floor.js';
import { cssFindings, flexGapClasses } from './check-floor-css.mjs';
import { sourceGapFindings } from './check-floor-gaps.mjs';

/** Every syntax the floor's engines parse: ES2020 (each of its features is in Chromium 80, Safari 14 and Firefox 78). */
export const FLOOR_ECMA_VERSION = 2020;

/**
 * Uses the check cannot see are guarded, each with the reason it is safe. Name: `<what>` as findings name it.
 * Nothing else is let through.
 */
export const GUARDED = {
  PerformanceNavigationTiming:
    "web-vitals' TTFB attribution tests `entry instanceof PerformanceNavigationTiming` only once the page has a navigation entry, which an engine without the interface (Safari 14) never has",
};

const floor = floorInMdnTerms();
/** What the app's own chunks may call (the shims run first in each entry), and what other scripts may (nothing shimmed). */
const APP = { methods: newerMethods(floor), statics: newerStatics(floor) };
const UNSHIMMED = { methods: newerMethods(floor, []), statics: newerStatics(floor, []) };
/** The scripts the shims run before: the app's chunks. Not the service worker, Workbox, or the operator's page. */
export const afterShims = (file) => file.startsWith('assets/');
const globals = newerGlobals(floor);

function parse(code, file) {
  const options = { ecmaVersion: FLOOR_ECMA_VERSION, locations: true, ranges: true };
  try {
    return acorn.parse(code, { ...options, sourceType: 'module' });
  } catch (moduleError) {
    try {
      return acorn.parse(code, { ...options, sourceType: 'script' }); // the service worker and Workbox are classic scripts
    } catch {
      throw Object.assign(moduleError, { file });
    }
  }
}

const snippet = (code, node) => code.slice(Math.max(0, node.start - 40), node.end + 20).replace(/\s+/g, ' ');

/** The findings of one script's text: syntax newer than the floor, lookbehinds, and APIs the floor lacks unguarded. */
export function scriptFindings(code, file = 'script.js', { methods, statics } = afterShims(file) ? APP : UNSHIMMED) {
  const findings = [];
  const add = (what, node, detail = '') => {
    if (!(what in GUARDED)) findings.push({ file, what, where: node ? `${node.loc.start.line}:${node.loc.start.column}` : '', detail: detail || (node ? snippet(code, node) : '') });
  };
  let ast;
  try {
    ast = parse(code, file);
  } catch (error) {
    add(`syntax newer than ES${FLOOR_ECMA_VERSION}`, null, `${error.message}: ${code.slice(Math.max(0, error.pos - 40), error.pos + 40).replace(/\s+/g, ' ')}`);
    return findings;
  }
  // A name the script tests before it uses it: `typeof X`, `'X' in ...`, `!window.X`, `globalThis.X && ...`.
  const tested = new Set(
    [
      ...code.matchAll(/typeof\s*\(?\s*(?:(?:window|self|globalThis)\.)?([A-Za-z_$][\w$]*)/g),
      ...code.matchAll(/['"`]([A-Za-z_$][\w$]*)['"`]\s*in\b/g),
      ...code.matchAll(/(?:[!(?:]|&&|\|\|)\s*(?:window|self|globalThis)\.([A-Za-z_$][\w$]*)/g),
    ].map((m) => m[1]),
  );
  /** Identifiers inside a try block: a missing global there throws into its catch. */
  const tried = new Set();
  walk.fullAncestor(ast, (node, _state, ancestors) => {
    if (node.type === 'Identifier' && ancestors.some((a, i) => a.type === 'TryStatement' && ancestors[i + 1] === a.block)) tried.add(node);
    if (node.type === 'Literal' && (node.regex?.pattern ?? (typeof node.value === 'string' ? node.value : '')).match(/\(\?<[=!]/)) {
      add('a regular expression lookbehind (Safari before 16.4 cannot parse one)', node);
    }
    // Chromium 80 to 90 throw on an optional call with a spread that is not its last argument (crbug.com/42201552).
    if (node.type === 'CallExpression' && node.optional && node.arguments.some((a, i) => a.type === 'SpreadElement' && i < node.arguments.length - 1)) {
      add('an optional call with a spread before its last argument (Chromium 80 to 90 throw on it)', node);
    }
    if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') {
      const parent = ancestors[ancestors.length - 2];
      const called = parent?.type === 'CallExpression' && parent.callee === node;
      const name = node.property.name;
      if (called && methods.has(name)) add(`${methods.get(name).builtin}.prototype.${name}()`, node);
      if (node.object.type === 'Identifier') {
        const key = `${node.object.name}.${name}`;
        if (statics.has(key) && !tested.has(name) && !tested.has(node.object.name)) add(key, node);
        // window.requestIdleCallback(...), self.structuredClone(...): a global by another name.
        if (/^(window|self|globalThis)$/.test(node.object.name) && globals.has(name) && !tested.has(name) && called) add(name, node);
      }
    }
  });
  // Globals the floor lacks, named where no declaration of the script's own shadows them, and not tested first.
  const scopes = eslintScope.analyze(ast, { ecmaVersion: FLOOR_ECMA_VERSION, sourceType: ast.sourceType });
  for (const reference of scopes.globalScope.through) {
    const name = reference.identifier.name;
    if (globals.has(name) && !tested.has(name) && !tried.has(reference.identifier)) add(name, reference.identifier);
  }
  return findings;
}

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? files(file) : [file];
  });
}

/** Every finding in a built site, and in the markup of `src` where the site's flex gaps need it (none: not checked). */
export function distFindings(dist, src) {
  const all = files(dist);
  const findings = [];
  const gapClasses = new Set();
  for (const file of all.filter((f) => f.endsWith('.js'))) findings.push(...scriptFindings(readFileSync(file, 'utf8'), path.relative(dist, file)));
  for (const file of all.filter((f) => /\.(css|html)$/.test(f))) {
    const text = readFileSync(file, 'utf8');
    findings.push(...cssFindings(text, path.relative(dist, file), floor));
    for (const name of flexGapClasses(text, file)) gapClasses.add(name);
  }
  if (src) findings.push(...sourceGapFindings(src, gapClasses));
  return findings;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = path.resolve(process.argv[2] ?? 'dist');
  const started = Date.now();
  const findings = distFindings(dist, path.resolve('src'));
  for (const f of findings) console.log(`✘ ${f.file}${f.where ? `:${f.where}` : ''}: ${f.what}\n    ${f.detail}`);
  const floorText = Object.entries(floor).map(([id, v]) => `${id} ${v}`).join(', ');
  console.log(`[check-floor] ${path.relative(process.cwd(), dist)}/ against the floor (${floorText}): ${findings.length} finding(s), ${Date.now() - started} ms`);
  process.exit(findings.length ? 1 : 0);
}
