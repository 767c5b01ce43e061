// @vitest-environment node
// The one money and flag normalisers: a number or a string in, the contract's form out, never a throw.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateHeaderTime, serverTimeOf, toDateTime, toFlag, toMoney, toMoneyOrZero } from '../../src/api/wire/normalise';

describe('toMoney', () => {
  it.each([
    ['100.00', '100.00'],
    ['100', '100.00'],
    [12.5, '12.50'],
    [0, '0.00'],
    [0.1 + 0.2, '0.30'],
    ['-3.2', '-3.20'],
    ['2.005', '2.01'],
    [' 7 ', '7.00'],
  ])('%j → %s', (input, out) => expect(toMoney(input)).toBe(out));

  it.each([[''], [null], [undefined], ['abc'], [{}], [Number.NaN], [Number.POSITIVE_INFINITY]])('%j is not money (null)', (input) => {
    expect(toMoney(input)).toBeNull();
  });

  it('never throws, and gives the contract form or null, whatever comes', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.string(), fc.constant(null), fc.boolean()), (value) => {
        const out = toMoney(value);
        expect(out === null || /^-?\d+\.\d{2}$/.test(out)).toBe(true);
      }),
    );
  });

  it('a sum over nothing is 0.00', () => {
    expect(toMoneyOrZero('')).toBe('0.00');
    expect(toMoneyOrZero(null)).toBe('0.00');
    expect(toMoneyOrZero(9.3)).toBe('9.30');
  });
});

describe('toFlag', () => {
  it('reads "1", 1 and true as on, "0", 0 and false as off, anything else as the default', () => {
    expect([toFlag('1'), toFlag(1), toFlag(true)]).toEqual([1, 1, 1]);
    expect([toFlag('0', 1), toFlag(0, 1), toFlag(false, 1)]).toEqual([0, 0, 0]);
    expect([toFlag(''), toFlag('', 1), toFlag(null, 1), toFlag('x')]).toEqual([0, 1, 1, 0]);
  });
});

describe('times', () => {
  it('keeps Beijing date-times, reads ISO instants and the HTTP Date header in Beijing time', () => {
    expect(toDateTime('2026-11-23 10:00:00')).toBe('2026-11-23 10:00:00');
    expect(toDateTime('2026-11-23T02:00:00.000000Z')).toBe('2026-11-23 10:00:00');
    expect(toDateTime('yesterday')).toBeNull();
    expect(dateHeaderTime('Mon, 23 Nov 2026 02:30:00 GMT')).toBe('2026-11-23 10:30:00');
    expect(dateHeaderTime(null)).toBeNull();
  });

  it('takes the server\'s clock from the Date header, and the phone\'s only when there is none to read', () => {
    expect(serverTimeOf({ dateHeader: 'Mon, 23 Nov 2026 02:30:00 GMT' })).toBe('2026-11-23 10:30:00');
    expect(serverTimeOf({ dateHeader: null })).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});
