// The tabs above a form that pick its variant (a deposit method), drawn by the row the declaration names.
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectOption, TabsControlProps } from './types';

interface FormTabsRowProps {
  options: readonly SelectOption[];
  value: string | number | undefined;
  onChange(value: string | number): void;
  labelKey?: string;
  control: ComponentType<TabsControlProps>;
}

export function FormTabsRow({ options, value, onChange, labelKey, control: Row }: FormTabsRowProps) {
  const { t } = useTranslation();
  return <Row tabs={options.map((option) => ({ value: option.value, label: t(option.labelKey) }))} value={value} onChange={onChange} label={labelKey ? t(labelKey) : undefined} />;
}
