export type { FieldControlProps } from '../types';

/** A form value as the text an input shows (form values are unknown until the schema has parsed them). */
export function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : String(value);
}
