// Bundle budget, checked after `npm run build`: what the hall (/) loads ≤ 150 KB gzip, every lazily loaded
// chunk ≤ 40 KB gzip. Prints each route's JS; exits 1 when over.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const HALL_BUDGET_KB = 150;
const CHUNK_BUDGET_KB = 40;
// The screen of the / route (screens.config.ts).
const HALL_SOURCE = /src\/features\/hall\/HallScreen\.tsx$/;

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

/** A chunk and every chunk it imports statically. */
function closure(key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, into);
  return into;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const initial = closure(entryKey);
const sum = (files) => files.reduce((total, f) => total + gzipKb(f), 0);

const rows = [];
const failures = [];
const hallKey = Object.keys(manifest).find((k) => manifest[k].isDynamicEntry && HALL_SOURCE.test(manifest[k].src ?? k));
if (!hallKey) failures.push('the hall screen (src/features/hall/HallScreen.tsx) is not among the lazily loaded chunks');
const hallKeys = hallKey ? new Set([...initial, ...closure(hallKey)]) : initial;
const hallKb = sum(jsOf(hallKeys));
rows.push(['/ (entry + hall)', hallKb, HALL_BUDGET_KB]);
if (hallKb > HALL_BUDGET_KB) failures.push(`the hall loads ${hallKb.toFixed(1)} KB gzip (budget ${HALL_BUDGET_KB})`);

for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.file.endsWith('.js') || initial.has(key)) continue;
  const kb = gzipKb(chunk.file);
  rows.push([chunk.src ?? chunk.file, kb, CHUNK_BUDGET_KB]);
  if (kb > CHUNK_BUDGET_KB) failures.push(`${chunk.src ?? chunk.file} is ${kb.toFixed(1)} KB gzip (budget ${CHUNK_BUDGET_KB})`);
}

console.log('JS budget (KB gzip):');
for (const [name, kb, budget] of rows) console.log(`  ${kb.toFixed(1).padStart(7)} / ${budget}  ${name}`);
if (failures.length) {
  console.error(`budget: over budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('budget: within budget');
