// The withdrawal's two tabs (USDT, bank card) as the spec draws them: a line under the chosen one, each half the width.
import { Tabs } from 'antd-mobile';
import type { TabsControlProps } from '../../../renderers/form';

export function WithdrawalTabs({ tabs, value, onChange }: TabsControlProps) {
  return (
    <Tabs activeKey={String(value)} onChange={(key) => onChange(key)} className="wallet-tabs">
      {tabs.map((tab) => (
        <Tabs.Tab key={String(tab.value)} title={tab.label} />
      ))}
    </Tabs>
  );
}
