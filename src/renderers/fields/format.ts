// Writing a declared value: pure, so both renderers and the tests agree on what a player reads.
// Money, counts and times are written by src/lib/format for the language in use (FieldValue binds it).
import { MASK_VISIBLE_CHARS } from '../../../core/constants';
import type { DeclaredField, FieldTone, FieldValue } from './types';

const isAbsent = (value: FieldValue): value is null | undefined | '' => value === null || value === undefined || value === '';

/**
 * Only the last MASK_VISIBLE_CHARS show (spec), whatever the server sent: a full number, or one it masked less
 * (6222****3445). One already showing no more is left as it is.
 */
export function maskNumber(value: FieldValue): string {
  if (isAbsent(value)) return '';
  const text = String(value);
  const shown = text.replace(/[*\s]/g, '');
  if (shown.length <= MASK_VISIBLE_CHARS) return text;
  return `**** ${shown.slice(-MASK_VISIBLE_CHARS)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Time left as "59:58"; "00:00" once the moment has passed. */
export function formatLeft(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

/** The field's raw value for an item. */
export function fieldValue<T>(field: DeclaredField<T>, item: T): FieldValue {
  const { value } = field;
  if (value === undefined) return undefined;
  if (typeof value === 'function') return value(item);
  return item[value] as FieldValue;
}

export function fieldLabelKey<T>(field: DeclaredField<T>, item: T): string | undefined {
  return typeof field.labelKey === 'function' ? field.labelKey(item) : field.labelKey;
}

/** An in-app path only: a declared link never takes the player off the site. */
export const isInternalPath = (to: string | undefined): to is string => !!to && /^\/(?!\/)[^\\:]*$/.test(to);

export function fieldPath<T>(field: DeclaredField<T>, item: T): string | undefined {
  return typeof field.to === 'function' ? field.to(item) : field.to;
}

export const fieldKey = <T>(field: DeclaredField<T>, index: number) =>
  field.key ?? (typeof field.labelKey === 'string' ? field.labelKey : typeof field.value === 'string' ? field.value : String(index));

export const fieldTone = <T>(field: DeclaredField<T>, item: T): FieldTone | undefined =>
  typeof field.tone === 'function' ? field.tone(item) : field.tone;
