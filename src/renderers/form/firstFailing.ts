import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { FieldDeclaration } from './types';

/**
 * The field to report: the first failing one in declaration order, since the spec checks a form top down and
 * names one problem at a time. An error on something not declared (a hidden value, a rule on the whole form)
 * comes after them, so no failure passes silently.
 */
export function firstFailing(fields: readonly FieldDeclaration[], errors: FieldErrors<FieldValues>): { name: string; message: string } | undefined {
  for (const field of fields) {
    const message = errors[field.name]?.message;
    if (typeof message === 'string' && message) return { name: field.name, message };
  }
  for (const [name, error] of Object.entries(errors)) {
    const message: unknown = error?.message;
    if (typeof message === 'string' && message) return { name, message };
  }
  return undefined;
}
