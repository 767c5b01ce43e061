// The wire layer: which back-end dialect this build speaks (brand.config.ts `apiDialect`, overridden at build time by
// VITE_API_DIALECT), what that back end can do, and the middleware the one client runs every call through.
// Screens never see a wire shape: they get the contract's types (src/api/wire/domain.ts for the few loosened fields).
import { brand } from '../../../brand.config';
import type { components } from '../../../core/schema';
import { CAPABILITIES, GAME_TYPE } from './capabilities';
import { referenceDialect } from './reference';
import type { Capabilities, Dialect, DialectName } from './types';

export { createWireMiddleware } from './middleware';
export type { Capabilities, DialectName } from './types';

/** A dialect's decoders load with its first call (a chunk of their own, with zod), never in the hall's first load. */
const LOADERS: Record<DialectName, () => Promise<Dialect>> = {
  reference: () => Promise.resolve(referenceDialect),
  laravel: () => import('./laravel').then((module) => module.laravelDialect),
};

const isDialectName = (name: string | undefined): name is DialectName => !!name && Object.hasOwn(LOADERS, name);

function configured(): DialectName {
  const fromBuild = import.meta.env.VITE_API_DIALECT;
  return isDialectName(fromBuild) ? fromBuild : (brand.apiDialect ?? 'reference');
}

let current: DialectName = configured();

/** The dialect's name (the field reports tag every report with it). */
export const dialectName = (): DialectName => current;

/** The dialect every call goes through now (its decoders loaded on demand). */
export const loadActiveDialect = (): Promise<Dialect> => LOADERS[current]();

/** For tests and tools: speak another dialect from now on (the build's choice otherwise). */
export function selectDialect(name: DialectName): void {
  current = name;
}

/** What the back end offers: screens ask this, never the dialect's name. */
export const capabilities = (): Capabilities => CAPABILITIES[current];

/** The game_type a launch of a platform of this category sends. */
export const gameTypeFor = (category: components['schemas']['GameCategory']): number => GAME_TYPE[current](category);
