// A declared form as a screen: what it needs first (`load`: a skeleton until it comes, a retry when it fails), then
// its tabs, the feature's header parts and the form, all in the look's page.
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { useDeferredValue } from 'react';
import { onFirstShow } from '../../kit/onFirstShow';
import type { FormDeclaration, FormInput, FormSchema, LimitQueries, RequestSchema, SubmitResult } from './declaration';
import { FormBody } from './FormBody';
import { fullLook } from './look';
import { LookContext } from './lookContext';
import './form.css';

// The failed block, loaded when a form's `load` first fails: the states' chunk (shared with the lists and details) is
// no part of a form's first paint.
const LoadFailed = onFirstShow(() => import('../states').then((states) => states.LoadFailed));

type Props<S extends FormSchema, R extends SubmitResult, Q extends RequestSchema, L, K extends QueryKey, M extends LimitQueries<FormInput<S>>> = {
  declaration: FormDeclaration<S, R, Q, L, K, M>;
};

export function FormScreen<S extends FormSchema, R extends SubmitResult, Q extends RequestSchema, L, K extends QueryKey, M extends LimitQueries<FormInput<S>>>({
  declaration,
}: Props<S, R, Q, L, K, M>) {
  const look = fullLook(declaration.look);
  const content = declaration.load ? <LoadedForm declaration={declaration} load={declaration.load} /> : <FormBody declaration={declaration} loaded={undefined} />;
  return <LookContext value={look}>{look.page ? <div className={look.page}>{content}</div> : content}</LookContext>;
}

function LoadedForm<S extends FormSchema, R extends SubmitResult, Q extends RequestSchema, L, K extends QueryKey, M extends LimitQueries<FormInput<S>>>({
  declaration,
  load,
}: Props<S, R, Q, L, K, M> & { load: UseQueryOptions<L, Error, L, K> }) {
  const look = fullLook(declaration.look);
  const query = useQuery(load);
  // The skeleton stays one render more once the answer has come, so React builds the fields in slices (as the
  // states' useDeferredPending does, written out here: the states' chunk is no part of a form's first paint).
  const deferred = useDeferredValue(query.isPending);
  if (deferred || query.isPending) return <Skeleton.Paragraph lineCount={look.loading.lines} animated className={look.loading.className} />;
  if (query.data === undefined) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return <FormBody declaration={declaration} loaded={query.data} />;
}
