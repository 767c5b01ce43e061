// The red-packet window as the screen shows it. The server is what accepts or refuses a draw, so its own state
// (RedPacketInfo.state: the operator's hours) decides; only when it does not say does the screen apply the spec's
// 10:00-12:00 window, read off the server's clock (RedPacketInfo.server_time), never the phone's. The spec's rule
// itself is core/redPacketWindow.ts.
import { msUntilOpening, redPacketPhase, type RedPacketPhase } from '../../../core/redPacketWindow';

export { msUntilOpening, redPacketPhase, type RedPacketPhase };

export interface RedPacketView {
  phase: RedPacketPhase;
  /**
   * Whose hours the phase follows: the spec's (no state from the server, or a back end keeping the spec's hours whose
   * state agrees with the 10:00-12:00 window on its clock: the screen may show those hours and the countdown to
   * 10:00), or the server's own (its operator's hours, which the screen does not know: no times shown).
   */
  by: 'server' | 'spec';
}

/**
 * The phase the screen shows: the server's state where it gives one, else the spec's window on its clock.
 * `specHours`: the back end keeps the spec's hours (capabilities().redPacketSpecHours), so where its state agrees
 * with them the screen may name them.
 */
export function redPacketView(state: RedPacketPhase | undefined, now: Date | null, specHours: boolean): RedPacketView {
  const spec = now ? redPacketPhase(now) : null;
  if (state) return { phase: state, by: specHours && state === spec ? 'spec' : 'server' };
  return { phase: spec ?? 'before', by: 'spec' };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "HH:MM:SS" of a duration. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}
