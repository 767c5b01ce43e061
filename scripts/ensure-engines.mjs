// Makes sure the engines beside Chromium are installed from Debian's packages, current (no browser download):
// WebKitGTK's WebKitWebDriver and MiniBrowser, a virtual display with a small window manager for it, Firefox ESR, and a
// CJK font. The package lists are refreshed once per run (scripts/apt.mjs), an engine older than what Debian serves is
// upgraded, and each engine's version is printed. ENGINES=webkit (or firefox) installs only what that engine needs.
import { existsSync } from 'node:fs';
import { ensurePackages, hasCjkFont, installedVersion, onPath, refreshPackageLists, versionOf } from './apt.mjs';

const tag = 'ensure-engines';
const wanted = (process.env.ENGINES ?? 'webkit,firefox').split(',').map((name) => name.trim());
const minibrowser = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const firefox = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const webkit = wanted.includes('webkit');
const gecko = wanted.includes('firefox');

/** Each package with the check that says it is there, and whether it must be Debian's current version. */
const needs = [
  { pkg: 'fonts-wqy-zenhei', there: hasCjkFont },
  ...(webkit
    ? [
        { pkg: 'webkit2gtk-driver', there: () => onPath('WebKitWebDriver') && existsSync(minibrowser), current: !process.env.MINIBROWSER_PATH },
        { pkg: 'xvfb', there: () => onPath('xvfb-run') && onPath('Xvfb') },
        { pkg: 'xauth', there: () => onPath('xauth') },
        { pkg: 'matchbox-window-manager', there: () => onPath('matchbox-window-manager') },
      ]
    : []),
  ...(gecko ? [{ pkg: 'firefox-esr', there: () => existsSync(firefox), current: !process.env.FIREFOX_PATH }] : []),
];

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
