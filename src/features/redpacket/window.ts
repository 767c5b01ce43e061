// The red-packet window as the screen shows it. The server is what accepts or refuses a draw, so its own state
// (RedPacketInfo.state: the operator's hours) decides; only when it does not say does the screen apply the spec's
// 10:00-12:00 window, read off the server's clock (RedPacketInfo.server_time), never the phone's. The spec's rule
// itself is src/lib/redPacketWindow.ts.
import { msUntilOpening, redPacketPhase, type RedPacketPhase } from '../../lib/redPacketWindow';

export { msUntilOpening, redPacketPhase, type RedPacketPhase };

export interface RedPacketView {
  phase: RedPacketPhase;
  /** Who decided: the server's state, or the spec's window (whose hours and countdown the screen may then show). */
  by: 'server' | 'spec';
}

/** The phase the screen shows: the server's state where it gives one, else the spec's window on its clock. */
export function redPacketView(state: RedPacketPhase | undefined, now: Date | null): RedPacketView {
  if (state) return { phase: state, by: 'server' };
  return { phase: now ? redPacketPhase(now) : 'before', by: 'spec' };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "HH:MM:SS" of a duration. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}
