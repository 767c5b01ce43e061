// The entry ahead of the app asks for a landing screen's files from index.html's list (vite/screenFiles.ts): module
// preloads for its code, style preloads for its stylesheets; nothing for another route, nor when the list is broken.
import { afterEach, describe, expect, it } from 'vitest';
import { landingPaths } from '../../screens.config';
import { preloadScreenFiles, SCREEN_FILES_ID } from '../../src/app/screenFiles';

const LANDING = landingPaths[landingPaths.length - 1]!;
const FILES = ['assets/Screen-1.js', 'assets/Screen-2.css', 'assets/shared-3.js'];

function listInPage(text: string) {
  const data = Object.assign(document.createElement('script'), { type: 'application/json', id: SCREEN_FILES_ID, textContent: text });
  document.head.append(data);
}

const preloads = () =>
  [...document.head.querySelectorAll('link')].map((link) => ({ rel: link.rel, as: link.getAttribute('as'), href: link.getAttribute('href') }));

afterEach(() => document.head.replaceChildren());

describe("a landing screen's files", () => {
  it('are preloaded as the page lists them: code as modules, stylesheets as styles', () => {
    listInPage(JSON.stringify({ [LANDING]: FILES }));
    preloadScreenFiles(LANDING);
    expect(preloads()).toEqual([
      { rel: 'modulepreload', as: null, href: `./${FILES[0]}` },
      { rel: 'preload', as: 'style', href: `./${FILES[1]}` },
      { rel: 'modulepreload', as: null, href: `./${FILES[2]}` },
    ]);
  });

  it('are found however the address writes the path (case, trailing slash), as the router finds the route', () => {
    listInPage(JSON.stringify({ [LANDING]: FILES }));
    preloadScreenFiles(`${LANDING.toUpperCase()}/`);
    expect(preloads()).toHaveLength(FILES.length);
  });

  it('are not asked for on another route, without a list, or with a broken one', () => {
    preloadScreenFiles(LANDING);
    listInPage(JSON.stringify({ [LANDING]: FILES }));
    preloadScreenFiles('/not-a-landing-screen');
    document.head.replaceChildren();
    listInPage('{"/": [');
    expect(() => preloadScreenFiles(LANDING)).not.toThrow();
    expect(preloads()).toEqual([]);
  });
});
