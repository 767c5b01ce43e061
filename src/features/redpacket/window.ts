// The red-packet window as the screen shows it, read off the server's clock (RedPacketInfo.server_time), not the
// phone's: the server is what accepts or refuses a draw. The rule itself is src/lib/redPacketWindow.ts.

export { msUntilOpening, redPacketPhase, type RedPacketPhase } from '../../lib/redPacketWindow';

const pad = (n: number) => String(n).padStart(2, '0');

/** "HH:MM:SS" of a duration. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}
