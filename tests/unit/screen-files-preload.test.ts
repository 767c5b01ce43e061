// The entry ahead of the app asks for the first screen's files from index.html's list (vite/screenFiles.ts): module
// preloads for its code, style preloads for its stylesheets, a few per task; a member's route only for a member;
// nothing for an unknown route, nor when the list is broken.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { landingPaths, screens } from '../../screens.config';
import { LINKS_PER_TASK, preloadScreenFiles, SCREEN_FILES_ID, type ScreenFileList } from '../../src/shell/screenFiles';

const PUBLIC = landingPaths[landingPaths.length - 1]!;
const MEMBER = screens.find((s) => s.guard !== 'none')!.path;
const FILES = ['assets/Screen-1.js', 'assets/Screen-2.css', 'assets/shared-3.js'];
const MANY = Array.from({ length: LINKS_PER_TASK * 2 + 1 }, (_, i) => `assets/part-${i}.js`);

function listInPage(list: ScreenFileList | string) {
  const text = typeof list === 'string' ? list : JSON.stringify(list);
  document.head.append(Object.assign(document.createElement('script'), { type: 'application/json', id: SCREEN_FILES_ID, textContent: text }));
}
const listOf = (routes: Record<string, string[]>, members: string[] = []): ScreenFileList => {
  const files = [...new Set(Object.values(routes).flat())];
  return { files, routes: Object.fromEntries(Object.entries(routes).map(([p, fs]) => [p, fs.map((f) => files.indexOf(f))])), members };
};

const preloads = () =>
  [...document.head.querySelectorAll('link')].map((link) => ({ rel: link.rel, as: link.getAttribute('as'), href: link.getAttribute('href') }));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.head.replaceChildren();
});

describe("the first screen's files", () => {
  it('are preloaded as the page lists them: code as modules, stylesheets as styles', () => {
    listInPage(listOf({ [PUBLIC]: FILES }));
    preloadScreenFiles(PUBLIC, false);
    vi.runAllTimers();
    expect(preloads()).toEqual([
      { rel: 'modulepreload', as: null, href: `./${FILES[0]}` },
      { rel: 'preload', as: 'style', href: `./${FILES[1]}` },
      { rel: 'modulepreload', as: null, href: `./${FILES[2]}` },
    ]);
  });

  it('are asked for a few per task, so that no task is long on a slow phone', () => {
    listInPage(listOf({ [PUBLIC]: MANY }));
    // The tasks are caught from the page's own setTimeout: a spy on the fake clock's stays behind once it is put away.
    vi.useRealTimers();
    const tasks: (() => void)[] = [];
    const schedule = vi.spyOn(window, 'setTimeout').mockImplementation(((task: () => void) => tasks.push(task)) as typeof setTimeout);
    preloadScreenFiles(PUBLIC, false);
    schedule.mockRestore();
    expect(preloads()).toHaveLength(0);
    for (const task of tasks) {
      const before = preloads().length;
      task();
      expect(preloads().length - before).toBeLessThanOrEqual(LINKS_PER_TASK);
    }
    expect(preloads().map((link) => link.href)).toEqual(MANY.map((file) => `./${file}`));
  });

  it('are not asked for again when the app has asked for them first', () => {
    listInPage(listOf({ [PUBLIC]: FILES }));
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: `./${FILES[0]}` }));
    preloadScreenFiles(PUBLIC, false);
    vi.runAllTimers();
    expect(preloads().filter((link) => link.href === `./${FILES[0]}`)).toHaveLength(1);
  });

  it('are found however the address writes the path (case, trailing slash), as the router finds the route', () => {
    listInPage(listOf({ [PUBLIC]: FILES }));
    preloadScreenFiles(`${PUBLIC.toUpperCase()}/`, false);
    vi.runAllTimers();
    expect(preloads()).toHaveLength(FILES.length);
  });

  it("of a member's route are asked for for a member only: a visitor is sent to log in", () => {
    listInPage(listOf({ [MEMBER]: FILES }, [MEMBER]));
    preloadScreenFiles(MEMBER, false);
    vi.runAllTimers();
    expect(preloads()).toEqual([]);
    preloadScreenFiles(MEMBER, true);
    vi.runAllTimers();
    expect(preloads()).toHaveLength(FILES.length);
  });

  it('are not asked for on an unknown route, without a list, or with a broken one', () => {
    preloadScreenFiles(PUBLIC, true);
    listInPage(listOf({ [PUBLIC]: FILES }));
    preloadScreenFiles('/not-a-route', true);
    document.head.replaceChildren();
    listInPage('{"files": [');
    expect(() => preloadScreenFiles(PUBLIC, true)).not.toThrow();
    vi.runAllTimers();
    expect(preloads()).toEqual([]);
  });
});
