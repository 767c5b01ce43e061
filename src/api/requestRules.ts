// Forms check their fields with the contract's generated rules (requestSchemas.gen.ts) one by one, in the order the
// spec's forms report problems, and add only what the contract cannot say (a confirmation, a tab's own field).
import type { z } from 'zod';

/** The message (a locale key) of the first rule `value` breaks, or undefined when it keeps them all. */
export function firstProblem(rule: z.ZodType, value: unknown): string | undefined {
  const result = rule.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
