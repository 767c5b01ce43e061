// The WAI-ARIA tabs pattern's keys, for every tab list the app draws itself: the arrows move round the list, Home and
// End go to its ends.

/** Where a key moves the selection among `count` tabs, or null for a key the tab list leaves alone. */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  if (key === 'ArrowRight' || key === 'ArrowDown') return (current + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
