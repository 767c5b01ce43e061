// Ticks the room's countdown once a second (POLL_MS.roomCountdownTick) and asks for the room again once the draw is
// past: once per answer, and again every few seconds while no newer answer comes (a late draw, a lost request).
import { useEffect, useRef, useState } from 'react';
import { POLL_MS } from '../../../../core/constants';
import { countdownAt, type CountdownAnchor, type CountdownView } from './countdown';

const ASK_AGAIN_MS = 5_000;

export function useCountdown(anchor: CountdownAnchor | null, refetch: () => void): CountdownView | null {
  const [now, setNow] = useState(() => Date.now());
  const asked = useRef<{ anchorAt: number; when: number } | null>(null);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), POLL_MS.roomCountdownTick);
    return () => clearInterval(timer);
  }, []);

  const view = anchor ? countdownAt(anchor, Math.max(now, anchor.at)) : null;
  const due = view?.refetch === true;
  useEffect(() => {
    if (!due || !anchor) return;
    const last = asked.current;
    if (last && last.anchorAt === anchor.at && now - last.when < ASK_AGAIN_MS) return;
    asked.current = { anchorAt: anchor.at, when: now };
    refetch();
  }, [due, anchor, refetch, now]);
  return view;
}
