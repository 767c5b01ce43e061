// A row of tabs that scrolls sideways when it is wider than the phone (promotion types, record types), as a real tab
// list: one tab in the Tab order at a time, the arrow keys, Home and End move and select. Our own rather than
// antd-mobile's Tabs, which brings react-spring (~17 KB gzip) to every list that shows tabs.
import { useEffect, useRef } from 'react';
import { useTabList } from '../../lib/useTabList';
import './tabs.css';

export interface ScrollTab<V extends string | number> {
  value: V;
  label: string;
}

interface ScrollTabsProps<V extends string | number> {
  tabs: readonly ScrollTab<V>[];
  value: V | undefined;
  onChange(value: V): void;
  /** The tab list's accessible name, where the tabs alone do not say what they choose. */
  label?: string;
  className?: string;
}

export function ScrollTabs<V extends string | number>({ tabs, value, onChange, label, className }: ScrollTabsProps<V>) {
  const list = useRef<HTMLDivElement>(null);
  const selected = tabs.findIndex((tab) => tab.value === value);
  const { onKeyDown, tabRef, buttons } = useTabList(
    tabs.map((tab) => tab.value),
    selected,
    onChange,
  );

  // The selected tab brought to the middle of the row (a long row on a narrow phone), without scrolling the page.
  useEffect(() => {
    const row = list.current;
    const tab = buttons.current[selected];
    if (!row || !tab || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = tab.offsetLeft - (row.clientWidth - tab.offsetWidth) / 2;
  }, [selected, buttons]);

  return (
    <div ref={list} className={className ? `scroll-tabs ${className}` : 'scroll-tabs'} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab, i) => (
        <button
          key={tab.value}
          ref={tabRef(i)}
          type="button"
          role="tab"
          aria-selected={i === selected}
          tabIndex={i === selected || (selected < 0 && i === 0) ? 0 : -1}
          className="scroll-tabs-tab"
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
