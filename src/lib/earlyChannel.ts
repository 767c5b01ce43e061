// A channel whose first listener also hears what was told before it came: the field reports' code loads after the
// first paint (src/shell/field), and what happened before (the first screen's calls, an early error) must still count.
// Tiny on purpose: it loads with the code that tells, listeners later. (src/api/wire/drift.ts is the same idea.)

/** Kept for a listener that never comes (reports off): at most this many, then the oldest stay and the rest go. */
const EARLY_MAX = 100;

export interface EarlyChannel<T> {
  tell(item: T): void;
  /** Hears every item from now on, and those told before the first listener came. Returns the unsubscribe. */
  listen(listener: (item: T) => void): () => void;
}

export function earlyChannel<T>(): EarlyChannel<T> {
  const listeners = new Set<(item: T) => void>();
  const early: T[] = [];
  return {
    tell(item) {
      if (listeners.size === 0) {
        if (early.length < EARLY_MAX) early.push(item);
        return;
      }
      listeners.forEach((listener) => listener(item));
    },
    listen(listener) {
      listeners.add(listener);
      early.splice(0).forEach((item) => listener(item));
      return () => listeners.delete(listener);
    },
  };
}
