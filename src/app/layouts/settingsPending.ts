import { createContext } from 'react';

/** True while the first visit waits for the site settings: a screen frame then shows its placeholder, not its screen. */
export const SettingsPending = createContext(false);

/**
 * Set when the first visit could not get the site settings (after the query's few retries): each screen frame then
 * shows the failure in its category's words and a retry instead of its screen, which would otherwise mount, ask the
 * settings again, fall back to its placeholder and mount again, a storm of calls on a failing server.
 */
export const SettingsFailed = createContext<{ error: unknown; onRetry: () => void; retrying: boolean } | null>(null);
