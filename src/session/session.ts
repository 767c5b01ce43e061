// Starting and ending a member's session, and the one path a 401 takes: the dialog once, storage cleared, every
// query cancelled and dropped (which stops every poll), then /login. The app binds the router and dialog in.
import type { QueryClient } from '@tanstack/react-query';
import { client, connectSession, unwrap } from '../api/client';
import { sessionStore } from './storage';
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
let expiring = false;

export function bindSession(next: SessionBindings): void {
  bindings = next;
}

connectSession({ token: tokenStore.get, expired: () => sessionExpired() });

export function startSession(token: string): void {
  tokenStore.set(token);
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

/** Code 401 from any call. Several failing together show one dialog. */
export function sessionExpired(): void {
  if (expiring || !tokenStore.get()) return;
  expiring = true;
  const back = bindings?.currentPath() ?? '/';
  void endSession(loginPathFor(back));
  void (bindings?.showExpired() ?? Promise.resolve()).finally(() => {
    expiring = false;
  });
}
