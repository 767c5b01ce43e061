// `postinstall`: keeps the SQLite addon this install compiled where the next install on this machine finds it.
//
// better-sqlite3 installs with prebuild-install, which looks for a prebuilt addon in npm's cache (`_prebuilds`) before
// asking GitHub for one; where GitHub cannot be reached (here: the npm registry only), it compiles SQLite from source,
// a minute of one core in every `npm ci` (97 s against 44 s, 2026-12-07). This puts the addon just compiled into that
// cache, under the name prebuild-install looks for (its own functions compute it), once it has loaded under this Node:
// a fresh clone's `npm ci` on the same machine then unpacks it. A new machine compiles it once, as before.
// It never fails an install: anything amiss is said and skipped.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const addonPackage = path.join(root, 'node_modules', 'better-sqlite3');
const addon = path.join('build', 'Release', 'better_sqlite3.node');

const say = (line) => console.log(`[keep-sqlite-build] ${line}`);
const node = (script) => spawnSync(process.execPath, ['-e', script], { cwd: addonPackage, encoding: 'utf8' });

function keep() {
  if (!existsSync(path.join(addonPackage, addon))) return;
  // The file prebuild-install would look for, as it computes it (its settings read from npm's, as during an install).
  const where = node(
    "const pkg = require('./package.json'); const rc = require('prebuild-install/rc')(pkg); const util = require('prebuild-install/util');" +
      'process.stdout.write(util.cachedPrebuild(util.getDownloadUrl({ ...rc, pkg })))',
  );
  const cached = where.status === 0 ? where.stdout.trim() : '';
  if (!cached) return say(`skipped: where prebuild-install looks is unknown (${where.stderr.trim().split('\n')[0] ?? ''})`);
  if (existsSync(cached)) return;
  const loads = node("const Database = require('./'); new Database(':memory:').prepare('select 1').get()");
  if (loads.status !== 0) return say('skipped: the addon does not load under this Node');
  mkdirSync(path.dirname(cached), { recursive: true });
  const partial = `${cached}.${process.pid}.tmp`;
  const packed = spawnSync('tar', ['-czf', partial, '-C', addonPackage, addon], { encoding: 'utf8' });
  if (packed.status !== 0) {
    rmSync(partial, { force: true });
    return say(`skipped: tar failed (${(packed.stderr || packed.error?.message || '').trim()})`);
  }
  renameSync(partial, cached);
  say(`kept for the next install on this machine: ${cached}`);
}

try {
  keep();
} catch (error) {
  say(`skipped: ${error instanceof Error ? error.message : String(error)}`);
}
