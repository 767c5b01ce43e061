// Types of scripts/quick-related.mjs for its test (tests/build/quick-related.test.ts).
/** The Vitest files (root-relative) that the given changed files (root-relative) concern. */
export function relatedTests(changed: string[]): Promise<string[]>;
