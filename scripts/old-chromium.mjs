// Old Chromium builds for the engines test, from the npm registry: the serverless Chromium packages (chrome-aws-lambda,
// @sparticuz/chromium) ship a whole headless Chromium, brotli-compressed, with the few libraries it needs beside the
// system's. The Android WebViews, WeChat's and the domestic browsers players still hold run Chromium 80–110. Each
// build is fetched once with `npm pack`, its tarball checked against the registry's integrity, unpacked into a cache
// outside the repository (keyed by package and version) and reused by every later run.
//
// As a script: `node scripts/old-chromium.mjs chromium80 chromium90` makes sure those builds are cached.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { machineCache } from './machine-cache.mjs';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';

/** Each engine's name, the package and version that carry it, and the Chromium it must report. */
export const OLD_CHROMIUM = {
  chromium79: { pkg: 'chrome-aws-lambda', version: '2.0.2', chromium: '79.0.3945' },
  chromium80: { pkg: 'chrome-aws-lambda', version: '2.1.1', chromium: '80.0.3987' },
  chromium83: { pkg: 'chrome-aws-lambda', version: '3.1.1', chromium: '83.0.4103' },
  chromium90: { pkg: 'chrome-aws-lambda', version: '8.0.2', chromium: '90.0.4427' },
  chromium92: { pkg: 'chrome-aws-lambda', version: '10.1.0', chromium: '92.0.4512' },
  chromium103: { pkg: '@sparticuz/chromium', version: '103.0.0', chromium: '103.0.5058' },
  chromium110: { pkg: '@sparticuz/chromium', version: '110.0.0', chromium: '110.0.5478' },
};

/** Below the app's floor (Chromium 80): the page must say the browser is too old to run it, in words. */
export const BELOW_FLOOR = ['chromium79'];

/** The builds `npm test` runs (the floor, two above it, and one below); the others by name, ENGINES=chromium83. */
export const DEFAULT_OLD_CHROMIUM = ['chromium79', 'chromium80', 'chromium90', 'chromium110'];

/** Where the builds are kept: OLD_CHROMIUM_CACHE, or the user's cache folder (never inside the repository). */
export const cacheRoot = () => path.resolve(process.env.OLD_CHROMIUM_CACHE ?? machineCache('old-chromium'));

const folderOf = (build) => path.join(cacheRoot(), `${build.pkg.replace('@', '').replace('/', '-')}-${build.version}`);

/** The unpacked build: its executable and the folder of libraries it loads (LD_LIBRARY_PATH). */
export function oldChromium(name) {
  const build = OLD_CHROMIUM[name];
  if (!build) throw new Error(`no old Chromium build is named ${name} (${Object.keys(OLD_CHROMIUM).join(', ')})`);
  const dir = folderOf(build);
  return { ...build, dir, executable: path.join(dir, 'chromium'), lib: path.join(dir, 'lib'), ready: path.join(dir, 'ready.json') };
}

const npm = (args, cwd) => execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

/** The registry's sha512 integrity of a tarball's bytes, as npm writes it. */
const integrityOf = (file) => `sha512-${createHash('sha512').update(readFileSync(file)).digest('base64')}`;

/** The builds `names`, each fetched unless cached, its version printed; ends the process when one cannot be had. */
export function fetchOldChromiumOrExit(tag, names) {
  try {
    for (const name of names) {
      ensureOldChromium(name, (line) => console.log(line.replace('[old-chromium]', `[${tag}]`)));
      console.log(`[${tag}] ${name}: Chromium ${OLD_CHROMIUM[name].chromium} (${OLD_CHROMIUM[name].pkg}@${OLD_CHROMIUM[name].version})`);
    }
  } catch (error) {
    console.error(`[${tag}] an old Chromium build could not be fetched: ${error.message}`);
    process.exit(1);
  }
}

/** Fetches, checks and unpacks one build unless the cache has it already; answers the executable's path. */
export function ensureOldChromium(name, log = console.log) {
  const build = oldChromium(name);
  const spec = `${build.pkg}@${build.version}`;
  if (existsSync(build.ready) && existsSync(build.executable)) {
    const kept = JSON.parse(readFileSync(build.ready, 'utf8'));
    if (kept.spec === spec) return build.executable;
  }
  const started = Date.now();
  const expected = String(JSON.parse(npm(['view', spec, 'dist.integrity', '--json'])));
  if (!expected.startsWith('sha512-')) throw new Error(`the registry gave no sha512 integrity for ${spec}`);
  mkdirSync(cacheRoot(), { recursive: true });
  // Unpacked beside its final place and moved there whole: a run cut short leaves no half build behind.
  const work = mkdtempSync(path.join(cacheRoot(), '.fetch-'));
  try {
    const packed = JSON.parse(npm(['pack', spec, '--json', '--pack-destination', work], work));
    const tarball = path.join(work, packed[0].filename);
    const actual = integrityOf(tarball);
    if (actual !== expected) throw new Error(`${spec}: the tarball's integrity ${actual} is not the registry's ${expected}`);
    execFileSync('tar', ['--no-same-owner', '-xzf', tarball, '-C', work]);
    const bin = path.join(work, 'package', 'bin');
    const out = path.join(work, 'build');
    mkdirSync(out);
    writeFileSync(path.join(out, 'chromium'), brotliDecompressSync(readFileSync(path.join(bin, 'chromium.br'))));
    chmodSync(path.join(out, 'chromium'), 0o755);
    // The libraries the build needs beside the system's (NSS, expat...), in lib/. Its fonts.conf is left unused: the
    // system's fontconfig finds the CJK font the engines test installs.
    writeFileSync(path.join(work, 'aws.tar'), brotliDecompressSync(readFileSync(path.join(bin, 'aws.tar.br'))));
    execFileSync('tar', ['--no-same-owner', '-xf', path.join(work, 'aws.tar'), '-C', out]);
    writeFileSync(path.join(out, 'ready.json'), JSON.stringify({ spec, integrity: expected, chromium: build.chromium, fetched: new Date().toISOString() }, null, 2));
    rmSync(build.dir, { recursive: true, force: true });
    renameSync(out, build.dir);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  log(`[old-chromium] ${name}: fetched ${spec} (Chromium ${build.chromium}) into ${build.dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return build.executable;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const name of process.argv.slice(2)) console.log(ensureOldChromium(name));
}
