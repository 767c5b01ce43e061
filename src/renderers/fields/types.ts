// What a declaration says about one value it shows: its label, where the value is, and how it is written.
import type { UseQueryOptions } from '@tanstack/react-query';
import type { FieldIcon } from './icon';

/** A value as it comes from the contract: strings and numbers; null or undefined when the server sends none. */
export type FieldValue = string | number | null | undefined;

/** The colours a status may take; each is a theme variable (fields.css). */
export type BadgeTone = 'success' | 'warning' | 'danger' | 'default';

export interface BadgeState {
  labelKey: string;
  tone: BadgeTone;
}

/** A colour a value may be written in, whatever its format (fields.css): the brand's, a state's, or quieter. */
export type FieldTone = 'primary' | 'success' | 'warning' | 'danger' | 'secondary' | 'weak';

/** A name the server gives a code (a venue's), as a filter offers it. */
export interface NamedOption {
  value: string;
  label: string;
}

/** Where such names come from: a query answering the options (the list's platform filter's). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query key: the field only reads the answer
export type NamesQuery = UseQueryOptions<NamedOption[], Error, NamedOption[], any>;

/**
 * How a value is written. Plain text when absent.
 * - money: a two-place decimal amount ("100.1" reads 100.10; "1,234.50" in English), through src/lib/format
 * - time: a server timestamp or seconds since 1970, in Beijing time: "YYYY-MM-DD HH:mm:ss" in zh-CN, "Nov 25, 2026,
 *   19:03:13" in English (src/lib/format)
 * - date: the day alone of such a time, or of a "YYYY-MM-DD" day (a group heading): "2026-11-25", "Nov 25, 2026"
 * - masked: a card or account number with only its last characters showing
 * - badge: a status as a coloured word, from the value's states: a tinted pill, or an outlined tag (`outline`)
 * - image: the value is a picture's URL; the field's label is its alt text, not a label beside it; `eagerFirst`: the
 *   first row's picture is the page's largest paint, fetched at once and first (the rest as they scroll into view)
 * - html: the value is server HTML, rendered through SafeHtml
 * - words: a value the app names (a payment method): its locale key per value
 * - countdown: the value is the milliseconds left when the answer came (counted on the server's clock by the
 *   declaration), ticking down each second; `runningKey` receives {{time}} ("59:58"), `overKey` shows at zero
 * - signed: an amount with its sign, tinted by it: a gain "+100.00" in the success colour, a loss "-100.00" in the
 *   danger colour, nothing at zero
 * - named: a code the server names itself (a venue): the label its query gives it, the code until that answers
 */
export type FieldFormat =
  | 'text'
  | 'money'
  | 'time'
  | 'date'
  | 'masked'
  | { badge: Readonly<Record<string, BadgeState>>; outline?: true }
  | { image: { width: number; height: number; eagerFirst?: true } }
  | 'html'
  | { words: Readonly<Record<string, string>> }
  | { countdown: { runningKey: string; overKey: string } }
  | 'signed'
  | { named: NamesQuery };

/** A key of the item whose value is a FieldValue: the "value path" of a declaration, checked by the compiler. */
export type FieldPath<T> = { [K in keyof T]-?: T[K] extends FieldValue ? K : never }[keyof T] & string;

export interface DeclaredField<T> {
  /** Locale key of the label, or one chosen by the item (an address for USDT, a merchant for a bank). */
  labelKey?: string | ((item: T) => string);
  /** Values the label's words name (the banner's position in "Sponsorship {{n}}"). */
  labelValues?(item: T): Record<string, string | number>;
  /** Where the value is: a key of the item, or what to compute from it. No value: the field is its label (a link). */
  value?: FieldPath<T> | ((item: T) => FieldValue);
  format?: FieldFormat;
  /** A copy button beside the value, copying it as the server sent it. */
  copy?: boolean;
  /** An in-app path the field opens when tapped (a menu entry, a banner); only paths inside the app are followed. */
  to?: string | ((item: T) => string | undefined);
  /** A locale key of a second, quieter line under the label. */
  descriptionKey?: string;
  /** Drawn before the label: an icon's component (or an element). */
  icon?: FieldIcon;
  /** Shown only when this holds (a field the server may leave out). */
  when?(item: T): boolean;
  /** The written value inside a sentence: the locale key (or one chosen by the item) and the name it gives the value
   * ("Claimed {{time}}"); a count in `text` format reaches it as a number, so the words can be plural. */
  phrase?: { key: string | ((item: T) => string); name: string };
  /** The value's colour, whatever its format, or one chosen by the item (an amount greyed until approved). */
  tone?: FieldTone | ((item: T) => FieldTone | undefined);
  /** In a list row: `large` for the amount a row is about, `regular` for a plain value on the heading line, `small`
   * (and quieter) for its numbers and times. */
  size?: 'large' | 'regular' | 'small';
  /** In a list row: the label above the value rather than before it; such fields on one line share it equally. */
  stacked?: true;
  /** In a list row: quieter values right after this one on its line (what a bet was placed through). */
  notes?: readonly DeclaredField<T>[];
  /** In a list row: a quieter line under the value (a room's players online, an application's time). */
  sub?: DeclaredField<T>;
  /** In a list row: the field is a call to act, its label drawn as a button-like pill or a "more ›" link. */
  cta?: 'pill' | 'more';
  /** A stable key when neither the label nor the value path tells fields apart. */
  key?: string;
}
