// Types of eslint/timeWaits.js for the TypeScript that reads it (its lint test).
/** The e2e files that may let time itself pass, each with its reason. */
export const TIME_WAITS: readonly { file: string; why: string }[];
