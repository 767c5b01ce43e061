// What a screen declares to get a form: the contract's request schema, the composed rules, the fields in the order
// the spec checks them (each with its widget and label), the call.
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { z } from 'zod';

/** A zod schema of an object; each message is a locale key ('validation:required'). */
export type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;
export type FormInput<S extends FormSchema> = z.input<S>;
export type FormOutput<S extends FormSchema> = z.output<S>;
export type FieldName<S extends FormSchema> = Extract<keyof FormInput<S>, string>;

/** A generated request body schema (src/api/requestSchemas.gen.ts): where each field's limits come from. */
export type RequestSchema = z.ZodObject;
export type RequestField<Q extends RequestSchema> = Extract<keyof Q['shape'], string>;

export type FieldKind = 'text' | 'password' | 'tel' | 'email' | 'number' | 'textarea' | 'select' | 'date';

export interface SelectOption {
  value: string | number;
  labelKey: string;
}

/** One field as declared; L is what the form loads first (`load`), from which a select may take its options. */
export interface FieldDeclaration<TName extends string = string, TContract extends string = string, L = never> {
  name: TName;
  /**
   * The request property whose contract rules this field is sent as, when its name differs (a confirmation names
   * the password it repeats). Its maxLength is the input's: the contract, not the declaration, limits what is typed.
   */
  contract?: TContract;
  labelKey: string;
  placeholderKey?: string;
  kind: FieldKind;
  /** select: the choices, or a function of what `load` answered. Up to four show as chips in one row; more open a picker. */
  options?: readonly SelectOption[] | ((loaded: L) => readonly SelectOption[]);
  readOnly?: boolean;
  /** date: the earliest and latest day offered, 'YYYY-MM-DD' (default 1980-01-01 to today). */
  min?: string;
  max?: string;
  /** date: the day the wheel opens on while the field is empty, 'YYYY-MM-DD' (default today). */
  start?(): string;
}

/** A field as the renderer lays it out: its options and input limit resolved. */
export interface LaidOutField extends Omit<FieldDeclaration, 'options' | 'contract'> {
  options?: readonly SelectOption[];
  maxLength?: number;
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

// S, Q, L and K are inferred from `schema`, `request` and `load` alone (NoInfer elsewhere), so the rest is checked against them.
export interface FormDeclaration<S extends FormSchema, R extends SubmitResult = SubmitResult, Q extends RequestSchema = RequestSchema, L = never, K extends QueryKey = QueryKey> {
  /** The generated request schema the form sends: each field's input limit is its property's (see `contract`). */
  request?: Q;
  /** The rules checked on submit: the generated ones composed, plus what the contract cannot say. */
  schema: S;
  /** Something the form needs before it shows (the banks to choose from); while it loads, or when it fails, the renderer says so. */
  load?: UseQueryOptions<L, Error, L, K>;
  /** In the order the spec checks them: the first failing one is the one reported. */
  fields: readonly FieldDeclaration<NoInfer<FieldName<S>>, NoInfer<RequestField<Q>>, NoInfer<L>>[];
  /** Starting values, e.g. from the query (?pid=) or what `load` brought; fields not given start empty. */
  defaults?(search: URLSearchParams, loaded: NoInfer<L> | undefined): NoInfer<Partial<FormInput<S>>>;
  submitKey: string;
  submit(values: FormOutput<S>): Promise<R>;
  onSuccess?: FormSuccess<S, R>;
  /** The server's message as the green toast on success. Default true. */
  successToast?: boolean;
  /** Drawn under the form (a link to more about it). */
  footer?: ComponentType;
}

/** One form of a screen that shows one of several, picked by the URL's query (/password?type=1). */
export interface FormTab {
  /** The query value that picks this form; the tab without one is the default. */
  when?: string;
  /** The header's title while this form shows. */
  titleKey: string;
  /** A declared form (defineForm). */
  form: ComponentType;
}
