import type { RefCallBack } from 'react-hook-form';
import type { LaidOutField } from '../types';

/** What every field control receives from the form row. */
export interface FieldControlProps {
  field: LaidOutField;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  /** Lets the form focus this control when it is the first failing field. */
  inputRef: RefCallBack;
  /** The id the row's label points at. */
  id: string;
  invalid: boolean;
  /** The id of the row's error text, when it shows one. */
  describedBy?: string;
}

/** A form value as the text an input shows (form values are unknown until the schema has parsed them). */
export function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : String(value);
}
