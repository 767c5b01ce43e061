// Where a back end without the about and sponsorship articles (capabilities().articlePages false) keeps those pages,
// as the legacy client had them: /abouts?type=5|6 are the brand's own words (terms, privacy), /zhanzhuye?type=1|2 the
// back end's /h5/1.html and /h5/2.html. The same `type`s and defaults as the article routes. Pure, unit-tested.
import { resolveFrameUrl } from '../../lib/frameUrl';

const ABOUT_WORDS = { 5: 'terms', 6: 'privacy' } as const;
export type AboutWords = (typeof ABOUT_WORDS)[keyof typeof ABOUT_WORDS];

const SPONSOR_PAGES = { 1: '/h5/1.html', 2: '/h5/2.html' } as const;

const pick = <T extends Record<number, string>>(map: T, raw: string | null, fallback: keyof T & number): T[keyof T] | null => {
  const key = raw === null || raw === '' ? fallback : Number(raw);
  return Object.hasOwn(map, key) ? map[key as keyof T] : null;
};

/** Which of the brand's texts /abouts shows for its `type`; null when there is none. */
export const aboutWordsFor = (type: string | null): AboutWords | null => pick(ABOUT_WORDS, type, 5);

/** The back end's sponsorship page for /zhanzhuye's `type`, on the API's origin (`base`); null when there is none. */
export function sponsorPageUrl(type: string | null, base: string): string | null {
  const path = pick(SPONSOR_PAGES, type, 1);
  return path ? resolveFrameUrl(path, base) : null;
}
