// The settings screen's three switches, kept on this device across sessions.
import { useCallback, useState } from 'react';

export type PreferenceKey = 'showMessageTime' | 'winNotice' | 'quietMode';

const STORAGE_KEY = 'app.preferences';
const DEFAULTS: Record<PreferenceKey, boolean> = { showMessageTime: true, winNotice: true, quietMode: false };

function read(): Record<PreferenceKey, boolean> {
  try {
    return { ...DEFAULTS, ...(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<Record<PreferenceKey, boolean>>) };
  } catch {
    return DEFAULTS;
  }
}

export function usePreferences() {
  const [values, setValues] = useState(read);
  const set = useCallback((key: PreferenceKey, value: boolean) => {
    // Over what the device holds now: each switch of the settings keeps its own state.
    setValues(() => {
      const next = { ...read(), [key]: value };
      try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      } catch {
        // storage disabled: the switch still works for this visit
      }
      return next;
    });
  }, []);
  return [values, set] as const;
}
