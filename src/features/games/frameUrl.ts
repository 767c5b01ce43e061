// Pages in iframes (games, customer service, agent login, app download): where they load from and what the
// sandbox lets them do. Pure, unit-tested.
import { brand } from '../../../brand.config';

/** The API's origin (server URLs such as /files/... are relative to it), as the API client resolves it. */
const serverBase = () => import.meta.env.VITE_API_BASE ?? (brand.apiBase || window.location.origin);

/** An absolute http(s) URL for a server-given one, or null when it is empty or of another scheme (javascript:...). */
export function resolveFrameUrl(raw: string | null | undefined, base: string = serverBase()): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const BASE_SANDBOX = 'allow-scripts allow-forms allow-popups';

/**
 * A page from our own origin runs without allow-same-origin, so its scripts can never read the player's session
 * (the token in localStorage). A third party's page gets its own origin back (its cookies and storage, never ours):
 * real game platforms need it.
 */
export function sandboxFor(url: string, pageOrigin: string = window.location.origin): string {
  return new URL(url).origin === pageOrigin ? BASE_SANDBOX : `${BASE_SANDBOX} allow-same-origin`;
}
