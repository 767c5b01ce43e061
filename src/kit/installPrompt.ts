// "Add to home screen" where the browser offers it: Chromium fires beforeinstallprompt once, early, whatever page is
// open, so the event is kept from the start (listenForInstallPrompt in the entry) until the download page uses it.
import { useSyncExternalStore } from 'react';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // no mini-infobar: the download page offers it in its own words
    deferred = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    emit();
  });
}

async function install(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = null; // a prompt can be shown once
  emit();
  await event.prompt();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** install() when the browser lets the site be added to the home screen now, else null. */
export const useInstallPrompt = () => useSyncExternalStore(subscribe, () => (deferred ? install : null), () => null);
