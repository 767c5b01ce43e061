import type { Plugin } from 'vite';

/** A module of the contract's generated request rules (scripts/gen-zod.mjs writes one per request body). */
export const GENERATED_RULE = /[\\/]src[\\/]api[\\/]requests[\\/][^\\/]+\.gen\.ts$/;

/**
 * The generated rules only build zod objects, but a bundler cannot tell: building them is calls, and a module with
 * calls at its top level is kept, and run, wherever anything imports it, here through the barrel that re-exports them
 * all (src/api/requestSchemas.gen.ts). Marked free of side effects, each rule lands only in the chunks whose screens
 * use it, and a form's chunk builds its own two or three rules when it loads instead of all of them.
 */
export function generatedRulesWithoutSideEffects(): Plugin {
  return {
    name: 'generated-rules-without-side-effects',
    transform: (code, id) => (GENERATED_RULE.test(id) ? { code, map: null, moduleSideEffects: false } : null),
  };
}
