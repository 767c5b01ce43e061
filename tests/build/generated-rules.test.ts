// @vitest-environment node
// The contract's request rules are one module per request body, and the build takes them as free of side effects:
// a chunk then carries and builds only the rules its screens use, not all of them through the barrel.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED_RULE, generatedRulesWithoutSideEffects } from '../../vite/generatedRules';

const root = path.resolve(import.meta.dirname, '../..');
const transform = generatedRulesWithoutSideEffects().transform as (code: string, id: string) => { moduleSideEffects?: boolean } | null;

describe('the generated request rules in a build', () => {
  it('are each marked free of side effects', () => {
    const modules = readdirSync(path.join(root, 'src/api/requests')).map((file) => path.join(root, 'src/api/requests', file));
    expect(modules.length).toBeGreaterThan(0);
    for (const id of modules) {
      expect(GENERATED_RULE.test(id), id).toBe(true);
      expect(transform('', id)?.moduleSideEffects, id).toBe(false);
    }
  });

  it('leave every other module as it is, the barrel and the zod set-up included', () => {
    for (const file of ['src/api/requestSchemas.gen.ts', 'src/lib/zod.ts', 'src/api/requestRules.ts', 'src/features/auth/schemas.ts']) {
      expect(transform('', path.join(root, file)), file).toBeNull();
    }
  });
});
