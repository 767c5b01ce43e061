// The OTLP export worker's backlog: while the endpoint is slow or down, what waits stays plain data and no more than one
// export's worth is made into the SDK's records at a time; as the exporter takes them, the next are made, first come
// first made; the worker's close makes all that waits. Here the SDK is a fake one that exports whenever it holds a
// batch's worth, from inside `make`, as the real BatchLogRecordProcessor does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBacklog } from '../../server/features/telemetry/otlpBacklog';

const LIMIT = 512;

/** A batch of `records` records, numbered from `first`. */
const batchOf = (first: number, records: number) => Array.from({ length: records }, (_, i) => first + i);

/** A backlog feeding a fake SDK: made records wait in `buffer`; `exportWhenFull` hands a batch to the exporter from inside make. */
function withSdk(exportWhenFull: boolean) {
  const buffer: number[] = [];
  const exported: number[] = [];
  let mostHeld = 0;
  const backlog = createBacklog<number[]>((batch) => {
    for (const record of batch) {
      buffer.push(record);
      mostHeld = Math.max(mostHeld, buffer.length);
      if (exportWhenFull && buffer.length >= LIMIT) exportSome();
    }
    return batch.length;
  }, LIMIT);
  function exportSome(): void {
    const taken = buffer.splice(0, LIMIT);
    exported.push(...taken);
    backlog.handed(taken.length);
  }
  return { backlog, buffer, exported, exportSome, mostHeld: () => mostHeld };
}

describe('the OTLP export worker\'s backlog', () => {
  it('makes no more than one export\'s worth while the exporter takes nothing (the endpoint down), and keeps the rest as it came', () => {
    const { backlog, buffer } = withSdk(false);
    let next = 0;
    for (let i = 0; i < 400; i++) {
      backlog.add([batchOf(next, 5)]);
      next += 5;
    }
    // Two thousand records came; the SDK holds one batch's worth, give or take the batch that crossed the limit.
    expect(buffer.length).toBeGreaterThanOrEqual(LIMIT);
    expect(buffer.length).toBeLessThan(LIMIT + 5);
    expect(backlog.waiting).toBe(400 - buffer.length / 5);
  });

  it('makes the next as the exporter takes them, in the order they came, each exactly once', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 8 }), { minLength: 1, maxLength: 60 }), fc.boolean(), (messages, exportWhenFull) => {
        const sdk = withSdk(exportWhenFull);
        let next = 0;
        for (const sizes of messages) {
          sdk.backlog.add(sizes.map((size) => {
            const batch = batchOf(next, size);
            next += size;
            return batch;
          }));
          expect(sdk.buffer.length).toBeLessThan(LIMIT + 60);
          // The exporter's scheduled export takes what is made, and the next is made at once.
          if (next % 3 === 0) sdk.exportSome();
        }
        while (sdk.buffer.length > 0 || sdk.backlog.waiting > 0) sdk.exportSome();
        expect(sdk.exported).toEqual(batchOf(0, next));
        expect(sdk.mostHeld()).toBeLessThan(LIMIT + 60);
      }),
    );
  });

  it('makes all that waits when the worker closes, past the limit: the SDK exports it on its way out', () => {
    const { backlog, buffer } = withSdk(false);
    for (let i = 0; i < 300; i++) backlog.add([batchOf(i * 10, 10)]);
    backlog.drain();
    expect(backlog.waiting).toBe(0);
    expect(buffer).toEqual(batchOf(0, 3_000));
  });
});
