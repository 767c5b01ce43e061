// The room's timing (spec section 4) as a pure function of the clock: open while the draw is ftime or more seconds
// away; closed below ftime (betting closed, the countdown reads 'closing'); drawing at 0 or less; below 0 the room
// is fetched again. The anchor is the server's `timeout` and the moment it was read, so a hidden tab or a slow
// timer never drifts: the phase is always worked out from the real time.

export type RoomPhase = 'open' | 'closed' | 'drawing';

export interface CountdownAnchor {
  /** Whole seconds until the draw, as the server answered. */
  timeout: number;
  /** The room's cut-off in seconds. */
  ftime: number;
  /** When that answer was read (ms). */
  at: number;
}

export interface CountdownView {
  phase: RoomPhase;
  /** Seconds until the draw (negative once it is due). */
  remaining: number;
  /** Seconds until betting closes (0 once closed). */
  untilClose: number;
  /** Time to fetch the room again: the draw is past. */
  refetch: boolean;
}

export function countdownAt(anchor: CountdownAnchor, now: number): CountdownView {
  const elapsed = Math.floor(Math.max(0, now - anchor.at) / 1000);
  const remaining = anchor.timeout - elapsed;
  const phase: RoomPhase = remaining <= 0 ? 'drawing' : remaining < anchor.ftime ? 'closed' : 'open';
  return { phase, remaining, untilClose: Math.max(0, remaining - anchor.ftime), refetch: remaining < 0 };
}

const two = (n: number) => String(n).padStart(2, '0');

/** 75 → "01:15"; an hour or more → "1:02:03". */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(s / 3600);
  const rest = `${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}

/**
 * The server's 'closed' notice for the open period wins over the local countdown, which may run up to a second
 * behind it (the server rounds timeout down).
 */
export function withServerClosed(view: CountdownView, closedExpect: string | null, openExpect: string): CountdownView {
  return view.phase === 'open' && closedExpect === openExpect ? { ...view, phase: 'closed', untilClose: 0 } : view;
}
