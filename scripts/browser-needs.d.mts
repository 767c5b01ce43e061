// Types for scripts/browser-needs.mjs, for the TypeScript that imports it (playwright.config.ts).
export function chromiumPath(): string;
