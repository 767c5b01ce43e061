// The withdrawal's two tabs (USDT, bank card) as the spec draws them: a line under the chosen one, each half the width.
import { Tabs } from 'antd-mobile';
import type { TabsControlProps } from '../../../renderers/form';

export function WithdrawalTabs({ options, value, onChange }: TabsControlProps) {
  return (
    <Tabs activeKey={String(value)} onChange={(key) => onChange(key)} className="wallet-tabs">
      {options.map((option) => (
        <Tabs.Tab key={String(option.value)} title={option.label} />
      ))}
    </Tabs>
  );
}
