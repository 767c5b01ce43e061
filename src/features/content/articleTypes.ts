// Which article a route shows (ArticleRequest in openapi.yaml). Help pages use the spec's types as they are; the
// about pages move by ten (the spec's about type 5 collides with help type 5); sponsorship pages are 21 and 22.
// Pure, unit-tested.

/** The help centre's entries in the spec's order: about us, FAQ, privacy, disclaimer, contact, agents, responsible play. */
export const HELP_TYPES = [7, 1, 2, 3, 4, 5, 8] as const;
export type HelpType = (typeof HELP_TYPES)[number];

const ABOUT_ARTICLE = { 5: 15, 6: 16 } as const;
const SPONSOR_ARTICLE = { 1: 21, 2: 22 } as const;

const pick = <T extends Record<number, number>>(map: T, raw: string | null, fallback: keyof T & number): number | null => {
  const key = raw === null || raw === '' ? fallback : Number(raw);
  return Object.hasOwn(map, key) ? map[key]! : null;
};

/** The routes that show an article. */
export type ArticleRoute = '/boutBallBetInfo' | '/abouts' | '/zhanzhuye';

/** The article type for /boutBallBetInfo, /abouts or /zhanzhuye and its `type` query; null when there is none. */
export function articleTypeFor(route: ArticleRoute, type: string | null): number | null {
  switch (route) {
    case '/boutBallBetInfo':
      return HELP_TYPES.find((t) => String(t) === type) ?? null;
    case '/abouts':
      return pick(ABOUT_ARTICLE, type, 5);
    case '/zhanzhuye':
      return pick(SPONSOR_ARTICLE, type, 1);
  }
}
