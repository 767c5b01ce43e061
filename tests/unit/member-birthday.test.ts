// @vitest-environment node
// The spec's "+8 h" birthday conversion, worked out: the birthday is the calendar day picked on the wheel (a
// Beijing date). The form's date field sends exactly that in every time zone; the literal "+8 h, read in UTC"
// is right only west of Beijing and gives the day before east of it.
import { afterEach, describe, expect, it } from 'vitest';
import { formatDay } from '../../src/renderers/form/fields/DateField';
import { BIRTHDAY_MIN } from '../../src/features/member/birthday';

const original = process.env.TZ;
afterEach(() => {
  process.env.TZ = original;
});

/** What the wheel hands over when 17 May 1990 is picked: local midnight of that day. */
const picked = () => new Date(1990, 4, 17);
const literalPlus8h = (date: Date) => new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

describe.each(['Asia/Shanghai', 'UTC', 'America/New_York', 'Pacific/Honolulu', 'Asia/Tokyo', 'Australia/Sydney', 'Pacific/Kiritimati'])('a phone in %s', (zone) => {
  it('sends the day picked', () => {
    process.env.TZ = zone;
    expect(formatDay(picked())).toBe('1990-05-17');
    expect(formatDay(new Date(2000, 1, 29))).toBe('2000-02-29');
  });
});

describe('the literal reading of the spec', () => {
  it('agrees in Beijing and west of it, most of the time', () => {
    for (const zone of ['Asia/Shanghai', 'UTC', 'America/New_York']) {
      process.env.TZ = zone;
      expect(literalPlus8h(new Date(1995, 4, 17))).toBe('1995-05-17');
    }
  });

  it('is a day early even in Beijing for summer birthdays of 1986-1991 (China kept daylight saving then)', () => {
    process.env.TZ = 'Asia/Shanghai';
    expect(literalPlus8h(picked())).toBe('1990-05-16');
    expect(formatDay(picked())).toBe('1990-05-17');
  });

  it('is a day early east of Beijing, which is why the wheel\'s own day is sent', () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(literalPlus8h(picked())).toBe('1990-05-16');
  });

  it('starts the wheel at 1980-01-01', () => {
    expect(BIRTHDAY_MIN).toBe('1980-01-01');
  });
});
