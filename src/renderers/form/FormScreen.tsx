// A declared form: fields by kind, zod rules checked on submit, the first failure told in a red toast and
// marked, and a submit button that sends one request at a time.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { toast } from '../../app/toast';
import { firstFailing } from './firstFailing';
import { FormField } from './FormField';
import type { FormDeclaration, FormOutput, FormSchema, SubmitResult } from './types';
import { useFormSubmit } from './useFormSubmit';
import { useSubmitOnce } from './useSubmitOnce';
import './form.css';

/** Every declared field starts empty (controlled inputs need a value), then the declared defaults apply. */
function startingValues<S extends FormSchema, R extends SubmitResult>(declaration: FormDeclaration<S, R>, search: URLSearchParams): FieldValues {
  const empty = Object.fromEntries(declaration.fields.map((field) => [field.name, '']));
  return { ...empty, ...declaration.defaults?.(search) };
}

export function FormScreen<S extends FormSchema, R extends SubmitResult>({ declaration }: { declaration: FormDeclaration<S, R> }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const idPrefix = useId();
  const [defaults] = useState(() => startingValues(declaration, search));
  // The form works on plain values; the resolver hands onValid what the schema parsed (FormOutput<S>).
  const resolver = useMemo(() => zodResolver(declaration.schema) as unknown as Resolver<FieldValues>, [declaration.schema]);
  const form = useForm<FieldValues>({ resolver, defaultValues: defaults, shouldFocusError: false });
  const reset = useCallback(() => form.reset(defaults), [form, defaults]);
  const { send, pending } = useFormSubmit(declaration, reset);
  const submitOnce = useSubmitOnce();
  const order = useMemo(() => declaration.fields.map((field) => field.name), [declaration.fields]);

  const onInvalid = (errors: FieldErrors<FieldValues>) => {
    const failing = firstFailing(order, errors);
    if (!failing) return;
    toast.fail(t(failing.message));
    form.setFocus(failing.name);
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await submitOnce(() => form.handleSubmit((values) => send(values as FormOutput<S>), onInvalid)(event));
  };

  const marked = firstFailing(order, form.formState.errors);
  const busy = pending || form.formState.isSubmitting;
  return (
    <form className="form-screen" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="form-screen-card">
        {declaration.fields.map((field) => (
          <FormField
            key={field.name}
            field={field}
            control={form.control}
            id={`${idPrefix}-${field.name}`}
            errorKey={marked?.name === field.name ? marked.message : undefined}
          />
        ))}
      </div>
      <Button block type="submit" color="primary" size="large" shape="rounded" className="form-screen-submit" loading={busy} loadingText={t('common:submitting')} disabled={busy}>
        {t(declaration.submitKey)}
      </Button>
      {declaration.footer && <div className="form-screen-footer">{declaration.footer}</div>}
    </form>
  );
}
