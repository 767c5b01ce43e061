// The filter bar: one drop-down per declared filter (date, type, platform), each showing its current choice.
// Picking a choice closes the drop-down and hands the change to the screen.
import type { QueryKey } from '@tanstack/react-query';
import { CheckList, Dropdown, type DropdownRef } from 'antd-mobile';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_CODES } from '../../../core/constants';
import { PlatformChoices, PlatformTitle } from './PlatformFilter';
import type { ListFilters, ListFilterValues } from './types';

interface ListFilterBarProps<TType extends number | undefined, TPlatformKey extends QueryKey> {
  filters: ListFilters<TType, TPlatformKey>;
  values: ListFilterValues<TType>;
  onChange: (patch: Partial<ListFilterValues<TType>>) => void;
}

export function ListFilterBar<TType extends number | undefined, TPlatformKey extends QueryKey>({
  filters,
  values,
  onChange,
}: ListFilterBarProps<TType, TPlatformKey>) {
  const { t } = useTranslation();
  const dropdown = useRef<DropdownRef>(null);
  // Tapping the current choice again (CheckList then reports none) just closes the drop-down.
  const pick = (patch: Partial<ListFilterValues<TType>> | null) => {
    dropdown.current?.close();
    if (patch) onChange(patch);
  };
  // A type filter shown as tabs is above the bar (ListTabs), not in it.
  const typeFilter = filters.type?.tabs ? undefined : filters.type;
  const typeLabel = typeFilter?.options.find((o) => o.value === values.type)?.labelKey;

  return (
    <Dropdown ref={dropdown} className="list-filter-bar">
      {filters.platform && (
        <Dropdown.Item key="platform" title={<PlatformTitle query={filters.platform.query} value={values.platform} />}>
          <PlatformChoices query={filters.platform.query} value={values.platform} onPick={(platform) => pick({ platform })} />
        </Dropdown.Item>
      )}
      {filters.date && (
        <Dropdown.Item key="date" title={t(`common:filters.dateCode.${values.date}`)}>
          <CheckList
            value={[values.date]}
            onChange={(picked) => {
              const date = DATE_CODES.find((code) => code === picked[0]);
              pick(date ? { date } : null);
            }}
          >
            {DATE_CODES.map((code) => (
              <CheckList.Item key={code} value={code}>
                {t(`common:filters.dateCode.${code}`)}
              </CheckList.Item>
            ))}
          </CheckList>
        </Dropdown.Item>
      )}
      {typeFilter && (
        <Dropdown.Item key="type" title={typeLabel ? t(typeLabel) : t('common:filters.type')}>
          <CheckList
            value={values.type === undefined ? [] : [values.type]}
            onChange={(picked) => {
              const option = typeFilter.options.find((o) => o.value === picked[0]);
              pick(option ? { type: option.value } : null);
            }}
          >
            {typeFilter.options.map((option) => (
              <CheckList.Item key={option.value} value={option.value}>
                {t(option.labelKey)}
              </CheckList.Item>
            ))}
          </CheckList>
        </Dropdown.Item>
      )}
    </Dropdown>
  );
}
