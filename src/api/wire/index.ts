// The wire layer: which back-end dialect this build speaks (brand.config.ts `apiDialect`, overridden at build time by
// VITE_API_DIALECT), what that back end can do, and the middleware the one client runs every call through.
// Screens never see a wire shape: they get the contract's types (src/api/wire/domain.ts for the few loosened fields).
import { brand } from '../../../brand.config';
import type { components } from '../schema';
import { laravelDialect } from './laravel';
import { referenceDialect } from './reference';
import type { Capabilities, Dialect, DialectName } from './types';

export { createWireMiddleware } from './middleware';
export type { Capabilities, DialectName } from './types';

const DIALECTS: Record<DialectName, Dialect> = { reference: referenceDialect, laravel: laravelDialect };

const isDialectName = (name: string | undefined): name is DialectName => !!name && name in DIALECTS;

function configured(): Dialect {
  const fromBuild = import.meta.env.VITE_API_DIALECT;
  if (isDialectName(fromBuild)) return DIALECTS[fromBuild];
  return DIALECTS[brand.apiDialect ?? 'reference'];
}

let current: Dialect = configured();

/** The dialect every call goes through now. */
export const activeDialect = (): Dialect => current;

/** For tests and tools: speak another dialect from now on (the build's choice otherwise). */
export function selectDialect(name: DialectName): void {
  current = DIALECTS[name];
}

/** What the back end offers: screens ask this, never the dialect's name. */
export const capabilities = (): Capabilities => current.capabilities;

/** The game_type a launch of a platform of this category sends. */
export const gameTypeFor = (category: components['schemas']['GameCategory']): number => current.gameType(category);
