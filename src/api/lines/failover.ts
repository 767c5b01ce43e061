// Every call of the one client goes out on the line in use (./state.ts). One that gets no answer for want of the
// network (DNS, refused, reset, TLS, the client's timeout) or is answered by a page that is not the back end (not the
// contract's JSON, from a line that answered it before: a hijacked domain) is sent once more, on the next line, with
// the very same body (a money call's idempotency key too: the retry cannot pay twice). A back end's own answer (its
// 4xx, 5xx or envelope error) is never sent elsewhere: it is the same back end on every line.
import { noteFailure } from '../failures';
import { currentLine, hasAnswered, lineBase, lineHost, moveTo, nextLine, noteLineCall, noteLineFailed, noteLineWorked, type LineHealth } from './state';
import type { Line } from './list';

type Send = (request: Request) => Promise<Response>;

/**
 * Calls that move money without an idempotency key of their own: one that got no answer may still have reached the
 * server, so it is never sent again elsewhere (a transfer twice is money moved twice). The app still moves to the next
 * line, and the player's next tap goes there. (A bet slip and a withdrawal carry `order_key`: they are sent again.)
 */
const SENT_ONCE = new Set(['/api/transfer', '/api/recharge', '/api/douserredpacket', '/api/dofanshui', '/api/doactivityapply']);
/** What a failed send says: 'timeout' or 'down' when another line may answer it, null when it may not (offline, cancelled). */
export type NetworkFailure = (error: unknown) => Extract<LineHealth, 'timeout' | 'down'> | null;

const isJson = (response: Response) => response.headers.get('content-type')?.includes('json') === true;

/** Not the back end: a page in place of the contract's JSON from a line that answered it before, or one sent elsewhere. */
function hijacked(line: Line, response: Response): boolean {
  if (response.status >= 400 || isJson(response)) return false;
  const elsewhere = response.redirected && new URL(response.url).origin !== new URL(lineBase(line)).origin;
  return elsewhere || hasAnswered(line.api);
}

/**
 * The call as sent on a line: the same method, headers, body and signal at the line's origin. The body is read once,
 * before the first try, and each try sends it as bytes: a clone's body is a stream, which a browser sends and shows
 * (DevTools, a test's network log) as a streamed upload, not as the body it is.
 */
function onLine(request: Request, body: ArrayBuffer | undefined, line: Line, base: string): Request {
  const url = lineBase(line) + request.url.slice(base.length);
  const { method, headers, signal, credentials, cache, redirect, referrerPolicy, keepalive, mode } = request;
  return new Request(url, { method, headers, body, signal, credentials, cache, redirect, referrerPolicy, keepalive, mode });
}

type Outcome = { response: Response; failed?: never } | { failed: { error: unknown } | { page: Response } };

async function tryOn(send: Send, request: Request, line: Line, failure: NetworkFailure): Promise<Outcome> {
  noteLineCall(line.api);
  try {
    const response = await send(request);
    if (hijacked(line, response)) {
      noteLineFailed(line.api);
      return { failed: { page: response } };
    }
    if (isJson(response)) noteLineWorked(line.api);
    return { response };
  } catch (error) {
    const health = request.signal.aborted ? null : failure(error);
    if (!health) throw error;
    noteLineFailed(line.api, health);
    return { failed: { error } };
  }
}

/**
 * `send` on the line in use; `base` is where the client addresses its calls (the built first line), rewritten to the
 * line's origin. `failure` tells a failure for want of the network from the rest.
 */
export function onLines(send: Send, base: string, failure: NetworkFailure): Send {
  const basePath = new URL(base).pathname.replace(/\/$/, '');
  return async (request) => {
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    const first = currentLine();
    const started = performance.now();
    const outcome = await tryOn(send, onLine(request, body, first, base), first, failure);
    if (!outcome.failed) return outcome.response;
    const next = nextLine(first.api);
    if (!next || request.signal.aborted) return settle(outcome.failed);
    const operation = new URL(request.url).pathname.slice(basePath.length);
    if (currentLine().api === first.api) moveTo(next.api, false);
    // Its failure is the client's to tell (src/api/client.ts), on the line it failed on.
    if (SENT_ONCE.has(operation)) return settle(outcome.failed);
    // The operator sees where calls fail (the field reports, per line), even those another line then answers.
    const kind = 'error' in outcome.failed ? 'network' : 'server';
    noteFailure({ operation, kind, status: 0, durationMs: Math.round(performance.now() - started), line: lineHost(first.api) });
    const again = await tryOn(send, onLine(request, body, next, base), next, failure);
    return again.failed ? settle(again.failed) : again.response;
  };
}

function settle(failed: { error: unknown } | { page: Response }): Response {
  if ('page' in failed) return failed.page;
  throw failed.error;
}
