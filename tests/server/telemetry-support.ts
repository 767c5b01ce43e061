// What the collector's tests share: the page every batch of theirs comes from, and an hour.
import type { components } from '../../core/schema';

export type Batch = components['schemas']['TelemetryBatch'];

/** A page life's tags as a phone sends them (tests/server/telemetry*.test.ts). */
export const TEST_PAGE: Batch['page'] = { id: '0123456789abcdef', brand: 'default', dialect: 'reference', version: '0.1.0', language: 'zh-CN', connection: '4g' };
export const HOUR = 3_600_000;
