// What the browser keeps. The session (token, cached user and app info) lives in sessionStorage, as the spec says,
// and goes with the tab or a logout; the remembered username is the one thing kept across sessions.
const PREFIX = 'app.';

export const SESSION_KEYS = { token: 'token', user: 'user', appInfo: 'appInfo' } as const;

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback; // storage disabled (private mode) or a corrupt value: carry on without it
  }
}

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

const REMEMBERED_USERNAME = `${PREFIX}rememberedUsername`;

/** The login screen's "remember" tick keeps the username only, never a password. */
export const rememberedUsername = {
  get: () => safe(() => localStorage.getItem(REMEMBERED_USERNAME), null),
  set: (name: string | null) =>
    safe(() => (name ? localStorage.setItem(REMEMBERED_USERNAME, name) : localStorage.removeItem(REMEMBERED_USERNAME)), undefined),
};
