// A declared form without its drawing: the values, the limits, the checks in the spec's order (the first failing one
// told and focused), the confirm step, one call however often it is sent, and what follows the answer. The form
// renderer draws its screens with it; a form that is no screen of its own (the bet slip in a lottery room's panel)
// uses it from this renderer's entry and draws itself.
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { confirmDialog, toast } from '../../kit/toast';
import type { FormBehaviour, FormContext, FormInput, FormOutput, FormSchema, LimitQueries, LimitsOf, SubmitResult } from './declaration';
import { firstFailing } from './firstFailing';
import type { FormPart } from './formPart';
import { useRulesResolver } from './rulesResolver';
import { useFormSend } from './useFormSend';
import { useLimits } from './useLimits';
import { useSubmitOnce } from './useSubmitOnce';

/** What the headless form needs of a declaration: what the form does, and of its fields no more than their names. */
export type HeadlessDeclaration<S extends FormSchema, R extends SubmitResult, M extends LimitQueries<FormInput<S>>, L = never> = FormBehaviour<S, R, M, L> & {
  fields?: readonly ({ name: string; kind?: string } | { part: unknown })[];
};

export interface DeclaredForm<S extends FormSchema, X> {
  /** React Hook Form's own, for the controls. */
  form: UseFormReturn<FieldValues>;
  values: FormInput<S>;
  limits: Partial<X>;
  context: FormContext<FormInput<S>, X>;
  /** Check, ask, send: the form's onSubmit. */
  onSubmit(event?: FormEvent): Promise<void>;
  /** A call is out, or the form is on its way out after one: the button is disabled. */
  busy: boolean;
  /** The first failing field and its message (a locale key), once a check has failed. */
  failing: { name: string; message: string } | undefined;
  /** The words' values (a range's bounds) for every t() of the form. */
  words: Record<string, string | number>;
  /** What the form's parts may read and set. */
  part: FormPart;
  /** Starts the form afresh from its defaults, keeping these values (a tab just chosen). */
  restart(keep?: Partial<FormInput<S>>): void;
}

/** The declared defaults over an empty value for each field (controlled inputs need one). */
function startingValues(fields: readonly { name: string; kind?: string }[], declared: FieldValues | undefined): FieldValues {
  const empty = Object.fromEntries(fields.map((field) => [field.name, field.kind === 'check' ? false : '']));
  return { ...empty, ...declared };
}

export function useDeclaredForm<S extends FormSchema, R extends SubmitResult, M extends LimitQueries<FormInput<S>> = Record<never, never>, L = never>(
  declaration: HeadlessDeclaration<S, R, M, L>,
  loaded?: L,
): DeclaredForm<S, LimitsOf<M>> {
  type V = FormInput<S>;
  type X = LimitsOf<M>;
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const named = useMemo(() => (declaration.fields ?? []).flatMap((field) => ('name' in field ? [field] : [])), [declaration.fields]);
  const [defaults] = useState(() => startingValues(named, declaration.defaults?.(search, loaded)));
  const limitsNow = useRef<Partial<X>>({});
  const resolver = useRulesResolver<S, X>(declaration.schema, declaration.rules, limitsNow);
  const form = useForm<FieldValues>({ resolver, defaultValues: defaults, shouldFocusError: false });
  const values = { ...defaults, ...useWatch({ control: form.control }) } as V;
  const limits = useLimits(declaration.limits, values, search);
  // The checks run on a tap, after this render is on screen: they take the limits it showed.
  useLayoutEffect(() => {
    limitsNow.current = limits;
  });
  const context: FormContext<V, X> = { values, limits, search, language: i18n.language };
  const words = declaration.words?.(context) ?? {};
  const order = useMemo(() => (declaration.order as readonly string[] | undefined) ?? named.map((field) => field.name), [declaration.order, named]);

  const reset = useCallback(
    (names?: readonly string[]) => (names ? names.forEach((name) => form.resetField(name, { defaultValue: defaults[name] })) : form.reset(defaults)),
    [form, defaults],
  );
  const { send, pending } = useFormSend<V, FormOutput<S>, R>(declaration, reset);
  const submitOnce = useSubmitOnce();
  const renew = (failure: { errors: FieldErrors<FieldValues>; sent: boolean }) => {
    const messages = Object.fromEntries(Object.entries(failure.errors).flatMap(([name, error]) => (typeof error?.message === 'string' ? [[name, error.message]] : [])));
    const changes = declaration.afterFailure?.({ errors: messages as Record<string, string>, sent: failure.sent }, form.getValues() as V);
    for (const [name, value] of Object.entries(changes ?? {})) form.setValue(name, value);
  };

  const onInvalid = (errors: FieldErrors<FieldValues>) => {
    const failing = firstFailing(order, errors);
    if (failing) {
      toast.fail(t(failing.message, words));
      form.setFocus(failing.name);
    }
    renew({ errors, sent: false });
  };
  const onValid = async (checked: FieldValues) => {
    const parsed = checked as FormOutput<S>;
    const question = declaration.confirm?.(parsed, context);
    if (question) {
      const sure = await confirmDialog({ content: t(question.key, question.values), confirmText: t('common:confirm'), cancelText: t('common:cancel') });
      if (!sure) return;
    }
    if ((await send(parsed)) === null) renew({ errors: {}, sent: true });
  };
  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (pending) return;
    await submitOnce(() => form.handleSubmit(onValid, onInvalid)());
  };

  const part: FormPart = {
    values,
    limits,
    set: (name, value: unknown) => form.setValue(name, value as FieldValues[string], { shouldDirty: true }),
    get: () => form.getValues(),
    busy: pending || form.formState.isSubmitting,
  };
  const restart = (keep?: Partial<V>) => form.reset({ ...defaults, ...keep });
  return {
    form,
    values,
    limits,
    context,
    onSubmit,
    busy: part.busy,
    failing: firstFailing(order, form.formState.errors),
    words,
    part,
    restart,
  };
}
