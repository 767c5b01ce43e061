// Starting and ending a member's session, and the one path a 401 takes: every request stopped at once, the dialog
// once over the screen the player was on, then storage cleared, every query dropped (which stops every poll) and
// /login with the way back. A logout in another tab ends the session here too. The app binds the router and dialog.
// Whenever the token changes (a login, a logout, an ended session, another member in another tab), every answer kept
// on the device for the next visit is forgotten (./kept): none of a member outlives their session.
import type { QueryClient } from '@tanstack/react-query';
import { client, connectSession, unwrap } from '../api/client';
import { forgetKeptAnswers } from './kept/keptAnswers';
import { deviceToken, SESSION_KEYS, sessionStore, storageKey, TOKEN_CHANGED, TOKEN_OUT } from './storage';
import { tokenStore } from './tokenStore';

interface SessionBindings {
  queryClient: QueryClient;
  navigate(to: string): void;
  /** The current in-app path with its query, for the redirect back after logging in again. */
  currentPath(): string;
  /** The session-expired dialog; resolves when it is closed. */
  showExpired(): Promise<void>;
}

let bindings: SessionBindings | null = null;
/** From a 401 until the session has ended: no request goes out (the client answers each one as expired). */
let expiring = false;

export function bindSession(next: SessionBindings): void {
  bindings = next;
}

/** The client asks this layer for the token and tells it of an ended session (a test that spoke for it gives it back). */
export function connectAppSession(): void {
  connectSession({ token: tokenStore.get, expired: () => sessionExpired(), halted: () => expiring });
}
connectAppSession();
tokenStore.subscribe(forgetKeptAnswers);

/** `keep`: the login screen's auto-login tick (true: on the device; false: for the browser session only). */
export function startSession(token: string, keep = true): void {
  tokenStore.set(token, keep);
}

/** Ends the session on this device and goes to `to`. */
export async function endSession(to = '/login'): Promise<void> {
  tokenStore.set(null);
  sessionStore.clear();
  if (bindings) {
    await bindings.queryClient.cancelQueries();
    bindings.queryClient.clear();
    bindings.navigate(to);
  }
}

/** Logout: tells the server (best effort: the session ends here whatever it answers), then ends it. */
export async function logout(): Promise<void> {
  await unwrap(client.POST('/api/logoff')).catch(() => undefined);
  await endSession('/login');
}

export function loginPathFor(path: string): string {
  return path && path !== '/' && !path.startsWith('/login') ? `/login?redirect=${encodeURIComponent(path)}` : '/login';
}

/** Code 401 from any call. Several failing together show one dialog; the login screen comes after it. */
export function sessionExpired(): void {
  if (expiring || !tokenStore.get()) return;
  expiring = true;
  const back = bindings?.currentPath() ?? '/';
  void bindings?.queryClient.cancelQueries();
  void (bindings?.showExpired() ?? Promise.resolve())
    .then(() => endSession(loginPathFor(back)))
    .finally(() => {
      expiring = false;
    });
}

/** Another tab logged out (or in as someone else): this tab follows. */
function followOtherTabs(event: StorageEvent): void {
  if (event.key !== null && event.key !== storageKey(SESSION_KEYS.token) && event.key !== TOKEN_CHANGED) return;
  if (event.key === TOKEN_CHANGED && !event.newValue?.startsWith(TOKEN_OUT)) {
    // A login kept in the cookie: the cookie reaches this tab a moment after the event.
    window.setTimeout(() => follow(deviceToken.get()), COOKIE_CATCH_UP_MS);
    return;
  }
  follow(event.key === TOKEN_CHANGED ? null : deviceToken.get());
}

const COOKIE_CATCH_UP_MS = 200;

function follow(next: string | null): void {
  if (next === tokenStore.get()) return;
  if (!next) {
    void endSession('/login');
    return;
  }
  tokenStore.set(next);
  // The last member's answers are asked again (and shown meanwhile: this tab's screens stay as they were).
  void bindings?.queryClient.invalidateQueries();
}

if (typeof window !== 'undefined') window.addEventListener('storage', followOtherTabs);
