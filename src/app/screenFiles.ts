// The first screen's code, asked for by the entry ahead of the app (src/ahead.ts) while React is still downloading.
// The build lists each landing screen's files in index.html (vite/screenFiles.ts): its chunk, the small shared ones
// it imports and its stylesheets. Preloaded here, they are in the cache when the app imports the screen (Vite's
// preload helper finds the links and adds none). No React and no router here: this runs before them.

/** The id of index.html's list (written by vite/screenFiles.ts). */
export const SCREEN_FILES_ID = 'screen-files';
/** '/Activity/' → '/activity': the router matches paths without case and with or without a trailing slash. */
const normalise = (path: string) => path.toLowerCase().replace(/(.)\/+$/, '$1');

function listedFiles(pathname: string): string[] {
  try {
    const lists = JSON.parse(document.getElementById(SCREEN_FILES_ID)?.textContent ?? '{}') as Record<string, string[]>;
    const path = normalise(pathname);
    return Object.entries(lists).find(([route]) => normalise(route) === path)?.[1] ?? [];
  } catch {
    return []; // no list, or a broken one: the app's own import still loads the screen
  }
}

function preload(file: string): void {
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
 * Starts downloading the listed files of the screen at this path (nothing when it is not a landing screen). All in
 * one task: each link costs ~1.5 ms of main thread (the request it starts), but spread over tasks the later ones lost
 * the race with the app's own import, which then asked for them after React's download, as before.
 */
export function preloadScreenFiles(pathname: string): void {
  listedFiles(pathname).forEach(preload);
}
