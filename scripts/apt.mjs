// Debian's packages for the test browsers, kept current: the package lists are refreshed once per run (a new machine's
// lists may be months old, and an old Chromium changes what the tests see), a package missing or older than what Debian
// serves is installed or upgraded, and each browser's version is printed so a failure names it.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
const run = (cmd) => execSync(cmd, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
const read = (cmd) => {
  try {
    return execSync(cmd, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
};

/** `npm test` runs several install steps; the lists are refreshed by the first and taken as fresh for an hour after. */
const STAMP = path.resolve('node_modules/.cache/apt-lists-refreshed');
const FRESH_MS = 60 * 60 * 1000;

/** Refreshes the package lists unless this run (or one within the hour) did; a failure is told, not fatal. */
export function refreshPackageLists(tag) {
  if (existsSync(STAMP) && Date.now() - statSync(STAMP).mtimeMs < FRESH_MS) return;
  console.log(`[${tag}] refreshing the package lists: ${sudo}apt-get update`);
  try {
    run(`${sudo}apt-get update -qq`);
    mkdirSync(path.dirname(STAMP), { recursive: true });
    writeFileSync(STAMP, new Date().toISOString());
  } catch {
    console.warn(`[${tag}] apt-get update failed: installing from the lists this machine has`);
  }
}

/** The installed version of a package, or '' when it is not installed. */
export const installedVersion = (pkg) => read(`dpkg-query -W -f='\${Status}|\${Version}' ${pkg}`).match(/install ok installed\|(.+)$/)?.[1] ?? '';

/** The version Debian serves (the lists' candidate), or '' when the lists do not know the package. */
export const candidateVersion = (pkg) => {
  const line = read(`apt-cache policy ${pkg}`).match(/Candidate:\s*(\S+)/)?.[1] ?? '';
  return line === '(none)' ? '' : line;
};

const older = (installed, candidate) => {
  try {
    execSync(`dpkg --compare-versions '${installed}' lt '${candidate}'`, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/**
 * Installs each package that is missing (`there()` false) or older than Debian's candidate (`current: true`), in one
 * apt-get call. Returns the packages it asked for.
 */
export function ensurePackages(tag, needs) {
  const wanted = needs.filter(({ pkg, there, current }) => {
    if (!there()) return true;
    if (!current) return false;
    const installed = installedVersion(pkg);
    const candidate = candidateVersion(pkg);
    if (installed && candidate && older(installed, candidate)) {
      console.log(`[${tag}] ${pkg} ${installed} is older than Debian's ${candidate}: upgrading`);
      return true;
    }
    return false;
  });
  if (wanted.length === 0) return [];
  const pkgs = wanted.map(({ pkg }) => pkg).join(' ');
  // Another step (or a test installing what it needs) may hold dpkg's lock: wait for it rather than fail.
  const install = `${sudo}apt-get install -y --no-install-recommends -o DPkg::Lock::Timeout=300 ${pkgs}`;
  console.log(`[${tag}] installing: ${install}`);
  run(install);
  return wanted.map(({ pkg }) => pkg);
}

/**
 * The install step of each browser script: the package lists refreshed (once per run), the packages installed or
 * upgraded, and the process ended, saying what cannot run, when one is still missing.
 */
export function installOrExit(tag, needs, without) {
  refreshPackageLists(tag);
  try {
    ensurePackages(tag, needs);
  } catch (error) {
    console.error(`[${tag}] apt-get failed: ${error.message}`);
  }
  const still = needs.filter((need) => !need.there()).map((need) => need.pkg);
  if (still.length) {
    console.error(`[${tag}] still missing after apt-get: ${still.join(' ')}; ${without}`);
    process.exit(1);
  }
}

/** A command's first line of output (a browser's `--version`), or what to print when it has none. */
export const versionOf = (cmd) => read(cmd).split('\n')[0] || 'version unknown';

export const onPath = (command) => read(`command -v ${command}`) !== '';

export const hasCjkFont = () => read('fc-list :lang=zh family') !== '';
