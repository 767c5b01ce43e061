// What a screen declares to get a form: what the form does (../headlessForm: the rules, the limits the server gives,
// the order of the checks, the call and what follows its answer), and how it is drawn: the contract's request schema,
// the fields in the order they are drawn, the cards, summary and tabs around them (./types.ts), its look (./look.ts).
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { FieldName, FormBehaviour, FormInput, FormSchema, FormSuccess, LimitQueries, LimitsOf, SubmitResult, SubmitTools } from '../headlessForm';
import type { FormLook } from './look';
import type { FieldDeclaration, FormPair, FormSection, FormSummary, FormTabs, PartDeclaration } from './types';

export type { FormInput, FormNext, FormOutput, FormRules, FormSchema, FormSuccess, LimitQueries, LimitsOf, SubmitResult, SubmitTools } from '../headlessForm';

/** A generated request body schema (src/api/requestSchemas.gen.ts): where each field's limits come from. */
export type RequestSchema = z.ZodObject;
export type RequestField<Q extends RequestSchema> = Extract<keyof Q['shape'], string>;

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
export interface FormDeclaration<S extends FormSchema, R extends SubmitResult = SubmitResult, Q extends RequestSchema = RequestSchema, L = never, K extends QueryKey = QueryKey, M extends LimitQueries<FormInput<S>> = Record<never, never>>
  extends FormBehaviour<S, R, M, L> {
  /** The generated request schema the form sends (each field's input limit is its property's, see `contract`), or its module, loaded when a field is first entered. */
  request?: Q | (() => Promise<Q>);
  /** Something the form needs before it shows (the banks to choose from); while it loads, or when it fails, the renderer says so. */
  load?: UseQueryOptions<L, Error, L, K>;
  /** In the order they are drawn, with the feature's parts among them; checked in this order too unless `order` says otherwise. */
  fields: readonly (
    | FieldDeclaration<NoInfer<FieldName<S>>, NoInfer<RequestField<Q>>, NoInfer<L>, NoInfer<FormInput<S>>, NoInfer<LimitsOf<M>>>
    | PartDeclaration<NoInfer<FormInput<S>>>
  )[];
  /** Cards of fields, in order (the fields name theirs); one card of every field when absent. */
  sections?: readonly FormSection<NoInfer<FormInput<S>>, NoInfer<LimitsOf<M>>>[];
  summary?: FormSummary<NoInfer<FormInput<S>>, NoInfer<LimitsOf<M>>>;
  tabs?: FormTabs<NoInfer<FieldName<S>>, NoInfer<L>>;
  pair?: FormPair<NoInfer<FieldName<S>>>;
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
