// A type filter declared as tabs: one tab per record type, above the list.
import { useTranslation } from 'react-i18next';
import { ScrollTabs } from '../tabs';
import type { TypeOption } from './types';

export function ListTabs<TValue extends number>({
  filter,
  value,
  onChange,
}: {
  filter: { options: readonly TypeOption<TValue>[] };
  value: TValue | undefined;
  onChange: (value: TValue) => void;
}) {
  const { t } = useTranslation();
  return (
    <ScrollTabs
      className="list-screen-tabs"
      tabs={filter.options.map((option) => ({ value: option.value, label: t(option.labelKey) }))}
      value={value}
      onChange={onChange}
    />
  );
}
