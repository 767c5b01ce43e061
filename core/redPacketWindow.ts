// The red-packet day in Beijing time, for the server that accepts draws and the screen that shows the overlays:
// draws 10:00-12:00; deposits and turnover count from 12:00 the day before until 10:00.
import { beijingDayStart, formatBeijing } from './beijingTime';
import { RED_PACKET_WINDOW } from './constants';

const HOUR_MS = 60 * 60 * 1000;

export interface RedPacketRound {
  /** The Beijing date, YYYY-MM-DD. */
  day: string;
  opensAt: number;
  closesAt: number;
  /** Deposits and turnover count in [countFrom, countTo). */
  countFrom: number;
  countTo: number;
}

export type RedPacketPhase = 'before' | 'open' | 'after';

export function roundOf(at: Date): RedPacketRound {
  const dayStart = beijingDayStart(at).getTime();
  const opensAt = dayStart + RED_PACKET_WINDOW.startHour * HOUR_MS;
  return {
    day: formatBeijing(new Date(dayStart)).slice(0, 10),
    opensAt,
    closesAt: dayStart + RED_PACKET_WINDOW.endHour * HOUR_MS,
    countFrom: dayStart - (24 - RED_PACKET_WINDOW.endHour) * HOUR_MS,
    countTo: opensAt,
  };
}

export function redPacketPhase(at: Date): RedPacketPhase {
  const round = roundOf(at);
  const t = at.getTime();
  if (t < round.opensAt) return 'before';
  return t < round.closesAt ? 'open' : 'after';
}

/** Milliseconds from `at` to the next opening (today's if still to come, else tomorrow's). */
export function msUntilOpening(at: Date): number {
  const today = roundOf(at).opensAt;
  return (at.getTime() < today ? today : today + 24 * HOUR_MS) - at.getTime();
}
