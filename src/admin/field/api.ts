// The page's one call, POST /admin/telemetry, typed by the contract. Not the players' client (src/api/client.ts):
// no session, no dialect, no player's language; the admin token instead.
import createClient from 'openapi-fetch';
import type { components, paths } from '../../../core/schema';

export type Summary = components['schemas']['TelemetrySummary'];

/** The admin token was refused: the page asks for it again (`throttled`: this address tried too many, it must wait). */
export class TokenRefused extends Error {
  constructor(readonly throttled = false) {
    super(throttled ? 'too many wrong tokens' : 'token refused');
  }
}

const client = createClient<paths>({ baseUrl: window.location.origin });
const HOUR_MS = 3_600_000;

export async function fetchSummary(token: string, hours: number, signal: AbortSignal): Promise<Summary> {
  const until = new Date();
  const since = new Date(until.getTime() - hours * HOUR_MS + 1);
  const { data, response } = await client.POST('/admin/telemetry', {
    body: { since: since.toISOString(), until: until.toISOString() },
    headers: { Authorization: `Bearer ${token}` },
    signal,
  });
  if (response.status === 403 || response.status === 429) throw new TokenRefused(response.status === 429);
  if (!data || data.code !== 200) throw new Error(`HTTP ${response.status}`);
  return data.data;
}
