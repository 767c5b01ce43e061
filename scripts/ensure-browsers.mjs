// `npm test`'s first step, beside the typecheck and the lint: every browser the suite runs, installed at once (one
// refresh of Debian's package lists, one apt-get for Chromium, WebKitGTK, the virtual display, Firefox ESR and the CJK
// font; and Prometheus, for the collector's scrape test), then the old Chromium builds of the engines step fetched from the npm registry into their cache. The e2e and
// engines steps check again before they run and find nothing to do. Prints each browser's version.
import { installedVersion, installOrExit, versionOf } from './apt.mjs';
import { chromiumNeeds, chromiumPath, engineNeeds, firefoxPath } from './browser-needs.mjs';
import { prometheusNeed } from './ensure-prometheus.mjs';
import { DEFAULT_OLD_CHROMIUM, fetchOldChromiumOrExit } from './old-chromium.mjs';

const tag = 'ensure-browsers';
const engines = ['webkit', 'firefox', ...DEFAULT_OLD_CHROMIUM];
const needs = [...chromiumNeeds(), ...engineNeeds(engines), prometheusNeed].filter((need, i, all) => all.findIndex((other) => other.pkg === need.pkg) === i);

installOrExit(tag, needs, 'the e2e and engines steps (or the Prometheus test) cannot run.');
console.log(`[${tag}] Chromium: ${versionOf(`${chromiumPath()} --version`)}`);
console.log(`[${tag}] WebKit: WebKitGTK ${installedVersion('libwebkit2gtk-4.1-0') || 'version unknown'}`);
console.log(`[${tag}] Firefox: ${versionOf(`${firefoxPath()} --version`)}`);
console.log(`[${tag}] ${versionOf('prometheus --version')}`);
fetchOldChromiumOrExit(tag, DEFAULT_OLD_CHROMIUM);
