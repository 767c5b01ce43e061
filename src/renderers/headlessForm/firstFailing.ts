import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * The field to report: the first failing one in the given order, since the spec checks a form top down and
 * names one problem at a time. An error on a field not in the order (a hidden value, a rule on the whole form)
 * comes after them, so no failure passes silently.
 */
export function firstFailing<T extends FieldValues>(order: readonly (keyof T & string)[], errors: FieldErrors<T>): { name: string; message: string } | undefined {
  for (const name of order) {
    const message: unknown = errors[name]?.message;
    if (typeof message === 'string' && message) return { name, message };
  }
  for (const [name, error] of Object.entries(errors)) {
    const message: unknown = error?.message;
    if (typeof message === 'string' && message) return { name, message };
  }
  return undefined;
}
