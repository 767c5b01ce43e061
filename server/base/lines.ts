// The site's lines (线路): every origin the back end answers on, each with its socket origin, the preferred first.
// An operator names them in LINES (comma-separated "https://api2.example.com" or "https://api2.example.com|wss://ws2.
// example.com"), or the brand does (brands/<id>/brand.ts `lines`). The list is what GET /api/lines answers, what the
// page's connect-src allows (server/http/site.ts) and which origins CORS answers (server/http/cors.ts): a domain the
// operator has not named here can be neither called nor listed.
import type { Line } from '../../brands/types';

/** The socket origin beside an API origin: the same host, ws for http and wss for https. */
export function socketOf(api: string): string {
  return api.replace(/^http/, 'ws');
}

/** An http(s) origin, nothing after it (the list names origins). */
function origin(text: string, schemes: readonly string[], name: string): string {
  const trimmed = text.trim().replace(/\/+$/, '');
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new Error(`${name}: "${text}" is not an origin such as https://api2.example.com`);
  }
  if (!schemes.includes(url.protocol) || url.origin !== trimmed) throw new Error(`${name}: "${text}" is not an origin such as https://api2.example.com`);
  return trimmed;
}

/** LINES, read at start: a malformed entry stops the server (a line no phone could use is a typo). */
export function parseLines(value: string | undefined): Line[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [api = '', socket] = entry.split('|');
      const apiOrigin = origin(api, ['http:', 'https:'], 'LINES');
      return { api: apiOrigin, socket: socket ? origin(socket, ['ws:', 'wss:'], 'LINES') : socketOf(apiOrigin) };
    });
}

/** The served list: the operator's LINES, else the brand's own ('' being the origin the page came from). */
export function siteLines(configured: readonly Line[], brandLines: readonly Line[]): Line[] {
  return configured.length ? [...configured] : brandLines.map((line) => ({ ...line }));
}

/** Every origin a line's page may call from, and every one the page may connect to. */
export const lineApiOrigins = (lines: readonly Line[]): string[] => lines.map((line) => line.api).filter(Boolean);
export const lineSources = (lines: readonly Line[]): string[] => [...new Set(lines.flatMap((line) => [line.api, line.socket]).filter(Boolean))];
