// What the browser keeps. The session token lives on the device (localStorage): a new tab or a later visit is still
// logged in until the server's expiry (401) or a logout, and every tab sees a logout (the storage event). What is
// cached for a screen (user and app info, the hall's lists) lives per tab in sessionStorage and goes with the session.
// The remembered username is kept across sessions.
const PREFIX = 'app.';

export const SESSION_KEYS = { token: 'token', user: 'user', appInfo: 'appInfo' } as const;

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback; // storage disabled (private mode) or a corrupt value: carry on without it
  }
}

/** The full storage key of a session entry, as a storage event names it. */
export const storageKey = (key: string) => PREFIX + key;

export const sessionStore = {
  get: (key: string) => safe(() => sessionStorage.getItem(PREFIX + key), null),
  set: (key: string, value: string) => safe(() => sessionStorage.setItem(PREFIX + key, value), undefined),
  remove: (key: string) => safe(() => sessionStorage.removeItem(PREFIX + key), undefined),
  getJson<T>(key: string): T | undefined {
    const text = this.get(key);
    return text ? safe(() => JSON.parse(text) as T, undefined) : undefined;
  },
  setJson: (key: string, value: unknown) => sessionStore.set(key, JSON.stringify(value)),
  clear: () => safe(() => sessionStorage.clear(), undefined),
};

/** The token's place on the device (see above). */
export const deviceToken = {
  get: () => safe(() => localStorage.getItem(PREFIX + SESSION_KEYS.token), null),
  set: (token: string | null) =>
    safe(() => (token ? localStorage.setItem(PREFIX + SESSION_KEYS.token, token) : localStorage.removeItem(PREFIX + SESSION_KEYS.token)), undefined),
};

const REMEMBERED_USERNAME = `${PREFIX}rememberedUsername`;

/** The login screen's "remember" tick keeps the username only, never a password. */
export const rememberedUsername = {
  get: () => safe(() => localStorage.getItem(REMEMBERED_USERNAME), null),
  set: (name: string | null) =>
    safe(() => (name ? localStorage.setItem(REMEMBERED_USERNAME, name) : localStorage.removeItem(REMEMBERED_USERNAME)), undefined),
};
