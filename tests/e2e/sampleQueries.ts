// The routes that show their content only with a query, each with a real one (the seeded demo content), for the
// suites that walk every route of the registry.
import { PLATFORMS } from '../../server/seed';

/** The seeded live-casino platform a game page opens. */
const casino = PLATFORMS.find((platform) => platform.name === 'hqzr')!;

const SAMPLE_QUERY: Record<string, string> = {
  '/gamePage': `?${new URLSearchParams({ name: casino.title, type: casino.category_id, code: casino.game_code }).toString()}`,
  '/lottery': '?room_id=1',
  '/activityInfo': '?id=1',
  '/boutBallBetInfo': '?type=1',
  '/zhanzhuye': '?type=1',
  '/password': '?type=1',
};

/** The route's path with its sample query, where it needs one. */
export const withSampleQuery = (path: string): string => path + (SAMPLE_QUERY[path] ?? '');
