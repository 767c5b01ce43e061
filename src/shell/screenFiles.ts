// The first screen's code, asked for by the entry ahead of the app (src/ahead.ts) while React is still downloading.
// The build lists every route's files in index.html (vite/screenFiles.ts): its chunk, the small shared ones it imports
// and its stylesheets. Preloaded here, they are in the cache when the app imports the screen (Vite's preload helper
// finds the links and adds none). No React and no router here: this runs before them.

/** The id of index.html's list (written by vite/screenFiles.ts). */
export const SCREEN_FILES_ID = 'screen-files';

/** index.html's list: each file once, each route as positions in `files`, and the routes a visitor cannot open. */
export interface ScreenFileList {
  files: string[];
  routes: Record<string, number[]>;
  members: string[];
}

/**
 * Links asked for per task. Each costs ~1 ms of main thread on a slow phone (the request it starts): /recharge's 34 in
 * one task were a long task of ~150 ms that held the app's own start-up back. A task of a few stays short, and the
 * app's entry, when it arrives, runs between two of them.
 */
export const LINKS_PER_TASK = 6;

/** '/Activity/' → '/activity': the router matches paths without case and with or without a trailing slash. */
const normalise = (path: string) => path.toLowerCase().replace(/(.)\/+$/, '$1');

function listedFiles(pathname: string, member: boolean): string[] {
  try {
    const list = JSON.parse(document.getElementById(SCREEN_FILES_ID)?.textContent ?? 'null') as ScreenFileList | null;
    const path = normalise(pathname);
    const route = Object.keys(list?.routes ?? {}).find((p) => normalise(p) === path);
    if (!list || !route || (!member && list.members.includes(route))) return [];
    return list.routes[route]!.flatMap((i) => list.files[i] ?? []);
  } catch {
    return []; // no list, or a broken one: the app's own import still loads the screen
  }
}

function preload(file: string): void {
  const href = new URL(`./${file}`, document.baseURI).href;
  // The app's import may have asked for it first (Vite's preload helper adds a link of its own).
  if ([...document.head.querySelectorAll('link')].some((link) => link.href === href)) return;
  const link = document.createElement('link');
  if (file.endsWith('.css')) {
    link.rel = 'preload';
    link.setAttribute('as', 'style');
  } else {
    link.rel = 'modulepreload';
  }
  // In CORS mode, as Vite's preload helper asks for them when the app imports the screen: only then does that request
  // take this one's answer instead of downloading the file again.
  link.crossOrigin = '';
  link.href = `./${file}`;
  document.head.append(link);
}

/**
 * Starts downloading the listed files of the screen at this path, a few per task (see LINKS_PER_TASK); nothing for an
 * unknown path, nor for a member's route when no member is logged in (the guard sends the visitor to log in).
 */
export function preloadScreenFiles(pathname: string, member: boolean): void {
  const files = listedFiles(pathname, member);
  for (let i = 0; i < files.length; i += LINKS_PER_TASK) {
    const some = files.slice(i, i + LINKS_PER_TASK);
    setTimeout(() => some.forEach(preload), 0);
  }
}
