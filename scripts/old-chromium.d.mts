// Types of scripts/old-chromium.mjs for the engines test (tests/engines), which imports it.
export interface OldChromiumBuild {
  pkg: string;
  version: string;
  /** The version the build reports, e.g. '80.0.3987'. */
  chromium: string;
}
export type OldChromiumName = 'chromium79' | 'chromium80' | 'chromium83' | 'chromium90' | 'chromium92' | 'chromium103' | 'chromium110';
export const OLD_CHROMIUM: Record<OldChromiumName, OldChromiumBuild>;
export const BELOW_FLOOR: readonly OldChromiumName[];
export const DEFAULT_OLD_CHROMIUM: readonly OldChromiumName[];
export function cacheRoot(): string;
export function oldChromium(name: OldChromiumName): OldChromiumBuild & { dir: string; executable: string; lib: string; ready: string };
export function ensureOldChromium(name: OldChromiumName, log?: (line: string) => void): string;
