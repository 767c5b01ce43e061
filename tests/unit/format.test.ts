// @vitest-environment node
// Amounts, counts and times as a player reads them per language: the spec's look in zh-CN, Intl's in English;
// always Beijing time; exact for any amount the wire can carry; anything else shown as sent.
import { afterEach, describe, expect, it } from 'vitest';
import { formatAmount, formatCount, formatDate, formatDateTime, formatFenFor } from '../../src/lib/format';

const ZH = 'zh-CN';
const EN = 'en';

describe('formatAmount', () => {
  it('keeps the spec look in zh-CN: two places, no grouping', () => {
    expect(formatAmount('100.1', ZH)).toBe('100.10');
    expect(formatAmount('1234.5', ZH)).toBe('1234.50');
    expect(formatAmount('-5', ZH)).toBe('-5.00');
    expect(formatAmount(88, ZH)).toBe('88.00');
    expect(formatAmount('0', ZH)).toBe('0.00');
  });

  it('groups thousands in English, always with two places', () => {
    expect(formatAmount('1234.5', EN)).toBe('1,234.50');
    expect(formatAmount('100.1', EN)).toBe('100.10');
    expect(formatAmount('0.07', EN)).toBe('0.07');
    expect(formatAmount('-1234567.89', EN)).toBe('-1,234,567.89');
    expect(formatAmount('-0.5', EN)).toBe('-0.50');
  });

  it('is exact for the largest amounts the wire carries (no float rounding)', () => {
    expect(formatAmount('999999999999.99', EN)).toBe('999,999,999,999.99');
    expect(formatAmount('999999999999.99', ZH)).toBe('999999999999.99');
    expect(formatAmount('0.29', EN)).toBe('0.29'); // 0.29 * 100 is 28.999… in floating point
    expect(formatFenFor(123456789012345, EN)).toBe('1,234,567,890,123.45');
  });

  it('shows what is not an amount as sent, and nothing for nothing', () => {
    for (const lang of [ZH, EN]) {
      expect(formatAmount('n/a', lang)).toBe('n/a');
      expect(formatAmount('1,234.00', lang)).toBe('1,234.00');
      expect(formatAmount('1.234', lang)).toBe('1.234');
      expect(formatAmount('', lang)).toBe('');
      expect(formatAmount(undefined, lang)).toBe('');
      expect(formatAmount(null, lang)).toBe('');
    }
  });
});

describe('formatCount', () => {
  it('groups in English and writes the count as sent in zh-CN', () => {
    expect(formatCount(12345, EN)).toBe('12,345');
    expect(formatCount('-1000', EN)).toBe('-1,000');
    expect(formatCount('123456789012345678901234567890', EN)).toBe('123,456,789,012,345,678,901,234,567,890');
    expect(formatCount(12345, ZH)).toBe('12345');
    expect(formatCount(3, EN)).toBe('3');
  });

  it('shows what is not a whole number as sent', () => {
    expect(formatCount('1.5', EN)).toBe('1.5');
    expect(formatCount('many', EN)).toBe('many');
    expect(formatCount(undefined, EN)).toBe('');
  });
});

describe('formatDateTime and formatDate', () => {
  it('keeps "YYYY-MM-DD HH:mm:ss" Beijing time in zh-CN', () => {
    expect(formatDateTime('2026-11-25 19:03:13', ZH)).toBe('2026-11-25 19:03:13');
    expect(formatDateTime('2025-01-02T03:04:05', ZH)).toBe('2025-01-02 03:04:05');
    expect(formatDateTime(0, ZH)).toBe('1970-01-01 08:00:00');
    expect(formatDate('2026-11-25 19:03:13', ZH)).toBe('2026-11-25');
    expect(formatDate('2026-11-25', ZH)).toBe('2026-11-25');
  });

  it('writes English with a month name and a 24-hour clock, in Beijing time', () => {
    expect(formatDateTime('2026-11-25 19:03:13', EN)).toBe('Nov 25, 2026, 19:03:13');
    expect(formatDateTime('2026-01-01 00:00:05', EN)).toBe('Jan 1, 2026, 00:00:05');
    expect(formatDateTime(0, EN)).toBe('Jan 1, 1970, 08:00:00');
    expect(formatDate('2026-11-25 23:59:59', EN)).toBe('Nov 25, 2026');
    expect(formatDate('2026-11-25', EN)).toBe('Nov 25, 2026');
  });

  it('shows what is not a time as sent', () => {
    for (const lang of [ZH, EN]) {
      expect(formatDateTime('yesterday', lang)).toBe('yesterday');
      expect(formatDateTime('2026-02-30 10:00:00', lang)).toBe('2026-02-30 10:00:00');
      expect(formatDate('soon', lang)).toBe('soon');
      expect(formatDateTime('', lang)).toBe('');
      expect(formatDateTime(undefined, lang)).toBe('');
    }
  });

  describe('whatever the machine time zone', () => {
    const saved = process.env.TZ;
    afterEach(() => {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    });

    it.each([
      ['America/Los_Angeles', 480],
      ['Pacific/Kiritimati', -840],
      ['UTC', 0],
    ])('is Beijing time under TZ=%s', (tz, offsetMinutes) => {
      process.env.TZ = tz;
      expect(new Date('2026-11-25T00:00:00Z').getTimezoneOffset()).toBe(offsetMinutes); // the machine's zone did change
      // Beijing's 07:30 is the previous day in Los Angeles and already the next day's afternoon in Kiritimati.
      expect(formatDateTime('2026-11-25 07:30:00', EN)).toBe('Nov 25, 2026, 07:30:00');
      expect(formatDateTime('2026-11-25 07:30:00', ZH)).toBe('2026-11-25 07:30:00');
      expect(formatDate('2026-11-25 00:10:00', EN)).toBe('Nov 25, 2026');
      expect(formatDateTime(1764027000, EN)).toBe('Nov 25, 2025, 07:30:00');
    });
  });
});
