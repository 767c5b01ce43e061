// The periods the page offers, longest last.
export const PERIODS = [
  { hours: 24, key: 'field:period.day' },
  { hours: 7 * 24, key: 'field:period.week' },
  { hours: 30 * 24, key: 'field:period.month' },
] as const;
