import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The message of the first wrong field in the given order: the spec checks a form top down. */
export function firstErrorMessage<T extends FieldValues>(errors: FieldErrors<T>, order: readonly (keyof T)[]): string | undefined {
  for (const field of order) {
    const message = errors[field]?.message;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}
