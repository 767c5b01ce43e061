// @vitest-environment node
// A batch of field reports: duplicates merged into counts (a failure keeps its longest duration), each vital a sample of
// its own, and never more than the collector takes (32 KB of JSON, the contract's most reports).
import { describe, expect, it } from 'vitest';
import { MAX_BATCH_BYTES, MAX_BATCH_REPORTS, ReportBatch, type PageTags, type Report } from '../../src/shell/field/batch';

const page: PageTags = { id: '0123456789abcdef', brand: 'default', dialect: 'reference', version: '0.1.0', language: 'zh-CN', connection: '4g' };
const failure = (duration: number, status = 500): Report => ({
  kind: 'failure',
  route: '/recharge',
  operation: '/api/get_pay_way',
  failure: 'server',
  status,
  duration,
  count: 1,
});
const error = (message: string, count = 1): Report => ({ kind: 'error', route: '/', source: 'uncaught', message, count });
const bodyOf = (batch: ReportBatch) => JSON.parse(batch.take() ?? 'null') as { page: PageTags; reports: Report[] } | null;

describe('a batch of field reports', () => {
  it('merges the same failure into a count with its longest duration, and keeps another status apart', () => {
    const batch = new ReportBatch(page);
    [failure(80), failure(300), failure(20), failure(40, 502)].forEach((r) => expect(batch.add(r)).toBe(true));
    expect(bodyOf(batch)).toEqual({ page, reports: [{ ...failure(300), count: 3 }, failure(40, 502)] });
  });

  it('merges the same error, counts of merged reports included', () => {
    const batch = new ReportBatch(page);
    batch.add(error('TypeError: x'));
    batch.add(error('TypeError: x', 4));
    batch.add(error('TypeError: y'));
    expect(bodyOf(batch)?.reports).toEqual([error('TypeError: x', 5), error('TypeError: y')]);
  });

  it('keeps each vital: two visits of a route with the same figure are two samples', () => {
    const batch = new ReportBatch(page);
    const cls: Report = { kind: 'vital', route: '/', name: 'CLS', value: 0 };
    batch.add(cls);
    batch.add({ ...cls });
    expect(bodyOf(batch)?.reports).toEqual([cls, cls]);
  });

  it('refuses a report that would take the batch past 32 KB, and starts empty once taken', () => {
    const batch = new ReportBatch(page);
    let added = 0;
    while (batch.add(error(`Error: ${added} `.padEnd(190, '.')))) added += 1;
    const body = batch.take()!;
    expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(MAX_BATCH_BYTES);
    expect(new TextEncoder().encode(body).length).toBeGreaterThan(MAX_BATCH_BYTES * 0.9);
    expect(batch.take()).toBeNull();
    expect(batch.add(error('Error: the next one'))).toBe(true);
  });

  it('holds no more reports than the contract lets a batch carry', () => {
    const batch = new ReportBatch(page);
    let added = 0;
    while (batch.add({ kind: 'vital', route: '/', name: 'CLS', value: added })) added += 1;
    expect(added).toBe(MAX_BATCH_REPORTS);
  });
});
