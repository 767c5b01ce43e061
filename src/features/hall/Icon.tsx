// The hall's icons: one tiny inline SVG each (no icon library in the hall's budget). Stroke-drawn on a 24px grid.

const PATHS = {
  deposit: 'M3 7h18v12H3zM3 11h18M12 3v6M9 6l3 3 3-3',
  transfer: 'M4 8h14l-4-4M20 16H6l4 4',
  withdraw: 'M3 7h18v12H3zM3 11h18M12 17v-5M9 14l3-3 3 3',
  vip: 'M3 8l4 4 5-7 5 7 4-4-2 11H5z',
  refresh: 'M20 12a8 8 0 1 1-2.3-5.6M20 4v5h-5',
  notice: 'M4 10v4h3l5 4V6L7 10zM16 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11',
  up: 'M12 19V5M5 12l7-7 7 7',
  download: 'M12 4v11M7 10l5 5 5-5M4 20h16',
  menu: 'M4 6h16M4 12h16M4 18h16',
  concise: 'M4 5h16v14H4zM9 5v14M15 5v14M6 12h1M11.5 12h1M17 12h1',
  sport: 'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18M12 7l4 3-1.5 5h-5L8 10z',
  lottery: 'M8 8a4 4 0 1 0 0 .1M16 8a4 4 0 1 0 0 .1M12 15a4 4 0 1 0 0 .1',
  gaming: 'M6 9h12a3 3 0 0 1 3 3l1 5a2 2 0 0 1-3.5 1.5L16 16H8l-2.5 2.5A2 2 0 0 1 2 17l1-5a3 3 0 0 1 3-3M8 11v3M6.5 12.5h3M16 12h.1M18 14h.1',
  joker: 'M5 4h10v16H5zM15 7l4 1-3 12M10 9c-2 2-3 3-3 4a1.5 1.5 0 0 0 3 0 1.5 1.5 0 0 0 3 0c0-1-1-2-3-4',
  realbet: 'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18M12 7a5 5 0 1 0 0 10 5 5 0 1 0 0-10M12 3v4M12 17v4M3 12h4M17 12h4',
  fishing: 'M3 12c3-5 11-6 15 0-4 6-12 5-15 0M18 12l3-3v6zM7 11h.1',
  redpacket: 'M6 3h12v18H6zM6 8c3 3 9 3 12 0M12 9.5v.1',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <path d={PATHS[name]} />
    </svg>
  );
}
