// What a screen declares to get a form: the contract's request schema, the composed rules, the limits the server
// gives, the fields in the order the spec checks them, the call and what follows its answer. Parts of it (fields,
// cards, summary, tabs) are ./types.ts; its look, ./look.ts.
import type { DataTag, QueryClient, QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { FormLook } from './look';
import type { FieldDeclaration, FormContext, FormPair, FormSection, FormSummary, FormTabs, PartDeclaration, Words } from './types';

/** A zod schema of an object; each message is a locale key ('validation:required'). */
export type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;
export type FormInput<S extends FormSchema> = z.input<S>;
export type FormOutput<S extends FormSchema> = z.output<S>;
export type FieldName<S extends FormSchema> = Extract<keyof FormInput<S>, string>;

/** A generated request body schema (src/api/requestSchemas.gen.ts): where each field's limits come from. */
export type RequestSchema = z.ZodObject;
export type RequestField<Q extends RequestSchema> = Extract<keyof Q['shape'], string>;

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

/** A second button that sends without the checks (the guest trial), with its own call and follow-ups. */
export interface FormAction<V, R extends SubmitResult = SubmitResult> {
  labelKey: string;
  submit(values: V, tools: SubmitTools): Promise<R>;
  /** Its failure says nothing (the guest trial's, as the spec says). */
  silent?: boolean;
  successToast?: boolean;
  onSuccess?: FormSuccess<V, V, R>;
}

// S, R, Q, L, K and M are inferred from `schema`/`rules`, `submit`, `request`, `load` and `limits` (NoInfer elsewhere).
export interface FormDeclaration<S extends FormSchema, R extends SubmitResult = SubmitResult, Q extends RequestSchema = RequestSchema, L = never, K extends QueryKey = QueryKey, M extends LimitQueries<FormInput<S>> = Record<never, never>> {
  /** The generated request schema the form sends (each field's input limit is its property's, see `contract`), or its module, loaded when a field is first entered. */
  request?: Q | (() => Promise<Q>);
  /** The rules checked on submit: the generated ones composed, plus what the contract cannot say. */
  schema?: S;
  /**
   * Or the rules from their module, loaded at the first check (zod and the contract's rules stay off the first paint),
   * made for the limits of the moment.
   */
  rules?: () => Promise<FormRules<S, NoInfer<LimitsOf<M>>>>;
  /** Something the form needs before it shows (the banks to choose from); while it loads, or when it fails, the renderer says so. */
  load?: UseQueryOptions<L, Error, L, K>;
  /** Values the server gives that the rules, fills and summary use (a pay way's range, a balance): each a query of the values. */
  limits?: M & LimitQueries<NoInfer<FormInput<S>>>;
  /** In the order they are drawn, with the feature's parts among them; checked in this order too unless `order` says otherwise. */
  fields: readonly (
    | FieldDeclaration<NoInfer<FieldName<S>>, NoInfer<RequestField<Q>>, NoInfer<L>, NoInfer<FormInput<S>>, NoInfer<LimitsOf<M>>>
    | PartDeclaration<NoInfer<FormInput<S>>>
  )[];
  /** The spec's order of checks, where it differs from the order on screen: the first failing field is the one reported. */
  order?: readonly NoInfer<FieldName<S>>[];
  /** Cards of fields, in order (the fields name theirs); one card of every field when absent. */
  sections?: readonly FormSection<NoInfer<FormInput<S>>, NoInfer<LimitsOf<M>>>[];
  summary?: FormSummary<NoInfer<FormInput<S>>, NoInfer<LimitsOf<M>>>;
  tabs?: FormTabs<NoInfer<FieldName<S>>, NoInfer<L>>;
  pair?: FormPair<NoInfer<FieldName<S>>>;
  /** Values of the {{placeholders}} in the form's words: labels, placeholders, the rules' messages (a range's bounds). */
  words?(context: FormContext<NoInfer<FormInput<S>>, NoInfer<LimitsOf<M>>>): Record<string, string | number>;
  /** Starting values, e.g. from the query (?pid=) or what `load` brought; fields not given start empty. */
  defaults?(search: URLSearchParams, loaded: NoInfer<L> | undefined): NoInfer<Partial<FormInput<S>>>;
  /** A member has no business here (the log-in form): sent on to this path at once. */
  visitorsOnly?(search: URLSearchParams): string;
  look?: FormLook;
  /** The form's heading, inside it. */
  titleKey?: string;
  /** Parts of the feature's above the form (the brand, the balances): they may read and set its values (useFormPart). */
  header?: ComponentType | readonly ComponentType[];
  /** Drawn at the end of the form, after its buttons. */
  footer?: ComponentType;
  submitKey: string;
  /** The button stays disabled until this holds (the log-in's: both fields filled). */
  submitWhen?(values: NoInfer<FormInput<S>>): boolean;
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
  actions?: readonly FormAction<NoInfer<FormInput<S>>>[];
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
