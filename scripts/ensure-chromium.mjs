// Makes sure Debian's current Chromium and a CJK font are installed, so e2e never skips, screenshots show Chinese, and
// the tests run on the Chromium Debian serves now, not whatever a machine's stale package lists once gave (an older
// Chromium fetched a disabled stylesheet and lost its offline emulation on a reload). CHROMIUM_PATH points at another
// build, which is then used as it is.
import { existsSync } from 'node:fs';
import { ensurePackages, hasCjkFont, refreshPackageLists, versionOf } from './apt.mjs';
import { chromiumNeeds, chromiumPath } from './browser-needs.mjs';

const tag = 'ensure-chromium';
const chromium = chromiumPath();

refreshPackageLists(tag);
try {
  ensurePackages(tag, chromiumNeeds());
} catch (error) {
  console.error(`[${tag}] apt-get failed: ${error.message}`);
}
if (!existsSync(chromium) || !hasCjkFont()) {
  console.error(`[${tag}] ${chromium} or a CJK font is still missing; e2e cannot run.`);
  process.exit(1);
}
console.log(`[${tag}] e2e runs in ${versionOf(`${chromium} --version`)} (${chromium})`);
