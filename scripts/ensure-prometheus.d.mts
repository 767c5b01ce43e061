// Types for scripts/ensure-prometheus.mjs, for the TypeScript that imports it (tests/server/telemetry-prometheus.test.ts).
export const prometheusNeed: { pkg: string; there: () => boolean; current: boolean };
