// The list of lines: the brand's built one, or the last good list from the network (kept on the phone). A list from
// the network replaces it only when it is well-formed: 1 to LINES_MAX lines, each an http(s) origin and a ws(s)
// origin or '' (the page's own), no line twice. The page's connect-src still decides which a browser may reach.
import { brand } from '../../../brand.config';
import { LINES_MAX } from '../../../core/constants';
import type { Line } from '../../../brands/types';

export type { Line };

const LIST_KEY = 'lines.list';

/** The brand's lines; VITE_API_BASE (and VITE_WS_BASE), when set at build time, the first. */
export function builtLines(): Line[] {
  const api = import.meta.env.VITE_API_BASE;
  if (api === undefined) return brand.lines;
  const first = { api, socket: import.meta.env.VITE_WS_BASE ?? brand.wsBase };
  return [first, ...brand.lines.filter((line) => line.api !== api)];
}

function isOrigin(text: unknown, schemes: readonly string[]): text is string {
  if (typeof text !== 'string') return false;
  try {
    const url = new URL(text);
    return schemes.includes(url.protocol) && url.origin === text;
  } catch {
    return false;
  }
}

/** Whether a value is a list the app may use (see above). */
export function isWellFormedList(value: unknown): value is Line[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > LINES_MAX) return false;
  const wellFormed = value.every((line: unknown) => {
    if (!line || typeof line !== 'object') return false;
    const { api, socket } = line as Record<string, unknown>;
    return (api === '' || isOrigin(api, ['http:', 'https:'])) && (socket === '' || isOrigin(socket, ['ws:', 'wss:']));
  });
  return wellFormed && new Set(value.map((line: Line) => line.api)).size === value.length;
}

/** The list the phone kept, when there is one and it is still well-formed; the built one otherwise. */
export function keptList(): Line[] {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(LIST_KEY) ?? 'null');
    if (isWellFormedList(kept)) return kept.map(({ api, socket }) => ({ api, socket }));
  } catch {
    // storage disabled or spoiled: the built list
  }
  return builtLines();
}

export function keepList(list: readonly Line[]): void {
  try {
    localStorage.setItem(LIST_KEY, JSON.stringify(list));
  } catch {
    // storage disabled: the list holds for this visit
  }
}
