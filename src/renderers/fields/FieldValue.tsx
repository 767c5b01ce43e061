// One declared value as a player reads it: formatted, with its copy button where declared.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from './CopyButton';
import { Countdown } from './Countdown';
import { useFormat } from '../../lib/useFormat';
import { fieldLabelKey, fieldValue, maskNumber } from './format';
import type { DeclaredField, FieldFormat, FieldValue as Value } from './types';
import './fields.css';

// The sanitizer (DOMPurify, ~11 KB gzip) loads only where a declared value is HTML: most lists never show one, and
// /activity's first paint should not wait for it. Until it arrives the value shows nothing, never unsanitized.
const SafeHtml = lazy(() => import('../SafeHtml').then((m) => ({ default: m.SafeHtml })));

function Formatted({ value, format = 'text', label }: { value: Value; format?: FieldFormat; label: string }) {
  const { t } = useTranslation();
  const written = useFormat();
  if (value === null || value === undefined || value === '') return null;
  if (format === 'money') return <span className="field-money">{written.money(value)}</span>;
  if (format === 'time') return <time className="field-time">{written.dateTime(value)}</time>;
  if (format === 'date') return <time className="field-time">{written.date(value)}</time>;
  if (format === 'masked') return <span className="field-masked">{maskNumber(value)}</span>;
  if (format === 'html') {
    return (
      <Suspense fallback={null}>
        <SafeHtml html={String(value)} className="field-html" />
      </Suspense>
    );
  }
  if (format === 'text') return <span className="field-text">{value}</span>;
  if ('words' in format) return <span className="field-text">{format.words[String(value)] ? t(format.words[String(value)]!) : value}</span>;
  if ('countdown' in format) return <Countdown leftAtAnswer={Number(value)} {...format.countdown} />;
  if ('badge' in format) {
    const state = format.badge[String(value)];
    return state ? <span className={`field-badge field-badge-${state.tone}`}>{t(state.labelKey)}</span> : <span className="field-text">{value}</span>;
  }
  const { width, height } = format.image;
  return <img className="field-image" src={String(value)} alt={label} width={width} height={height} loading="lazy" decoding="async" />;
}

export function FieldValue<T>({ field, item }: { field: DeclaredField<T>; item: T }) {
  const { t } = useTranslation();
  const value = fieldValue(field, item);
  const labelKey = fieldLabelKey(field, item);
  const label = labelKey ? t(labelKey, field.labelValues?.(item)) : '';
  const formatted = <Formatted value={value} format={field.format} label={label} />;
  if (!field.copy || value === null || value === undefined || value === '') return formatted;
  return (
    <span className="field-with-copy">
      {formatted}
      <CopyButton text={String(value)} label={label || String(value)} />
    </span>
  );
}
