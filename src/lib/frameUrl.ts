// Pages in iframes (games, customer service, agent login, app download, sponsorship pages): where they load from
// (what the sandbox lets them do is src/renderers/frame/sandbox.ts). Pure, unit-tested.
import { brand } from '../../brand.config';

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
