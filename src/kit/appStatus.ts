// What the shell tells the player about the app itself: the network is gone, or a new version is ready. Small
// external stores (no React state at module level), read with useSyncExternalStore.
import { useSyncExternalStore } from 'react';
import { isOffline, subscribeReach } from '../lib/networkReach';

function store<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Set once the service worker has a new version waiting: calling it activates the version and reloads. */
const updateReady = store<(() => void) | null>(null);
export const announceUpdate = (apply: () => void) => updateReady.set(apply);
export const useUpdateReady = () => useSyncExternalStore(updateReady.subscribe, updateReady.get, () => null);

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  const unsubscribeReach = subscribeReach(listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
    unsubscribeReach();
  };
}
/**
 * Online as the app can tell: the browser's word (navigator.onLine and its events), and, on a page the service worker
 * served, whether any call has reached the network (src/lib/networkReach.ts). Never guessed from a server's failure.
 */
export const useOnline = (): boolean => useSyncExternalStore(subscribeOnline, () => !isOffline(), () => true);
