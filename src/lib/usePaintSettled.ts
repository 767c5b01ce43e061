import { useEffect, useState } from 'react';
import { afterPaintSettled } from './afterNextPaint';

/**
 * False until what the page was drawing when the component first showed has been painted, its pictures included
 * (./afterNextPaint: afterPaintSettled), then true: for what a component can leave until then (a call whose answer only
 * refreshes a small part of it, pictures of its own), so that it does not hold back, or share the main thread with,
 * the paint the player is waiting for.
 */
export function usePaintSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => afterPaintSettled(() => setSettled(true)), []);
  return settled;
}
