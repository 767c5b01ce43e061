// Types of eslint/floor.js for the TypeScript that reads it (the floor check's tests, the shims' test).
export const SHIMMED: readonly string[];
export type MdnFloor = Record<string, number>;
export function floorInMdnTerms(queries?: string | readonly string[]): MdnFloor;
export function supportedAt(support: unknown, version: number): boolean;
export function lackingAtFloor(compat: unknown, floor?: MdnFloor): string[];
export function newerMethods(floor?: MdnFloor, shimmed?: readonly string[]): Map<string, { builtin: string; lacking: string[] }>;
export function newerStatics(floor?: MdnFloor, shimmed?: readonly string[]): Map<string, string[]>;
export function newerGlobals(floor?: MdnFloor): Map<string, string[]>;
export function newestShimmed(): string[];
