// Beijing time (UTC+8, no daylight saving) whatever the device's or server's time zone.

const OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface BeijingParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function beijingParts(at: Date): BeijingParts {
  const shifted = new Date(at.getTime() + OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "YYYY-MM-DD HH:mm:ss" in Beijing time. */
export function formatBeijing(at: Date): string {
  const p = beijingParts(at);
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** "YYYY-MM-DD HH:mm:ss" read as Beijing time; null when malformed. */
export function parseBeijing(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi, s) - OFFSET_MS;
  const date = new Date(utc);
  return formatBeijing(date) === text.replace('T', ' ') ? date : null;
}

/** Midnight Beijing time of the day `at` falls on. */
export function beijingDayStart(at: Date): Date {
  const shifted = at.getTime() + OFFSET_MS;
  return new Date(shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS) - OFFSET_MS);
}

/** Beijing days from `from` to `to` (calendar days, not 24-hour spans). */
export function beijingDaysBetween(from: Date, to: Date): number {
  return Math.round((beijingDayStart(to).getTime() - beijingDayStart(from).getTime()) / DAY_MS);
}
