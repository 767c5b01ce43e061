// A declared form: fields by kind, zod rules checked on submit, the first failure told in a red toast and
// marked, and a submit button that sends one request at a time. A form that needs something first (`load`) shows a
// skeleton until it comes, and a retry when it fails.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd-mobile';
import { useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { toast } from '../../kit/toast';
import { LoadFailed, useDeferredPending } from '../states';
import { NeedsNetwork } from '../../kit/NeedsNetwork';
import { firstFailing } from './firstFailing';
import { FormField } from './FormField';
import { layOut } from './layout';
import type { FormDeclaration, FormOutput, FormSchema, RequestSchema, SubmitResult } from './types';
import { useFormSubmit } from './useFormSubmit';
import { useSubmitOnce } from './useSubmitOnce';
import './form.css';

type Props<S extends FormSchema, R extends SubmitResult, Q extends RequestSchema, L, K extends QueryKey> = { declaration: FormDeclaration<S, R, Q, L, K> };

export function FormScreen<S extends FormSchema, R extends SubmitResult, Q extends RequestSchema, L, K extends QueryKey>({ declaration }: Props<S, R, Q, L, K>) {
  if (declaration.load) return <LoadedForm declaration={declaration} load={declaration.load} />;
  return <FormBody declaration={declaration} loaded={undefined} />;
}

function LoadedForm<S extends FormSchema, R extends SubmitResult, Q extends RequestSchema, L, K extends QueryKey>({ declaration, load }: Props<S, R, Q, L, K> & { load: UseQueryOptions<L, Error, L, K> }) {
  const query = useQuery(load);
  if (useDeferredPending(query.isPending)) return <Skeleton.Paragraph lineCount={8} animated className="form-screen-card form-screen-loading" />;
  if (query.data === undefined) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return <FormBody declaration={declaration} loaded={query.data} />;
}

/** Every declared field starts empty (controlled inputs need a value), then the declared defaults apply. */
function startingValues<S extends FormSchema, R extends SubmitResult, Q extends RequestSchema, L, K extends QueryKey>(declaration: FormDeclaration<S, R, Q, L, K>, search: URLSearchParams, loaded: L | undefined): FieldValues {
  const empty = Object.fromEntries(declaration.fields.map((field) => [field.name, '']));
  return { ...empty, ...declaration.defaults?.(search, loaded) };
}

function FormBody<S extends FormSchema, R extends SubmitResult, Q extends RequestSchema, L, K extends QueryKey>({ declaration, loaded }: Props<S, R, Q, L, K> & { loaded: L | undefined }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const idPrefix = useId();
  const [defaults] = useState(() => startingValues(declaration, search, loaded));
  // The form works on plain values; the resolver hands onValid what the schema parsed (FormOutput<S>).
  const resolver = useMemo(() => zodResolver(declaration.schema) as unknown as Resolver<FieldValues>, [declaration.schema]);
  const form = useForm<FieldValues>({ resolver, defaultValues: defaults, shouldFocusError: false });
  const reset = useCallback(() => form.reset(defaults), [form, defaults]);
  const { send, pending } = useFormSubmit(declaration, reset);
  const submitOnce = useSubmitOnce();
  const fields = useMemo(() => layOut(declaration.fields, declaration.request, loaded), [declaration.fields, declaration.request, loaded]);
  const order = useMemo(() => fields.map((field) => field.name), [fields]);

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
  const Footer = declaration.footer;
  return (
    <form className="form-screen" onSubmit={(event) => void onSubmit(event)} noValidate>
      <NeedsNetwork />
      <div className="form-screen-card">
        {fields.map((field) => (
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
      {Footer && (
        <div className="form-screen-footer">
          <Footer />
        </div>
      )}
    </form>
  );
}
