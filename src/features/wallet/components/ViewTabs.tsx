// The wallet's two-way switch (venue balances / wallet menu) as a real tab list: antd-mobile's Segmented puts radio
// inputs inside a listbox, which screen readers cannot make sense of (axe: aria-required-children/parent).
// One tab is in the Tab order at a time (roving tabindex); the arrow keys, Home and End move and select, as the
// WAI-ARIA tabs pattern has it. Selecting on focus is fine here: showing the other list costs nothing.
import { useTabList } from '../../../lib/useTabList';

export interface ViewTab<V extends string> {
  value: V;
  label: string;
}

interface ViewTabsProps<V extends string> {
  /** The list's accessible name (what the switch is for). */
  label: string;
  tabs: readonly ViewTab<V>[];
  value: V;
  onChange(value: V): void;
  /** Ids are `${idBase}-tab-${value}` and `${idBase}-panel`, for the panel the caller renders. */
  idBase: string;
}

export const tabIdOf = (idBase: string, value: string) => `${idBase}-tab-${value}`;
export const panelIdOf = (idBase: string) => `${idBase}-panel`;

export function ViewTabs<V extends string>({ label, tabs, value, onChange, idBase }: ViewTabsProps<V>) {
  const { onKeyDown, tabRef } = useTabList(
    tabs.map((tab) => tab.value),
    tabs.findIndex((tab) => tab.value === value),
    onChange,
  );
  return (
    <div className="wallet-segmented" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab, i) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            ref={tabRef(i)}
            type="button"
            role="tab"
            id={tabIdOf(idBase, tab.value)}
            aria-selected={selected}
            aria-controls={panelIdOf(idBase)}
            tabIndex={selected ? 0 : -1}
            className="wallet-segmented-tab"
            onClick={() => onChange(tab.value)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
