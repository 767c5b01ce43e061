// A declared countdown: the time left when the answer came, less what has passed since on this device's steady
// clock, so a phone set to the wrong date cannot shift it.
import { createContext, useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLeft } from './format';

const TICK_MS = 1_000;

/** When the shown item's answer came (Date.now() then); the detail renderer provides its query's. */
export const AnsweredAt = createContext<number | null>(null);

export function Countdown({ leftAtAnswer, runningKey, overKey }: { leftAtAnswer: number; runningKey: string; overKey: string }) {
  const { t } = useTranslation();
  const provided = useContext(AnsweredAt);
  const [mountedAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  // Just after a refetch the last tick may be older than the answer: never count backwards.
  const left = Math.max(0, leftAtAnswer - Math.max(0, now - (provided ?? mountedAt)));
  return (
    <span className="field-countdown" role="timer" aria-live="off">
      {left > 0 ? t(runningKey, { time: formatLeft(left) }) : t(overKey)}
    </span>
  );
}
