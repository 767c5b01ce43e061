// The summary for a period (TanStack Query, as the app's screens ask theirs): asked again when the period changes or on
// refresh, the last one kept on view meanwhile; a refused token says so, and is never retried.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchSummary, TokenRefused, type Summary } from './api';

export type SummaryState =
  | { status: 'loading'; data?: Summary }
  | { status: 'ready'; data: Summary; at: Date }
  | { status: 'failed'; data?: Summary }
  | { status: 'refused'; throttled: boolean };

export function useSummary(token: string | null, hours: number): SummaryState & { reload(): void } {
  const query = useQuery({
    queryKey: ['field-summary', token, hours],
    queryFn: ({ signal }) => fetchSummary(token!, hours, signal),
    enabled: !!token,
    placeholderData: keepPreviousData,
    retry: (failures, error) => !(error instanceof TokenRefused) && failures < 2,
    refetchOnWindowFocus: false,
  });
  const reload = () => void query.refetch();
  if (query.error instanceof TokenRefused) return { status: 'refused', throttled: query.error.throttled, reload };
  if (query.isFetching || !query.data) return query.isError ? { status: 'failed', data: query.data, reload } : { status: 'loading', data: query.data, reload };
  if (query.isError) return { status: 'failed', data: query.data, reload };
  return { status: 'ready', data: query.data, at: new Date(query.dataUpdatedAt), reload };
}
