// @vitest-environment node
// The SQLite addon an install compiled is kept where the next install on the machine finds it
// (scripts/keep-sqlite-build.mjs): prebuild-install, given npm's cache and no way to GitHub, then unpacks it instead of
// compiling SQLite again.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const addonPackage = path.join(root, 'node_modules', 'better-sqlite3');
const work = mkdtempSync(path.join(tmpdir(), 'keep-sqlite-'));
const npmCache = path.join(work, 'npm-cache');
// npm's settings as an install sees them, the cache moved here; no proxy, and GitHub unreachable (a closed local port).
const env = { ...process.env, npm_config_cache: npmCache, npm_config_proxy: 'http://127.0.0.1:9', npm_config_https_proxy: 'http://127.0.0.1:9' };

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the SQLite addon kept for the next install', () => {
  it('is put in npm cache under the name prebuild-install looks for, and the next install unpacks it without compiling', () => {
    const kept = spawnSync(process.execPath, [path.join(root, 'scripts/keep-sqlite-build.mjs')], { env, encoding: 'utf8' });
    expect(kept.status, kept.stderr).toBe(0);
    const files = readdirSync(path.join(npmCache, '_prebuilds'));
    expect(files).toHaveLength(1);

    // A package as a fresh install has it before its install script: its package.json, no build.
    const fresh = path.join(work, 'better-sqlite3');
    mkdirSync(fresh);
    copyFileSync(path.join(addonPackage, 'package.json'), path.join(fresh, 'package.json'));
    const install = spawnSync(process.execPath, [path.join(root, 'node_modules/prebuild-install/bin.js'), '--verbose'], { cwd: fresh, env, encoding: 'utf8' });
    expect(install.status, install.stderr).toBe(0);
    expect(install.stderr).toContain('found cached prebuild');
    expect(existsSync(path.join(fresh, 'build/Release/better_sqlite3.node'))).toBe(true);

    // Kept once: a second run leaves the cache as it is, and says nothing.
    const again = spawnSync(process.execPath, [path.join(root, 'scripts/keep-sqlite-build.mjs')], { env, encoding: 'utf8' });
    expect(again.stdout).toBe('');
  });
});
