// What a declared form does, apart from how it is drawn: its rules, the limits the server gives, the order the spec
// checks its fields in, the question before sending, the call and what follows its answer. A screen's declaration adds
// its fields, cards and look to this (src/renderers/form/declaration.ts); a form its feature draws (the bet slip)
// declares this alone.
import type { DataTag, QueryClient, QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';

export type FormValues = Record<string, unknown>;

/** A zod schema of an object; each message is a locale key ('validation:required'). */
export type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;
export type FormInput<S extends FormSchema> = z.input<S>;
export type FormOutput<S extends FormSchema> = z.output<S>;
export type FieldName<S extends FormSchema> = Extract<keyof FormInput<S>, string>;

/** A rules module's rules, made for the limits the server gave (a pay way's range); a form without limits ignores them. */
export type FormRules<S extends FormSchema, X> = (limits: Partial<X>) => S;

/** A limit's query: TanStack's query options (`queryOptions(...)`), whatever its key; its answer's type is the key's tag. */
export interface LimitQuery {
  queryKey: QueryKey;
}
/** Each limit's query, asked again as the values it depends on change (a deposit method's range); null asks nothing. */
export type LimitQueries<V> = Record<string, (values: V, search: URLSearchParams) => LimitQuery | null>;
type AnswerOf<Q> = Q extends { queryKey: DataTag<unknown, infer T, unknown> } ? T : never;
/** What each limit's query answers. */
export type LimitsOf<M> = { [K in keyof M]: M[K] extends (...args: never[]) => infer Q ? AnswerOf<Q> : never };

/**
 * What a declaration's functions are told: the form's values now, the server-given limits (fresh answers only: an
 * answer kept from an earlier visit is never checked against nor filled in), the URL's query, and the language in use
 * (amounts are written for it: src/lib/format).
 */
export interface FormContext<V = FormValues, X = FormValues> {
  values: V;
  limits: Partial<X>;
  search: URLSearchParams;
  language: string;
}

/** A locale key and the values of its {{placeholders}}. */
export interface Words {
  key: string;
  values?: Record<string, string | number>;
}

/** What the call answers: the contract's envelope as `unwrap(client.POST(...))` returns it; its message is the toast. */
export interface SubmitResult {
  message?: string | null;
}

/** What a call may use besides the values: the query cache (to refresh what it changed), the URL's query. */
export interface SubmitTools {
  queryClient: QueryClient;
  search: URLSearchParams;
}

/** Where an answer leads: a path (or back, where the page came from) and our own words; or a failure of its own. */
export type FormNext = { navigate?: string | 'back'; toastKey?: string } | { failKey: string };

export interface FormSuccess<V, O, R> {
  /** Where to go next: a path, or one computed from what was sent and answered, or `back` (the hall when opened directly). */
  navigate?: string | ((values: O, result: R, search: URLSearchParams) => string);
  /** Replace this page in the history (a back tap should not return to a sent form). Default false. */
  replace?: boolean;
  /** Wait before navigating, so the success toast can be read (the withdrawal's 1.5 s). Default 0. */
  delayMs?: number;
  /** Queries whose data the call changed. */
  invalidate?: readonly QueryKey[];
  /** Empty the form again (back to its defaults), or only these fields. */
  resetForm?: boolean | readonly Extract<keyof V, string>[];
  /**
   * Going on by the answer: where it leads and the words said (instead of the server's message), or the failure it is
   * when it lacks what going on needs (a deposit answered without its number). Replaces `navigate`.
   */
  next?(result: R, values: O): FormNext;
}

/** What a failure was: the checks' messages by field, or the call's (`sent`). */
export interface FormFailure<V> {
  errors: Partial<Record<Extract<keyof V, string>, string>>;
  sent: boolean;
}

// S, R, M and L are inferred from `schema`/`rules`, `submit`, `limits` and what the form loads (NoInfer elsewhere).
export interface FormBehaviour<S extends FormSchema, R extends SubmitResult = SubmitResult, M extends LimitQueries<FormInput<S>> = Record<never, never>, L = never> {
  /** The rules checked on submit: the generated ones composed, plus what the contract cannot say. */
  schema?: S;
  /**
   * Or the rules from their module, loaded at the first check (zod and the contract's rules stay off the first paint),
   * made for the limits of the moment.
   */
  rules?: () => Promise<FormRules<S, NoInfer<LimitsOf<M>>>>;
  /** Values the server gives that the rules, fills and summary use (a pay way's range, a balance): each a query of the values. */
  limits?: M & LimitQueries<NoInfer<FormInput<S>>>;
  /** The spec's order of checks, where it differs from the order on screen: the first failing field is the one reported. */
  order?: readonly NoInfer<FieldName<S>>[];
  /** Values of the {{placeholders}} in the form's words: labels, placeholders, the rules' messages (a range's bounds). */
  words?(context: FormContext<NoInfer<FormInput<S>>, NoInfer<LimitsOf<M>>>): Record<string, string | number>;
  /** Starting values, e.g. from the query (?pid=) or what the form loaded first; fields not given start empty. */
  defaults?(search: URLSearchParams, loaded: NoInfer<L> | undefined): NoInfer<Partial<FormInput<S>>>;
  /** Asked before sending (confirm or cancel); nothing is sent unless confirmed. Null: nothing to ask. */
  confirm?(values: NoInfer<FormOutput<S>>, context: FormContext<NoInfer<FormInput<S>>, NoInfer<LimitsOf<M>>>): Words | null;
  submit(values: NoInfer<FormOutput<S>>, tools: SubmitTools): Promise<R>;
  onSuccess?: FormSuccess<NoInfer<FormInput<S>>, NoInfer<FormOutput<S>>, NoInfer<R>>;
  /** The server's message as the green toast on success. Default true. */
  successToast?: boolean;
  /** A failed call toasts nothing of its own (the form words it: `failureWords`). */
  silent?: boolean;
  /** A failed call's words, the server's reason (or the failure's category) inside: `{{reason}}`. */
  failureWords?: { reason: string; plain: string };
  /** Values to set after a failed check or call (a new captcha and an empty code). */
  afterFailure?(failure: FormFailure<NoInfer<FormInput<S>>>, values: NoInfer<FormInput<S>>): NoInfer<Partial<FormInput<S>>> | undefined;
}
