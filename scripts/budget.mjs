// Bundle budget, checked after `npm run build`: what the hall (/) loads ≤ 145 KB gzip, every lazily loaded
// chunk ≤ 40 KB gzip, the field reports ≤ 4 KB gzip before the first paint, the upgrade gate ≤ 1 KB gzip in the page,
// the service worker's precache ≤ 480 KB as sent. Prints each route's JS (its screen chunk and the shared chunks it adds to the entry); exits 1
// when over. (Toast and dialog load on first use; the service worker has them cached by then.)
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// 150 until the second wave: the offline/update status, the install prompt, brand themes with a language loader, the
// back-end dialect's middleware, focus keeping and the unread-notice badge took the hall to ~155. Whether it is fast
// enough is Lighthouse's call (npm run bench:web); this line only catches a sudden jump. 157 since amounts and times
// are written per language (src/lib/format, ~0.9 KB): the hall's balance goes through it. 158 since /activity's first
// page is asked for by the entry, beside its code (~0.8 KB: the list's query, not its components). 145 since the
// router is React Router's declarative one (~17 KB gzip less than its data router, src/shell/router.tsx): the line keeps
// that gain from slipping back. 139 since antd-mobile's React 19 shim loads with the toast and dialog that need it
// (src/kit/toast.ts), not in the entry (~3.4 KB gzip with the legacy render it replaces). 141 since the shell closes
// overlays on the phone's back button, names each kind of failure with a retry for the settings, and checks every
// entrance against the brand's routes (~2.9 KB gzip together; the not-offered notice loads when first shown). 142
// since every page reports to the operator (src/shell/field): its always-loaded part, the failures' channel and the
// client's timing of calls (~0.7 KB gzip; the reporter and web-vitals load after the first paint, checked below). The
// browser floor (package.json's browserslist) costs the hall ~0.4 KB gzip of script: its shims load only where needed
// (below), and optional chaining is kept for Chromium 80 to 90 (vite/browserFloor.ts syntaxTargets). 143 since a
// returning player's kept hall paints before the start-up its paint does not need (afterPaintSettled in
// src/lib/afterNextPaint.ts, the prefetch asking only for what was not kept: ~0.2 KB gzip) and INP and CLS are told
// per route (src/shell/field/routeShown.ts, ~0.1 KB gzip). 145 since the one client sends each call on the line in
// use and once more on another when no answer came (src/api/lines: its list, state and failover, ~2 KB gzip; measured
// 142.7 before, 144.7 after on 2026-12-07): the first screen's calls go through it, so it cannot wait. The probes, the
// line check page and the shell's note load after the first paint.
const HALL_BUDGET_KB = 145;
const CHUNK_BUDGET_KB = 40;
// The forms a visit can start on (log-in, registration, a deposit link) load their rules at the first check, after
// the first paint (src/renderers/headlessForm/resolverOnDemand.ts): zod (~22 KB) is not among the files that paint waits for.
const RULES_ON_DEMAND = ['/login', '/reg', '/reg2', '/recharge'];
const isZod = (file) => /(^|\/)zod-[^/]*\.js$/.test(file);

const dist = path.resolve('dist');
let manifest;
try {
  manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
} catch {
  console.error('budget: dist/.vite/manifest.json is missing; run `npm run build` first.');
  process.exit(1);
}

const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
const jsOf = (keys) => [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
const sum = (keys) => jsOf(keys).reduce((total, f) => total + gzipKb(f), 0);
const kb = (n) => n.toFixed(1).padStart(7);

/** A chunk and every chunk it imports statically. */
function closure(key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, into);
  return into;
}

/** Each route of screens.config.ts, its screen's module and the files it adds to the entries (vite/screenFiles.ts). */
function routes() {
  try {
    return JSON.parse(readFileSync(path.join(dist, '.vite', 'screens.json'), 'utf8'));
  } catch {
    return [];
  }
}

const failures = [];
// The page's entries: the app's (index.html) and the one ahead of it (src/ahead.ts), which must not wait for React.
// The shims for old engines are an entry that only an engine lacking one of them loads (vite/platformShims.ts): not a
// modern phone's first paint. Counted apart, below.
const SHIMS = 'src/platformShims.ts';
const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry && manifest[k].src !== SHIMS);
const entry = entries.reduce((all, key) => closure(key, all), new Set());
const ahead = entries.find((k) => manifest[k].src === 'src/ahead.ts');
if (!ahead) failures.push('src/ahead.ts is not an entry of the build (vite/aheadEntry.ts)');
else {
  const vendor = [...closure(ahead)].filter((k) => /(^|\/)_?vendor-/.test(manifest[k].file));
  if (vendor.length) failures.push(`the entry ahead of the app imports ${vendor.map((k) => manifest[k].file).join(', ')}: it would wait for React`);
  console.log(`  ${kb(sum(closure(ahead)))}  ahead of the app (src/ahead.ts: the first screen's calls)`);
}
const list = routes();
if (!list.length) failures.push('dist/.vite/screens.json lists no route (written by vite/screenFiles.ts)');

console.log('JS per route (KB gzip; the entries, then what the route adds to them):');
console.log(`  ${kb(sum(entry))}  entries (router, providers, shell)`);
for (const route of list) {
  if (!route.files) {
    failures.push(`${route.path}: its screen (${route.source}) is not a lazily loaded chunk`);
    continue;
  }
  const own = route.files.filter((file) => file.endsWith('.js')).reduce((total, file) => total + gzipKb(file), 0);
  const total = sum(entry) + own;
  const budget = route.path === '/' ? HALL_BUDGET_KB : null;
  console.log(`  ${kb(total)}${budget ? ` / ${budget}` : ''}  ${route.path}  (+${own.toFixed(1)})`);
  if (budget && total > budget) failures.push(`/ loads ${total.toFixed(1)} KB gzip (budget ${budget})`);
  if (RULES_ON_DEMAND.includes(route.path) && route.files.some(isZod)) failures.push(`${route.path} loads zod before its first paint: its form's rules should load on demand`);
}

console.log(`Each lazily loaded chunk (budget ${CHUNK_BUDGET_KB}):`);
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.file.endsWith('.js') || entry.has(key)) continue;
  const size = gzipKb(chunk.file);
  console.log(`  ${kb(size)}  ${chunk.src ?? chunk.file}`);
  if (size > CHUNK_BUDGET_KB) failures.push(`${chunk.src ?? chunk.file} is ${size.toFixed(1)} KB gzip (budget ${CHUNK_BUDGET_KB})`);
}

// The field reports (src/shell/field): their always-loaded modules at most 4 KB gzip before the first paint (as the
// build rendered them, before minifying: an upper bound); the reporter and web-vitals after it, in no route's files.
const FIELD_FIRST_PAINT_KB = 4;
let fieldCost;
try {
  fieldCost = JSON.parse(readFileSync(path.join(dist, '.vite', 'field-reports.json'), 'utf8'));
} catch {
  failures.push('dist/.vite/field-reports.json is missing (written by vite/fieldReportsCost.ts)');
}
if (fieldCost) {
  const code = fieldCost.firstPaint.map((piece) => piece.code).join('\n');
  const firstPaint = gzipSync(code, { level: 9 }).length / 1024;
  console.log(`Field reports (budget ${FIELD_FIRST_PAINT_KB} before the first paint):`);
  console.log(`  ${kb(firstPaint)}  before the first paint (${fieldCost.firstPaint.map((piece) => piece.module).join(', ')})`);
  if (firstPaint > FIELD_FIRST_PAINT_KB) failures.push(`the field reports load ${firstPaint.toFixed(1)} KB gzip before the first paint (budget ${FIELD_FIRST_PAINT_KB})`);
  const reporter = Object.keys(manifest).find((key) => manifest[key].src === 'src/shell/field/reporter.ts');
  if (!reporter) failures.push('src/shell/field/reporter.ts is not a chunk of its own: it must load after the first paint');
  else {
    const deferred = [...closure(reporter)].filter((key) => !entry.has(key));
    console.log(`  ${kb(sum(deferred))}  after it (the reporter and web-vitals)`);
    const file = manifest[reporter].file;
    if (entry.has(reporter)) failures.push(`the field reporter (${file}) is among the entries' files`);
    for (const route of list) if (route.files?.includes(file)) failures.push(`${route.path} loads the field reporter (${file}) before its first paint`);
  }
}

// The browser floor (docs/browsers.md): what a phone that lacks nothing pays for it before its first paint is the page's
// test for the shims (the syntax lowered to the floor is in the figures above: docs/performance.md measures it apart).
// The shims themselves load only where the test fails.
const FLOOR_TEST_BUDGET_KB = 0.5;
const shims = Object.keys(manifest).find((k) => manifest[k].src === SHIMS);
const loader = /<script id="platform-shims-loader">[\s\S]*?<\/script>/.exec(readFileSync(path.join(dist, 'index.html'), 'utf8'))?.[0];
console.log(`The browser floor (budget ${FLOOR_TEST_BUDGET_KB} on every phone):`);
if (!shims || !loader) failures.push(`the shims for old engines (${SHIMS}) or their loader in index.html are missing (vite/platformShims.ts)`);
else {
  const test = gzipSync(loader, { level: 9 }).length / 1024;
  console.log(`  ${kb(test)}  on every phone: the page's test for the shims (index.html)`);
  console.log(`  ${kb(sum(closure(shims)))}  only on an engine that lacks one of them: the shims (${manifest[shims].file})`);
  if (test > FLOOR_TEST_BUDGET_KB) failures.push(`the page's test for the shims is ${test.toFixed(2)} KB gzip (budget ${FLOOR_TEST_BUDGET_KB})`);
  if (entry.has(shims)) failures.push('the shims are among the files every phone loads');
}

// The upgrade gate (vite/upgradeGate.ts): in every page, so at most 1 KB gzip (~0.5 KB in 2026-11); its notice, with
// the brand's words in each language, is a file only an engine below the floor asks for.
const GATE_KB = 1;
const page = readFileSync(path.join(dist, 'index.html'), 'utf8');
const gate = /<script id="upgrade-gate">([\s\S]*?)<\/script>/.exec(page)?.[1];
console.log(`The upgrade gate (budget ${GATE_KB} in every page):`);
if (!gate) failures.push('dist/index.html has no upgrade gate (vite/upgradeGate.ts)');
else {
  const gateKb = gzipSync(gate, { level: 9 }).length / 1024;
  console.log(`  ${kb(gateKb)}  in the page`);
  console.log(`  ${kb(gzipKb('upgrade.js'))}  its notice (dist/upgrade.js), below the floor only`);
  if (gateKb > GATE_KB) failures.push(`the upgrade gate is ${gateKb.toFixed(1)} KB gzip in every page (budget ${GATE_KB})`);
}

// What a first visit downloads in the background once the page is up: the service worker's precache (vite.pwa.ts),
// every file an installed app needs offline (docs/performance.md says what it holds). As sent: a service worker runs
// only on HTTPS, where every browser of the floor takes the build's Brotli copies (a file too small for one goes as is).
// ~440 KB on 2026-12-07; the line catches a jump, as a new library or a screen's pictures inlined would make.
const PRECACHE_BUDGET_KB = 480;
const worker = (() => {
  try {
    return readFileSync(path.join(dist, 'sw.js'), 'utf8');
  } catch {
    return null;
  }
})();
const precached = worker ? [...worker.matchAll(/\burl:\s*"([^"]+)"/g)].map((match) => match[1]) : [];
console.log(`The service worker's precache, downloaded after a first visit (budget ${PRECACHE_BUDGET_KB}, Brotli as sent):`);
if (!precached.length) failures.push('dist/sw.js lists no file to precache (vite.pwa.ts)');
else {
  const sent = (file) => {
    const whole = path.join(dist, file);
    return (existsSync(`${whole}.br`) ? statSync(`${whole}.br`) : statSync(whole)).size / 1024;
  };
  const kinds = new Map();
  for (const file of precached) kinds.set(path.extname(file), [...(kinds.get(path.extname(file)) ?? []), file]);
  for (const [kind, files] of kinds) console.log(`  ${kb(files.reduce((total, file) => total + sent(file), 0))}  ${files.length} ${kind}`);
  const total = precached.reduce((sum, file) => sum + sent(file), 0);
  console.log(`  ${kb(total)} / ${PRECACHE_BUDGET_KB}  in all (${precached.length} files)`);
  if (total > PRECACHE_BUDGET_KB) failures.push(`the precache is ${total.toFixed(0)} KB as sent (budget ${PRECACHE_BUDGET_KB})`);
}

if (failures.length) {
  console.error(`budget: over budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('budget: within budget');
