// Makes sure the engines beside Chromium are there: from Debian's packages, current, WebKitGTK's WebKitWebDriver and
// MiniBrowser, a virtual display with a small window manager for it, Firefox ESR, and a CJK font; from the npm
// registry, the old Chromium builds (scripts/old-chromium.mjs: fetched once, checked, kept in a cache outside the
// repository). The package lists are refreshed once per run (scripts/apt.mjs), an engine older than what Debian serves
// is upgraded, and each engine's version is printed. ENGINES=webkit (or firefox, chromium90...) readies only those.
import { installedVersion, installOrExit, versionOf } from './apt.mjs';
import { engineNeeds, firefoxPath, minibrowserPath } from './browser-needs.mjs';
import { DEFAULT_OLD_CHROMIUM, OLD_CHROMIUM, fetchOldChromiumOrExit } from './old-chromium.mjs';

const tag = 'ensure-engines';
const wanted = (process.env.ENGINES ?? ['webkit', 'firefox', ...DEFAULT_OLD_CHROMIUM].join(',')).split(',').map((name) => name.trim());
const minibrowser = minibrowserPath();
const firefox = firefoxPath();
const webkit = wanted.includes('webkit');
const gecko = wanted.includes('firefox');

/** Each package with the check that says it is there, and whether it must be Debian's current version. */
const needs = engineNeeds(wanted);

installOrExit(tag, needs, 'the engines test cannot run.');
if (webkit) console.log(`[${tag}] WebKit: WebKitGTK ${installedVersion('libwebkit2gtk-4.1-0') || 'version unknown'} (${minibrowser})`);
if (gecko) console.log(`[${tag}] Firefox: ${versionOf(`${firefox} --version`)} (${firefox})`);

fetchOldChromiumOrExit(tag, wanted.filter((name) => name in OLD_CHROMIUM));
