// Whether the app can tell it has a network, beyond the browser's word. The browser's `navigator.onLine` can say
// online when nothing answers: a reload served by the service worker (seen in Chromium 150, whose offline emulation
// did not carry over to the reloaded page), or a phone on a network with no way out. A page that came over the network
// proves there is one, so a failed call there is the server's or the connection's problem, never "offline". A page the
// worker served from its cache proves nothing: there, when the first calls fail for want of a network and none has
// been answered yet, the app is offline, and it stays so until a call is answered again. No React, no i18next: the
// client and the entry ahead of the app report to it.

type Listener = () => void;
const listeners = new Set<Listener>();

/** A page the worker controls had its shell from the worker's cache (a first visit's page is claimed only later). */
// Guarded (no worker: no controller). caniuse's "Android Browser" row lacks workers; Android's WebView has them (MDN).
// eslint-disable-next-line compat/compat
const shellFromWorker = (): boolean => typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);
let answered = false;
let unreachable = false;

function set(next: boolean): void {
  if (next === unreachable) return;
  unreachable = next;
  listeners.forEach((listener) => listener());
}

/** A call got an answer (any status): the network is there. */
export function noteAnswered(): void {
  answered = true;
  set(false);
}

/** A call got no answer at all (refused, dropped: not a timeout, not a cancel). */
export function noteUnanswered(): void {
  if (!answered && shellFromWorker()) set(true);
}

/** The worker's shell has not reached the network yet (whatever the browser says). */
export const unreached = (): boolean => unreachable;

/** Offline as the app must say it: the browser says so, or the worker's shell has never reached the network. */
export const isOffline = (): boolean => (typeof navigator !== 'undefined' && navigator.onLine === false) || unreachable;

/** Hears a change of the app's own reach (not the browser's online/offline events, which the caller adds). */
export function subscribeReach(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: the state a fresh page starts in. */
export function resetReach(): void {
  answered = false;
  unreachable = false;
}
