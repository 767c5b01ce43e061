import { createContext } from 'react';

/** True while the first visit waits for the site settings: a screen frame then shows its placeholder, not its screen. */
export const SettingsPending = createContext(false);
