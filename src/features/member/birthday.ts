// Birthdays. The spec converted the picked date by adding 8 hours before reading it in UTC: a date wheel gives
// local midnight, and in Beijing (UTC+8) local midnight + 8 h is 00:00 UTC of the same day, so the UTC reading
// names the day picked. What it meant: the birthday is the calendar day on the wheel, a Beijing date. The form
// renderer's date field sends exactly that (the wheel's local calendar day), which is right in every zone; the
// literal +8 h would give the day before on phones east of Beijing (Tokyo, Sydney), and even in Beijing for summer
// days of 1986-1991, when China kept daylight saving. tests/unit/member-birthday checks both across time zones.

import { BIRTHDAY_WHEEL_START_YEARS } from '../../../core/constants';

/** The wheel's lower bound (the spec's). */
export const BIRTHDAY_MIN = '1980-01-01';

/** Where an empty birthday wheel opens: today's date BIRTHDAY_WHEEL_START_YEARS years ago, so a player scrolls little. */
export function birthdayWheelStart(today = new Date()): string {
  const day = new Date(today.getFullYear() - BIRTHDAY_WHEEL_START_YEARS, today.getMonth(), today.getDate());
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
