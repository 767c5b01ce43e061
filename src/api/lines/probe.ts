// A probe of the lines: the contract's tiny GET /api/lines on each line (LINE_PROBES_AT_ONCE at a time, each bounded by
// LINE_PROBE_TIMEOUT_MS), its delay timed; a well-formed list in the answer replaces the one in use (any working line
// may tell of a new domain). A back end without the list (Laravel) is probed with its site settings instead. Then the
// app prefers the fastest healthy line (./state.ts). A probe is never a failed call of the player's; when no line
// answers, the failure of the last (in the app's one error path's categories) is the line check page's to tell.
import { LINE_PROBE_TIMEOUT_MS, LINE_PROBES_AT_ONCE } from '../../../core/constants';
import { isOffline } from '../../lib/networkReach';
import { ABSENT_HEADER, ApiError, client, envelopeOf } from '../client';
import { acceptList, lineBase, lineHealth, lineList, noteProbe, preferFastest, setProbing } from './state';
import type { Line } from './list';

let running: Promise<void> | null = null;
/** The back end lacks the list (its dialect answered it absent): its settings are the probe. */
let withoutList = false;
/** Why the last run found no line answering (null: one did, or none has run). */
let failure: ApiError | null = null;
let lastFailure: ApiError | null = null;

/** What the last probe of every line met when none answered: the page says it in its category's words. */
export const probeFailure = (): ApiError | null => failure;

/** Probes every line, then prefers the fastest; a run asked for while one is under way is that run. */
export function probeLines(): Promise<void> {
  if (!running) setProbing(true);
  running ??= probeAll().finally(() => {
    running = null;
    failure = lineList().some((line) => typeof lineHealth(line.api) === 'object') ? null : lastFailure;
    setProbing(false);
  });
  return running;
}

/** Every line once, the new ones a line's answer listed meanwhile too. */
async function probeAll(): Promise<void> {
  const probed = new Set<string>();
  const unprobed = () => lineList().filter((line) => !probed.has(line.api));
  for (let queue = unprobed(); queue.length > 0; queue = unprobed()) {
    queue.forEach((line) => probed.add(line.api));
    const next = async (): Promise<void> => {
      for (let line = queue.shift(); line; line = queue.shift()) await probe(line);
    };
    await Promise.all(Array.from({ length: LINE_PROBES_AT_ONCE }, next));
  }
  preferFastest();
}

async function probe(line: Line): Promise<void> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), LINE_PROBE_TIMEOUT_MS);
  let delayMs = 0;
  // The probe's own fetch: straight to this line (no moving to another), its time from sending to the answer's head.
  const fetchOnLine = async (request: Request) => {
    const url = new URL(request.url);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const started = performance.now();
    const body = hasBody ? await request.text() : undefined;
    try {
      const response = await fetch(lineBase(line) + url.pathname + url.search, { method: request.method, headers: request.headers, body, signal: timeout.signal });
      delayMs = Math.max(1, Math.round(performance.now() - started));
      return response;
    } catch {
      // As the client tells a call that got no answer (./client.ts): timed out, offline, or the connection lost.
      throw new ApiError(timeout.signal.aborted ? 'timeout' : isOffline() ? 'offline' : 'network', 0, '');
    }
  };
  const call: Promise<{ data?: unknown; error?: unknown; response: Response }> = withoutList
    ? client.POST('/api/app', { body: {}, fetch: fetchOnLine })
    : client.GET('/api/lines', { fetch: fetchOnLine });
  try {
    const answered = await call;
    if (answered.response.headers.get(ABSENT_HEADER)) {
      withoutList = true;
      clearTimeout(timer);
      return probe(line);
    }
    const { data } = (await envelopeOf(call)) as { data?: { lines?: unknown } | null };
    // A success without data is the server's failure, as every call of the app takes it.
    if (data === null || data === undefined) throw new ApiError('server', 0, '');
    noteProbe(line.api, { delayMs });
    if (!withoutList) acceptList(data.lines);
  } catch (error) {
    lastFailure = error instanceof ApiError ? error : new ApiError('server', 0, '');
    noteProbe(line.api, lastFailure.kind === 'timeout' ? 'timeout' : 'down');
  } finally {
    clearTimeout(timer);
  }
}
