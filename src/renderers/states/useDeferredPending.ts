import { useDeferredValue } from 'react';

/**
 * Whether a screen should still show its placeholder: at once while `pending`, and for one render more once it is
 * not, which React then does in the background, in slices. What a screen builds when its data comes (a form's fields,
 * a page of rows) can take a slow phone 100 ms and more, and the update a query's answer makes is rendered in one go:
 * a long task, while the player may be tapping. The placeholder stays on screen meanwhile, so nothing moves.
 */
export function useDeferredPending(pending: boolean): boolean {
  return useDeferredValue(pending) || pending;
}
