// The oldest browsers the site runs on: package.json's `browserslist` is the one place they are declared. The build's
// syntax target and its CSS target come from it here; the lint reads the same entry (eslint-plugin-compat), and
// scripts/check-floor.mjs checks the built files against it. docs/browsers.md says why each line is what it is.
import browserslist from 'browserslist';

/** Each engine family's oldest version the floor admits, e.g. { chrome: 80, safari: 14, ios: 14, firefox: 78 }. */
export type FloorVersions = Record<string, number>;

/**
 * Browserslist's names as the bundler's (esbuild-style) target names. Android's WebView and Chrome for Android are
 * Chromium of the same number; Samsung Internet is Chromium too (13 is Chromium 83), already above `chrome >= 80`, and
 * the bundler has no name for it.
 */
const FAMILIES: Record<string, string | null> = {
  chrome: 'chrome',
  and_chr: 'chrome',
  android: 'chrome',
  edge: 'edge',
  safari: 'safari',
  ios_saf: 'ios',
  firefox: 'firefox',
  samsung: null,
};

/** The floor's oldest version per family, read from package.json's browserslist (or `queries`, for a test). */
export function floorVersions(queries?: string | readonly string[]): FloorVersions {
  const floor: FloorVersions = {};
  for (const entry of browserslist(queries as string[] | undefined, { path: import.meta.dirname })) {
    const [name, range] = entry.split(' ') as [string, string];
    if (!(name in FAMILIES)) throw new Error(`browserslist: no build target for "${name}" (vite/browserFloor.ts FAMILIES)`);
    const family = FAMILIES[name];
    if (!family) continue;
    const version = Number.parseFloat(range.split('-')[0]!);
    if (!(family in floor) || version < floor[family]!) floor[family] = version;
  }
  return floor;
}

/** The bundler's target list (build.target, build.cssTarget): ['chrome80', 'edge80', 'firefox78', 'ios14', 'safari14']. */
export function buildTargets(floor: FloorVersions = floorVersions()): string[] {
  return Object.entries(floor)
    .map(([family, version]) => `${family}${version}`)
    .sort();
}
