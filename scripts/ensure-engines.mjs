// Makes sure the engines beside Chromium are there: from Debian's packages, current, WebKitGTK's WebKitWebDriver and
// MiniBrowser, a virtual display with a small window manager for it, Firefox ESR, and a CJK font; from the npm
// registry, the old Chromium builds (scripts/old-chromium.mjs: fetched once, checked, kept in a cache outside the
// repository). The package lists are refreshed once per run (scripts/apt.mjs), an engine older than what Debian serves
// is upgraded, and each engine's version is printed. ENGINES=webkit (or firefox, chromium90...) readies only those.
import { ensurePackages, installedVersion, refreshPackageLists, versionOf } from './apt.mjs';
import { engineNeeds, firefoxPath, minibrowserPath } from './browser-needs.mjs';
import { DEFAULT_OLD_CHROMIUM, OLD_CHROMIUM, ensureOldChromium } from './old-chromium.mjs';

const tag = 'ensure-engines';
const wanted = (process.env.ENGINES ?? ['webkit', 'firefox', ...DEFAULT_OLD_CHROMIUM].join(',')).split(',').map((name) => name.trim());
const minibrowser = minibrowserPath();
const firefox = firefoxPath();
const webkit = wanted.includes('webkit');
const gecko = wanted.includes('firefox');

/** Each package with the check that says it is there, and whether it must be Debian's current version. */
const needs = engineNeeds(wanted);

refreshPackageLists(tag);
try {
  ensurePackages(tag, needs);
} catch (error) {
  console.error(`[${tag}] apt-get failed: ${error.message}`);
}
const still = needs.filter((need) => !need.there()).map((need) => need.pkg);
if (still.length) {
  console.error(`[${tag}] still missing after apt-get: ${still.join(' ')}; the engines test cannot run.`);
  process.exit(1);
}
if (webkit) console.log(`[${tag}] WebKit: WebKitGTK ${installedVersion('libwebkit2gtk-4.1-0') || 'version unknown'} (${minibrowser})`);
if (gecko) console.log(`[${tag}] Firefox: ${versionOf(`${firefox} --version`)} (${firefox})`);

const builds = wanted.filter((name) => name in OLD_CHROMIUM);
try {
  for (const name of builds) {
    ensureOldChromium(name, (line) => console.log(line.replace('[old-chromium]', `[${tag}]`)));
    console.log(`[${tag}] ${name}: Chromium ${OLD_CHROMIUM[name].chromium} (${OLD_CHROMIUM[name].pkg}@${OLD_CHROMIUM[name].version})`);
  }
} catch (error) {
  console.error(`[${tag}] an old Chromium build could not be fetched: ${error.message}`);
  process.exit(1);
}
