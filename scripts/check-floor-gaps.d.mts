// Types of scripts/check-floor-gaps.mjs for its tests.
import type { Finding } from './check-floor.mjs';
export function bareTextInGaps(code: string, file: string, gapClasses: Set<string>): Finding[];
export function sourceGapFindings(srcDir: string, gapClasses: Set<string>): Finding[];
