// Forms check their fields with the contract's generated rules (requestSchemas.gen.ts) one by one, in the order the
// spec's forms report problems, and add only what the contract cannot say (a confirmation, a tab's own field).
import type { z } from '../lib/zod';

/** The message (a locale key) of the first rule `value` breaks, or undefined when it keeps them all. */
export function firstProblem(rule: z.ZodType, value: unknown): string | undefined {
  const result = rule.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

export { maxLengthOf } from './inputLimits';

/** The sentence the contract gives a field (its x-message's key): what a missing value of it is told. */
export function messageOf(rule: z.ZodType): string | undefined {
  return firstProblem(rule, null);
}

/**
 * firstProblem for a field the form requires where the contract lets it be empty (an optional field, one a tab
 * needs): an empty value fails with the field's own contract sentence.
 */
export function requiredProblem(rule: z.ZodType, value: string): string | undefined {
  return value === '' ? messageOf(rule) : firstProblem(rule, value);
}
