// The server's clock, ticking each second: its time when the info was fetched plus what has passed since.
import { useEffect, useState } from 'react';
import { parseBeijing } from '../../core/beijingTime';

const TICK_MS = 1_000;

export function useServerNow(serverTime: string | undefined, fetchedAt: number): Date | null {
  const [clientNow, setClientNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setClientNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const server = serverTime ? parseBeijing(serverTime) : null;
  if (!server) return null;
  // Just after a refetch the last tick may be older than the answer: never count backwards.
  return new Date(server.getTime() + Math.max(0, clientNow - fetchedAt));
}
