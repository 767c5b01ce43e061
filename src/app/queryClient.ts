// TanStack Query with the app's one error path: a failed query or mutation toasts its error unless its meta says
// silent; a mutation's success toasts the server's message unless its meta says otherwise. Money is never retried.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import { errorText } from './errorText';
import i18n from './i18n';
import { toast } from './toast';

export interface AppMeta extends Record<string, unknown> {
  /** Failures stay quiet (polls, background checks). */
  silent?: boolean;
  /** false: no green toast on success (the screen says it another way). */
  successToast?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

function report(error: unknown, meta: AppMeta | undefined): void {
  if (meta?.silent) return;
  const text = errorText(error, i18n.t);
  if (text) toast.fail(text);
  else toast.clear();
}

const hasMessage = (value: unknown): value is { message: string } =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => report(error, mutation.meta),
      onSuccess: (data, _vars, _ctx, mutation) => {
        if (mutation.meta?.successToast !== false && hasMessage(data) && data.message) toast.success(data.message);
      },
    }),
    defaultOptions: {
      queries: {
        // Only a lost answer is worth asking again; a "no" from the server or an expired session is not.
        retry: (failures, error) => error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout') && failures < 2,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
