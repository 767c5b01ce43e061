// Types of scripts/check-floor-css.mjs for its tests.
import type { Finding } from './check-floor.mjs';
import type { MdnFloor } from '../eslint/floor.js';
export const ENHANCEMENTS: Record<string, string>;
export const OLD_ENGINE_GATE: string;
export function cssFindings(text: string, file?: string, floor?: MdnFloor): Finding[];
export function flexGapClasses(text: string, file?: string): Set<string>;
