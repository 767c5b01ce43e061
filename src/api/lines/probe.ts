// A probe of the lines: the contract's tiny GET /api/lines on each line (LINE_PROBES_AT_ONCE at a time, each bounded by
// LINE_PROBE_TIMEOUT_MS), its delay timed; a well-formed list in the answer replaces the one in use (any working line
// may tell of a new domain). A back end without the list (Laravel) is probed with its site settings instead. Then the
// app prefers the fastest healthy line (./state.ts). A probe is never a failed call of the player's.
import { LINE_PROBE_TIMEOUT_MS, LINE_PROBES_AT_ONCE, SUCCESS_CODE } from '../../../core/constants';
import { ABSENT_HEADER, client } from '../client';
import { acceptList, lineBase, lineList, noteProbe, preferFastest, setProbing } from './state';
import type { Line } from './list';

let running: Promise<void> | null = null;
/** The back end lacks the list (its dialect answered it absent): its settings are the probe. */
let withoutList = false;

/** Probes every line, then prefers the fastest; a run asked for while one is under way is that run. */
export function probeLines(): Promise<void> {
  if (!running) setProbing(true);
  running ??= probeAll().finally(() => {
    running = null;
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
    const response = await fetch(lineBase(line) + url.pathname + url.search, {
      method: request.method,
      headers: request.headers,
      body: hasBody ? await request.text() : undefined,
      signal: timeout.signal,
    });
    delayMs = Math.max(1, Math.round(performance.now() - started));
    return response;
  };
  try {
    const answer = withoutList ? await client.POST('/api/app', { body: {}, fetch: fetchOnLine }) : await client.GET('/api/lines', { fetch: fetchOnLine });
    if (answer.response.headers.get(ABSENT_HEADER)) {
      withoutList = true;
      clearTimeout(timer);
      return probe(line);
    }
    const body = answer.data as { code?: unknown; data?: { lines?: unknown } } | undefined;
    if (body?.code !== SUCCESS_CODE) {
      noteProbe(line.api, 'down');
      return;
    }
    noteProbe(line.api, { delayMs });
    if (!withoutList) acceptList(body.data?.lines);
  } catch {
    noteProbe(line.api, timeout.signal.aborted ? 'timeout' : 'down');
  } finally {
    clearTimeout(timer);
  }
}
