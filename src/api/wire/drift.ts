// Contract drift: a back end's answer that a dialect's decoder had to patch up (a field absent, a value of the wrong
// type turned into the contract's). Decoders tell it here, the one place; whoever listens (the field reports sent to
// the operator, a warning in development) subscribes. Tiny on purpose: it loads with the decoders, listeners later.

/** What was wrong with the field: it was not there, or it was there as the wrong type (a number sent as a string). */
export type DriftProblem = 'absent' | 'wrong type';

export interface Drift {
  /** The contract's operation, "METHOD /path" (e.g. "POST /api/user"). */
  operation: string;
  /**
   * The field's path in the answer's data, e.g. "balance", "info.amount", or "data[].amount" for a field of a page's rows
   * (whichever row: one drift per field, not per row); "(data)" for the data itself.
   */
  field: string;
  problem: DriftProblem;
}

type Listener = (drift: Drift) => void;
const listeners = new Set<Listener>();
/** Drifts told before anyone listened (the first screen's calls come before the reporting code loads). */
const early: Drift[] = [];
const EARLY_MAX = 100;

/** A decoder filled in or corrected a field of an operation's answer. */
export function noteDrift(drift: Drift): void {
  if (import.meta.env.DEV) console.warn(`wire drift ${drift.operation}: ${drift.field} ${drift.problem}`);
  if (listeners.size === 0) {
    if (early.length < EARLY_MAX) early.push(drift);
    return;
  }
  listeners.forEach((listener) => listener(drift));
}

/** Hears every drift from now on, and those told before the first listener came. Returns the unsubscribe. */
export function onDrift(listener: Listener): () => void {
  listeners.add(listener);
  early.splice(0).forEach((drift) => listener(drift));
  return () => listeners.delete(listener);
}
