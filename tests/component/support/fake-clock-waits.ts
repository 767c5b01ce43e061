// Waiting on a screen while the app's timers run on Vitest's fake clock. Testing Library's waits cannot be used then
// (each ends on a setTimeout of its own, which the fake clock never fires) and vi.waitFor moves the clock as it waits;
// this waits in real time and holds the clock, so a test says itself how far the app's time goes.
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { WAIT_MS } from '../../shared/waits';

const realTimeout = globalThis.setTimeout;

/**
 * Waits until `check` passes (as long as every test's waits), in real time: answers, lazy code and renders
 * arrive meanwhile. The fake clock stands still; its timers due now still run.
 */
export function inRealTime(check: () => void): Promise<void> {
  return inAppTime(check, 0);
}

/**
 * As inRealTime, with the fake clock moved `stepMs` each round: for what waits on the app's own short timers as well
 * (a placeholder's), when the app's code is already loaded and nothing else gives them time.
 */
export async function inAppTime(check: () => void, stepMs: number): Promise<void> {
  for (let waited = 0; ; waited += 20) {
    try {
      return check();
    } catch (error) {
      if (waited >= WAIT_MS) throw error;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(stepMs);
        await new Promise((resolve) => realTimeout(resolve, 20));
      });
    }
  }
}
