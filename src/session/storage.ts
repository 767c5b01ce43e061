// What the browser keeps. The session token: with the login screen's auto-login ticked (the default) it lives on the
// device (localStorage), so a new tab or a later visit is still logged in until the server's expiry (401) or a logout;
// unticked, it lives for the browser session only (spec: "stores the token for the browser session"), in a cookie with
// no expiry that every tab of the site reads and the browser drops when it closes. Either way every tab follows a
// logout or a new login (a storage event, see TOKEN_CHANGED). The answers kept for the next visit (the settings, the
// hall's lists, the member's profile) are ./kept's; a screen's small state of the tab (the hall's category) lives in
// sessionStorage and goes with the session. The login form's remembered username outlives a logout, and is kept only
// with the auto-login tick (src/features/auth/api.ts).
const PREFIX = 'app.';

export const SESSION_KEYS = { token: 'token' } as const;

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
  clear: () => safe(() => sessionStorage.clear(), undefined),
};

const TOKEN = PREFIX + SESSION_KEYS.token;
/** Written on every change of the token, so other tabs hear of one kept in the cookie (cookies fire no event). */
export const TOKEN_CHANGED = `${PREFIX}tokenChanged`;
export const TOKEN_IN = 'in';
export const TOKEN_OUT = 'out';

/** The browser-session cookie: no expiry, so it goes when the browser closes; not sent anywhere it is not needed. */
const sessionCookie = {
  get: () =>
    safe(() => {
      const entry = document.cookie.split('; ').find((part) => part.startsWith(`${TOKEN}=`));
      return entry ? decodeURIComponent(entry.slice(TOKEN.length + 1)) || null : null;
    }, null),
  set: (token: string | null) =>
    safe(() => {
      const secure = window.location.protocol === 'https:' ? '; Secure' : '';
      document.cookie = token ? `${TOKEN}=${encodeURIComponent(token)}; path=/; SameSite=Strict${secure}` : `${TOKEN}=; path=/; max-age=0; SameSite=Strict${secure}`;
    }, undefined),
};

/** The token kept on the device (the auto-login tick), not for the browser session only. */
export const onDevice = {
  get: () => safe(() => localStorage.getItem(TOKEN), null),
  set: (token: string | null) => safe(() => (token ? localStorage.setItem(TOKEN, token) : localStorage.removeItem(TOKEN)), undefined),
};

/** The token's place (see above). */
export const deviceToken = {
  get: () => onDevice.get() ?? sessionCookie.get(),
  /**
   * `keep`: true on the device, false for the browser session only; left out, wherever the token is kept now (a tab
   * following another keeps it where that one put it).
   */
  set(token: string | null, keep?: boolean) {
    const onThisDevice = keep ?? sessionCookie.get() === null;
    onDevice.set(token && onThisDevice ? token : null);
    sessionCookie.set(token && !onThisDevice ? token : null);
    // Says which way it went: another tab may still read the cookie as it was for a moment (cookies reach other
    // tabs later than this event does), so a logout must not depend on reading it.
    safe(() => localStorage.setItem(TOKEN_CHANGED, `${token ? TOKEN_IN : TOKEN_OUT}-${Date.now()}-${Math.random()}`), undefined);
  },
};

const VENUE_COUNT = `${PREFIX}venueCount`;

/**
 * How many venues the last list had: the rows a venue grid's placeholder keeps before the list comes (a shape, no
 * money; kept past the answers themselves, which go after an hour).
 */
export const venueCountHint = {
  get: (): number | null =>
    safe(() => {
      const count = Number(localStorage.getItem(VENUE_COUNT));
      return Number.isInteger(count) && count > 0 ? count : null;
    }, null),
  set: (count: number) => safe(() => localStorage.setItem(VENUE_COUNT, String(count)), undefined),
};

const REMEMBERED_USERNAME = `${PREFIX}rememberedUsername`;

/** The username of the last login on this device made with the auto-login tick (never a password). */
export const rememberedUsername = {
  get: () => safe(() => localStorage.getItem(REMEMBERED_USERNAME), null),
  set: (name: string | null) =>
    safe(() => (name ? localStorage.setItem(REMEMBERED_USERNAME, name) : localStorage.removeItem(REMEMBERED_USERNAME)), undefined),
};
