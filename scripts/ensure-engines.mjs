// Makes sure the engines beside Chromium are installed from Debian's packages (no browser download): WebKitGTK's
// WebKitWebDriver and MiniBrowser, a virtual display with a small window manager for it, Firefox ESR, and a CJK font.
// ENGINES=webkit (or firefox) installs only what that engine needs.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const wanted = (process.env.ENGINES ?? 'webkit,firefox').split(',').map((name) => name.trim());
const onPath = (command) => {
  try {
    execSync(`command -v ${command}`, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
const hasCjkFont = () => {
  try {
    return execSync('fc-list :lang=zh family', { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
};
const minibrowser = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const firefox = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Each package with the check that says it is there. */
const needs = [
  { pkg: 'fonts-wqy-zenhei', there: hasCjkFont },
  ...(wanted.includes('webkit')
    ? [
        { pkg: 'webkit2gtk-driver', there: () => onPath('WebKitWebDriver') && existsSync(minibrowser) },
        { pkg: 'xvfb', there: () => onPath('xvfb-run') && onPath('Xvfb') },
        { pkg: 'xauth', there: () => onPath('xauth') },
        { pkg: 'matchbox-window-manager', there: () => onPath('matchbox-window-manager') },
      ]
    : []),
  ...(wanted.includes('firefox') ? [{ pkg: 'firefox-esr', there: () => existsSync(firefox) }] : []),
];

const missing = needs.filter((need) => !need.there()).map((need) => need.pkg);
if (missing.length === 0) process.exit(0);

const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
const install = `${sudo}apt-get install -y --no-install-recommends ${missing.join(' ')}`;
console.log(`[ensure-engines] installing: ${install}`);
const run = (cmd) => execSync(cmd, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
try {
  run(install);
} catch {
  run(`${sudo}apt-get update`);
  run(install);
}
const still = needs.filter((need) => !need.there()).map((need) => need.pkg);
if (still.length) {
  console.error(`[ensure-engines] still missing after apt-get: ${still.join(' ')}; the engines test cannot run.`);
  process.exit(1);
}
