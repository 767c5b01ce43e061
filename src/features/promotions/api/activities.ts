// Promotions: their types, a page of them (all or of one type), one of them.
import { queryOptions } from '@tanstack/react-query';
import { client, fetchData } from '../../../api/client';
import type { components } from '../../../../core/schema';
import { requestActivityTypes } from './requests';

export type Activity = components['schemas']['Activity'];
export type ActivityPage = components['schemas']['ActivityPage'];

export const promotionKeys = {
  all: ['promotions'] as const,
  types: ['promotions', 'types'] as const,
  list: (type: number) => ['promotions', 'list', type] as const,
  detail: (id: number) => ['promotions', 'detail', id] as const,
  applications: ['promotions', 'applications'] as const,
};

export const activityTypesQuery = queryOptions({
  queryKey: promotionKeys.types,
  queryFn: ({ signal }) => requestActivityTypes({ signal }),
  staleTime: 5 * 60_000,
});

export const activityQuery = (id: number) =>
  queryOptions({
    queryKey: promotionKeys.detail(id),
    queryFn: ({ signal }) => fetchData(client.POST('/api/activitydeatil', { body: { id }, signal })),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
