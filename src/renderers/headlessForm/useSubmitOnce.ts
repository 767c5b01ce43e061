import { useCallback, useRef } from 'react';

/**
 * Lets one submission run at a time. Two taps in the same frame both arrive before the button re-renders
 * disabled; the second is dropped here, so a form never sends twice.
 */
export function useSubmitOnce(): (run: () => Promise<unknown>) => Promise<void> {
  const inFlight = useRef(false);
  return useCallback(async (run) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await run();
    } finally {
      inFlight.current = false;
    }
  }, []);
}
