// What a player reads, written for the language in use: amounts, counts, date-times and dates. The base language
// (the spec's, zh-CN) keeps the spec's look: "1234.50", "2026-11-25 19:03:13"; another language goes through Intl
// ("1,234.50", "Nov 25, 2026, 19:03:13"). Times are always Beijing time, as the server's are, whatever the device's
// time zone. A value that is not what it should be is shown as sent rather than guessed at.
import { formatBeijing, parseBeijing } from '../../core/beijingTime';
import { formatFen, parseSignedFen } from '../../core/money';

/** A value as it comes from the server: text or a number, absent when not sent. */
export type Shown = string | number | null | undefined;

const BEIJING = 'Asia/Shanghai';

/** Languages written the spec's way (no grouping, ISO-like times): Chinese, and no language known yet. */
const usesSpecLook = (lang: string) => !lang || /^zh(?:-|$)/i.test(lang);

const isAbsent = (value: Shown): value is null | undefined | '' => value === null || value === undefined || value === '';

// Intl formatters are costly to build and a list renders many rows: one per language and kind.
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let made = cache.get(key) as T | undefined;
  if (!made) {
    made = make();
    cache.set(key, made);
  }
  return made;
}
const integers = (lang: string) => cached(`n:${lang}`, () => new Intl.NumberFormat(lang, { maximumFractionDigits: 0 }));
const decimalMark = (lang: string) => integers(lang).formatToParts(0.5).find((p) => p.type === 'decimal')?.value ?? '.';
const dateTimes = (lang: string) =>
  cached(`dt:${lang}`, () =>
    new Intl.DateTimeFormat(lang, { timeZone: BEIJING, year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }),
  );
const dates = (lang: string) => cached(`d:${lang}`, () => new Intl.DateTimeFormat(lang, { timeZone: BEIJING, year: 'numeric', month: 'short', day: 'numeric' }));

/** An amount in fen, always with two places: 123450 → "1234.50" (zh-CN) or "1,234.50" (en). Exact: integer arithmetic only. */
export function formatFenFor(fen: number, lang: string): string {
  const plain = formatFen(fen);
  if (usesSpecLook(lang)) return plain;
  const [whole = '0', cents = '00'] = plain.replace('-', '').split('.');
  const grouped = integers(lang).format(BigInt(whole));
  return `${fen < 0 ? '-' : ''}${grouped}${decimalMark(lang)}${cents}`;
}

/** A wire amount ("1234.5", "-5", 88) as formatFenFor writes it; anything else as sent, absent as ''. */
export function formatAmount(value: Shown, lang: string): string {
  if (isAbsent(value)) return '';
  const fen = parseSignedFen(String(value));
  return fen === null ? String(value) : formatFenFor(fen, lang);
}

/** A count or other whole number ("12345" → "12,345" in en); the base language writes it as sent. */
export function formatCount(value: Shown, lang: string): string {
  if (isAbsent(value)) return '';
  const text = String(value).trim();
  if (usesSpecLook(lang) || !/^-?\d{1,30}$/.test(text)) return String(value);
  return integers(lang).format(BigInt(text));
}

/** A server time (Beijing, with a space or a T) or seconds since 1970 as a moment; null when it is neither. */
function momentOf(value: string | number): Date | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value * 1000) : null;
  return parseBeijing(value.trim());
}

/** "2026-11-25 19:03:13" (zh-CN) or "Nov 25, 2026, 19:03:13" (en), in Beijing time. */
export function formatDateTime(value: Shown, lang: string): string {
  if (isAbsent(value)) return '';
  const at = momentOf(value);
  if (!at) return String(value);
  return usesSpecLook(lang) ? formatBeijing(at) : dateTimes(lang).format(at);
}

/** The day alone, for a screen that shows a date: "2026-11-25" (zh-CN) or "Nov 25, 2026" (en), Beijing's day. A bare "YYYY-MM-DD" is read as that day. */
export function formatDate(value: Shown, lang: string): string {
  if (isAbsent(value)) return '';
  const at = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? parseBeijing(`${value.trim()} 00:00:00`) : momentOf(value);
  if (!at) return String(value);
  return usesSpecLook(lang) ? formatBeijing(at).slice(0, 10) : dates(lang).format(at);
}
