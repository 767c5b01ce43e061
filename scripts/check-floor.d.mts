// Types of scripts/check-floor.mjs for its tests.
export interface Finding {
  file: string;
  what: string;
  where: string;
  detail: string;
}
export const FLOOR_ECMA_VERSION: number;
export const GUARDED: Record<string, string>;
export function afterShims(file: string): boolean;
export function scriptFindings(code: string, file?: string): Finding[];
export function distFindings(dist: string, src?: string): Finding[];
