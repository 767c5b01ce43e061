// The tabs above a form that pick its variant (a deposit method): the renderer's own row that scrolls sideways, or
// the feature's.
import { useTranslation } from 'react-i18next';
import { ScrollTabs } from '../tabs';
import type { SelectOption, TabsControlProps } from './types';

interface FormTabsRowProps {
  options: readonly SelectOption[];
  value: string | number | undefined;
  onChange(value: string | number): void;
  labelKey?: string;
  control?: React.ComponentType<TabsControlProps>;
}

export function FormTabsRow({ options, value, onChange, labelKey, control: Control }: FormTabsRowProps) {
  const { t } = useTranslation();
  const tabs = options.map((option) => ({ value: option.value, label: t(option.labelKey) }));
  const label = labelKey ? t(labelKey) : undefined;
  if (Control) return <Control options={tabs} value={value} onChange={onChange} label={label} />;
  return <ScrollTabs<string | number> tabs={tabs} value={value} onChange={onChange} label={label} />;
}
