// One declared value as a player reads it: formatted, with its copy button where declared.
import { useQuery } from '@tanstack/react-query';
import { createElement, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { parseSignedFen } from '../../../core/money';
import type { SafeHtml as SafeHtmlType } from '../html';
import { useFormat, type Formatters } from '../../lib/useFormat';
import { CopyButton } from './CopyButton';
import { Countdown } from './Countdown';
import { fieldLabelKey, fieldTone, fieldValue, maskNumber } from './format';
import type { DeclaredField, FieldFormat, NamesQuery, FieldValue as Value } from './types';
import './fields.css';

// The sanitizer (DOMPurify, ~11 KB gzip) loads only where a declared value is HTML: most lists never show one, and
// /activity's first paint should not wait for it. Until it arrives the value shows nothing, never unsanitized.
// A list whose rows show HTML asks for it as its screen loads (preloadHtml), so the rows are drawn whole at once: rows
// drawn short at first would have the list ask for its next page before the player scrolls.
type SafeHtmlView = typeof SafeHtmlType;
let loaded: SafeHtmlView | undefined;
const loadSafeHtml = () =>
  import('../html').then((m) => {
    loaded = m.SafeHtml;
    return { default: m.SafeHtml };
  });
const LazySafeHtml = lazy(loadSafeHtml);

/** Starts loading the HTML view (and its sanitizer) before any row needs it. */
export const preloadHtml = () => void loadSafeHtml();

/** Server HTML through the sanitizer, once it has loaded (a detail's HTML, a declared value's). */
export function HtmlOnDemand({ html, className }: { html: string; className: string }) {
  return <Suspense fallback={null}>{loaded ? createElement(loaded, { html, className }) : <LazySafeHtml html={html} className={className} />}</Suspense>;
}

/** An amount with its sign: "+100.00" for a gain, "-100.00" for a loss, "0.00" for neither. */
function signed(value: Value, written: Formatters): { text: string; sign: number } {
  const fen = parseSignedFen(String(value)) ?? 0;
  const text = written.money(value);
  return { text: fen > 0 ? `+${text}` : text, sign: Math.sign(fen) };
}

/** The value as plain words, for a sentence that names it; a count stays a number, so the words can be plural. */
function asWords(value: Value, format: FieldFormat, written: Formatters): string | number {
  if (format === 'money') return written.money(value);
  if (format === 'time') return written.dateTime(value);
  if (format === 'date') return written.date(value);
  if (format === 'signed') return signed(value, written).text;
  if (format === 'masked') return maskNumber(value);
  return value ?? '';
}

function Named({ value, query }: { value: string; query: NamesQuery }) {
  const { data } = useQuery(query);
  return <span className="field-text">{data?.find((option) => option.value === value)?.label ?? value}</span>;
}

function Formatted({ value, format = 'text', label, first }: { value: Value; format?: FieldFormat; label: string; first?: boolean }) {
  const { t } = useTranslation();
  const written = useFormat();
  if (value === null || value === undefined || value === '') return null;
  if (format === 'money') return <span className="field-money">{written.money(value)}</span>;
  if (format === 'signed') {
    const { text, sign } = signed(value, written);
    return <span className={sign > 0 ? 'field-money field-gain' : sign < 0 ? 'field-money field-loss' : 'field-money'}>{text}</span>;
  }
  if (format === 'time') return <time className="field-time">{written.dateTime(value)}</time>;
  if (format === 'date') return <time className="field-time">{written.date(value)}</time>;
  if (format === 'masked') return <span className="field-masked">{maskNumber(value)}</span>;
  if (format === 'html') return <HtmlOnDemand html={String(value)} className="field-html" />;
  if (format === 'text') return <span className="field-text">{value}</span>;
  if ('words' in format) return <span className="field-text">{format.words[String(value)] ? t(format.words[String(value)]!) : value}</span>;
  if ('countdown' in format) return <Countdown leftAtAnswer={Number(value)} {...format.countdown} />;
  if ('named' in format) return <Named value={String(value)} query={format.named} />;
  if ('badge' in format) {
    const state = format.badge[String(value)];
    const look = format.outline ? ' field-badge-outline' : '';
    return state ? <span className={`field-badge field-badge-${state.tone}${look}`}>{t(state.labelKey)}</span> : <span className="field-text">{value}</span>;
  }
  const { width, height, eagerFirst } = format.image;
  const eager = eagerFirst && first;
  return (
    <img
      className="field-image"
      src={String(value)}
      alt={label}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
    />
  );
}

/** A sentence naming the value ("Claimed 2026-11-25 19:03:13"). */
function Phrase<T>({ field, item, value }: { field: DeclaredField<T>; item: T; value: Value }) {
  const { t } = useTranslation();
  const written = useFormat();
  const { key, name } = field.phrase!;
  if (value === null || value === undefined || value === '') return null;
  return <span className="field-text">{t(typeof key === 'function' ? key(item) : key, { [name]: asWords(value, field.format ?? 'text', written) })}</span>;
}

/** One declared value as written; `first` tells the list's first row (its picture may be the page's largest paint). */
export function FieldValue<T>({ field, item, first }: { field: DeclaredField<T>; item: T; first?: boolean }) {
  const { t } = useTranslation();
  const value = fieldValue(field, item);
  const labelKey = fieldLabelKey(field, item);
  const label = labelKey ? t(labelKey, field.labelValues?.(item)) : '';
  const tone = fieldTone(field, item);
  const written = field.phrase ? <Phrase field={field} item={item} value={value} /> : <Formatted value={value} format={field.format} label={label} first={first} />;
  const formatted = tone ? <span className={`field-tone field-tone-${tone}`}>{written}</span> : written;
  if (!field.copy || value === null || value === undefined || value === '') return formatted;
  return (
    <span className="field-with-copy">
      {formatted}
      <CopyButton text={String(value)} label={label || String(value)} />
    </span>
  );
}
