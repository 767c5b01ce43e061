// The session token as a store React can subscribe to: screens, guards and polls follow it.
import { useSyncExternalStore } from 'react';
import { deviceToken } from './storage';

let token: string | null = deviceToken.get();
const listeners = new Set<() => void>();

export const tokenStore = {
  get: () => token,
  /** `keep`: on the device (auto-login) or for the browser session only; left out, where it is kept now. */
  set(next: string | null, keep?: boolean) {
    if (next === token) return;
    token = next;
    deviceToken.set(next, keep);
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useToken = () => useSyncExternalStore(tokenStore.subscribe, tokenStore.get);
export const useIsLoggedIn = () => useToken() !== null;
