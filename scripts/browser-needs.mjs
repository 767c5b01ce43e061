// What each browser test step needs from Debian's packages (scripts/apt.mjs installs them), in one place: the e2e
// step's Chromium, the engines step's WebKitGTK, virtual display and Firefox ESR, and the CJK font both draw Chinese
// with. `npm test` installs them all at once at its start (scripts/ensure-browsers.mjs), beside the checks that need
// no browser; each step checks again before it runs (nothing to do then).
import { existsSync } from 'node:fs';
import { hasCjkFont, onPath } from './apt.mjs';

/**
 * The Chromium e2e runs in: Debian's headless shell, the same Chromium build as its `chromium` package made for
 * automation (Playwright's own choice for headless runs), without the desktop browser's window and display compositor:
 * on 2 cores the e2e step took 305 s in it against 410 s in `chromium`, every test passing (2026-12-07).
 */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
export const minibrowserPath = () => process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const firefoxPath = () => process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

const font = { pkg: 'fonts-wqy-zenhei', there: hasCjkFont };

/**
 * Debian's Chromium headless shell for e2e (unless CHROMIUM_PATH names another, used as it is), its desktop `chromium`
 * (the benches' Lighthouse and the engines step's comparison run in it) and the font.
 */
export const chromiumNeeds = () => [
  ...(process.env.CHROMIUM_PATH ? [] : [{ pkg: 'chromium-headless-shell', there: () => existsSync(chromiumPath()), current: true }]),
  { pkg: 'chromium', there: () => existsSync('/usr/bin/chromium'), current: true },
  font,
];

/** The engines beside Chromium: `wanted` names them (webkit, firefox, chromium80...); the old builds need no package. */
export const engineNeeds = (wanted) => [
  font,
  ...(wanted.includes('webkit')
    ? [
        { pkg: 'webkit2gtk-driver', there: () => onPath('WebKitWebDriver') && existsSync(minibrowserPath()), current: !process.env.MINIBROWSER_PATH },
        { pkg: 'xvfb', there: () => onPath('xvfb-run') && onPath('Xvfb') },
        { pkg: 'xauth', there: () => onPath('xauth') },
        { pkg: 'matchbox-window-manager', there: () => onPath('matchbox-window-manager') },
      ]
    : []),
  ...(wanted.includes('firefox') ? [{ pkg: 'firefox-esr', there: () => existsSync(firefoxPath()), current: !process.env.FIREFOX_PATH }] : []),
];
