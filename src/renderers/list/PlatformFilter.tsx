// The platform filter's title and choices. Platforms come from the server (a query the screen declares); the
// first choice ('') is every platform. Title and panel share the query, so it is asked once.
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { CheckList, DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ListOption } from './types';

type PlatformQuery<TKey extends QueryKey> = UseQueryOptions<ListOption[], Error, ListOption[], TKey>;

export function PlatformTitle<TKey extends QueryKey>({ query, value }: { query: PlatformQuery<TKey>; value: string }) {
  const { t } = useTranslation();
  const { data } = useQuery(query);
  const chosen = value ? data?.find((option) => option.value === value) : undefined;
  return <>{chosen?.label ?? (value || t('common:filters.allPlatforms'))}</>;
}

export function PlatformChoices<TKey extends QueryKey>({
  query,
  value,
  onPick,
}: {
  query: PlatformQuery<TKey>;
  value: string;
  onPick: (platform: string) => void;
}) {
  const { t } = useTranslation();
  const { data, isPending } = useQuery(query);
  const options: ListOption[] = [{ value: '', label: t('common:filters.allPlatforms') }, ...(data ?? [])];
  return (
    <>
      <CheckList
        className="list-filter-choices"
        value={[value]}
        onChange={(picked) => {
          const option = options.find((o) => o.value === picked[0]);
          onPick(option ? option.value : value);
        }}
      >
        {options.map((option) => (
          <CheckList.Item key={option.value} value={option.value}>
            {option.label}
          </CheckList.Item>
        ))}
      </CheckList>
      {isPending && <DotLoading className="list-filter-loading" />}
    </>
  );
}
