// TanStack Query with the app's one error path: a failed query or mutation toasts its error (in its category's words,
// ../kit/errorText) unless its meta says silent or the offline bar says it already; a mutation's success toasts the
// server's message unless its meta says otherwise. A failed read is asked again a few times with growing pauses; money
// is never retried.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { QUERY_RETRIES, RETRY_FIRST_PAUSE_MS } from '../../core/constants';
import { errorText, saidByOfflineBar, worthRetrying } from '../kit/errorText';
import i18n from '../kit/i18n';
import { toast } from '../kit/toast';

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

/** The pause before the n-th retry (0-based): 1 s, 2 s, 4 s… */
export const retryPause = (failures: number) => RETRY_FIRST_PAUSE_MS * 2 ** failures;

function report(error: unknown, meta: AppMeta | undefined): void {
  if (meta?.silent) return;
  const text = saidByOfflineBar(error) ? null : errorText(error, i18n.t);
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
        // A few times at most, with growing pauses, whatever the answer (never a storm on a failing server).
        retry: (failures, error) => worthRetrying(error) && failures < QUERY_RETRIES,
        retryDelay: retryPause,
        // Every call goes out and fails with its category (offline included) instead of pausing on a placeholder.
        networkMode: 'always',
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * When the member switches language, every cached answer is asked again, in the new language (the server may give
 * its texts in it: the site title, notices). Invalidated, not cleared: each screen keeps showing its data meanwhile.
 * Answers the unsubscribe (AppProviders calls it on unmount).
 */
export function refetchOnLanguageChange(queryClient: QueryClient): () => void {
  let shown = i18n.language;
  const changed = (lang: string) => {
    if (lang === shown) return;
    shown = lang;
    void queryClient.invalidateQueries();
  };
  i18n.on('languageChanged', changed);
  return () => i18n.off('languageChanged', changed);
}
