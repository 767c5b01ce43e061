// The routes that show their content only with a query, each with a real one (the seeded demo content), for the
// suites that walk every route of the registry.

const SAMPLE_QUERY: Record<string, string> = {
  '/gamePage': `?name=${encodeURIComponent('环球真人')}&type=realbet&code=hqzr`,
  '/lottery': '?room_id=1',
  '/activityInfo': '?id=1',
  '/boutBallBetInfo': '?type=1',
  '/zhanzhuye': '?type=1',
  '/password': '?type=1',
};

/** The route's path with its sample query, where it needs one. */
export const withSampleQuery = (path: string): string => path + (SAMPLE_QUERY[path] ?? '');
