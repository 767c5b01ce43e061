// What a screen declares to get a form: the zod rules, the fields in the order the spec checks them, the call.
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { z } from 'zod';

/** A zod schema of an object; each message is a locale key ('validation:required'). */
export type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;
export type FormInput<S extends FormSchema> = z.input<S>;
export type FormOutput<S extends FormSchema> = z.output<S>;
export type FieldName<S extends FormSchema> = Extract<keyof FormInput<S>, string>;

export type FieldKind = 'text' | 'password' | 'tel' | 'email' | 'number' | 'textarea' | 'select' | 'date';

export interface SelectOption {
  value: string | number;
  labelKey: string;
}

export interface FieldDeclaration<TName extends string = string> {
  name: TName;
  labelKey: string;
  placeholderKey?: string;
  kind: FieldKind;
  maxLength?: number;
  /** select: the choices. Up to four show as chips in one row; more open a picker. */
  options?: readonly SelectOption[];
  readOnly?: boolean;
  /** date: the earliest and latest day offered, 'YYYY-MM-DD' (default 1980-01-01 to today). */
  min?: string;
  max?: string;
  /** date: the day the wheel opens on while the field is empty, 'YYYY-MM-DD' (default today). */
  start?(): string;
}

/** What the call answers: the contract's envelope as `unwrap(client.POST(...))` returns it; its message is the toast. */
export interface SubmitResult {
  message: string;
}

export interface FormSuccess<S extends FormSchema, R extends SubmitResult> {
  /** Where to go next: a path, or one computed from what was sent and answered. */
  navigate?: string | ((values: FormOutput<S>, result: R) => string);
  /** Replace this page in the history (a back tap should not return to a sent form). Default false. */
  replace?: boolean;
  /** Wait before navigating, so the success toast can be read (the withdrawal's 1.5 s). Default 0. */
  delayMs?: number;
  /** Queries whose data the call changed. */
  invalidate?: readonly QueryKey[];
  /** Empty the form again (back to its defaults). */
  resetForm?: boolean;
}

// S is inferred from `schema` alone (NoInfer elsewhere), so the other members are checked against it.
export interface FormDeclaration<S extends FormSchema, R extends SubmitResult = SubmitResult> {
  schema: S;
  /** In the order the spec checks them: the first failing one is the one reported. */
  fields: readonly FieldDeclaration<NoInfer<FieldName<S>>>[];
  /** Starting values, e.g. from the query (?pid=); fields not given start empty. */
  defaults?(search: URLSearchParams): NoInfer<Partial<FormInput<S>>>;
  submitKey: string;
  submit(values: FormOutput<S>): Promise<R>;
  onSuccess?: FormSuccess<S, R>;
  /** The server's message as the green toast on success. Default true. */
  successToast?: boolean;
  footer?: ReactNode;
}
