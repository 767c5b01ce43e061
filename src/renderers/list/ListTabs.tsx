// A type filter declared as tabs: one tab per record type, above the list.
import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
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
    <Tabs
      activeKey={String(value)}
      onChange={(key) => {
        const option = filter.options.find((o) => String(o.value) === key);
        if (option) onChange(option.value);
      }}
      className="list-screen-tabs"
    >
      {filter.options.map((option) => (
        <Tabs.Tab key={String(option.value)} title={t(option.labelKey)} />
      ))}
    </Tabs>
  );
}
