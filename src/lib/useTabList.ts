// The WAI-ARIA tabs pattern for every tab list the app draws itself (the wallet's switch, the lists' sideways row):
// one tab in the Tab order, the arrows move round the list, Home and End go to its ends, each selecting what it reaches.
import { useRef, type KeyboardEvent } from 'react';

/** Where a key moves the selection among `count` tabs, or null for a key the tab list leaves alone. */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  if (key === 'ArrowRight' || key === 'ArrowDown') return (current + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** The tab list's key handler and each tab's ref, for tabs of `values` with the one at `selected` chosen. */
export function useTabList<V>(values: readonly V[], selected: number, onChange: (value: V) => void) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const next = nextTabIndex(e.key, Math.max(selected, 0), values.length);
    if (next === null) return;
    e.preventDefault(); // arrows would otherwise scroll the page
    onChange(values[next]!);
    buttons.current[next]?.focus();
  };
  const tabRef = (index: number) => (el: HTMLButtonElement | null) => {
    buttons.current[index] = el;
  };
  return { onKeyDown, tabRef, buttons };
}
