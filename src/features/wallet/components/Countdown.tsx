// Time left until a moment, ticking each second (a display clock, not server data).
// It reads the phone's clock, so a wrong phone clock shifts it. /api/payinfo has no server time (unlike
// RedPacketInfo.server_time) to anchor to, and the HTTP Date header is no substitute: the server's clock can be set
// apart from the real one (/admin/clock). A server_time in DepositInfo would let this count from the server's now.
import { useEffect, useState } from 'react';

const pad = (n: number) => String(n).padStart(2, '0');

/** "59:58"; "00:00" once the moment has passed. */
export function formatLeft(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

export function useTimeLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, until - now);
}
