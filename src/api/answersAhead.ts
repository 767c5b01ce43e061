// Calls made ahead of the app (src/ahead.ts runs while React and the rest of the code are still downloading): each
// answer is kept, unread, for the app's own identical call, which takes it instead of asking the server again. Only
// the first screen's calls are made ahead; an answer no call has taken after AHEAD_KEEP_MS is dropped.

/** Long enough for the app's code to arrive on a slow phone; short enough that no one is served an old answer. */
export const AHEAD_KEEP_MS = 15_000;

type Send = (request: Request) => Promise<Response>;

const kept = new Map<string, Promise<Response>>();
/** Answers taken that are still on their way: an identical call made meanwhile shares them. */
const coming = new Map<string, Promise<Response>>();
/** Answers being kept whose call is still being read (its key): an identical call made meanwhile waits for them. */
const keeping = new Set<Promise<void>>();

/** Drops every answer kept ahead (tests: the next file's page starts with none). */
export function dropAnswersAhead(): void {
  kept.clear();
  coming.clear();
  keeping.clear();
}

/** Two calls are the same when their method, address, token, language and body are. */
async function callKey(request: Request): Promise<string> {
  const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
  const { headers } = request;
  return [request.method, request.url, headers.get('Authorization') ?? '', headers.get('Accept-Language') ?? '', body].join('\n');
}

/** A fetch that sends the call at once and keeps a copy of its answer for the app's identical call. */
export function keepingAnswers(send: Send): Send {
  return (request) => {
    // Keyed beside the sending, not before it: reading a body waits a task, and the app's entry would run first.
    // (callKey copies the body at once, before send reads it.)
    const key = callKey(request);
    const answer = send(request);
    // Copied before the caller reads the body (this reaction runs first); a failure is the taker's to handle.
    const copy = answer.then((response) => response.clone());
    copy.catch(() => undefined);
    const keptNow = key.then((k) => {
      kept.set(k, copy);
      setTimeout(() => kept.get(k) === copy && kept.delete(k), AHEAD_KEEP_MS);
    });
    keeping.add(keptNow);
    void keptNow.finally(() => keeping.delete(keptNow));
    return answer;
  };
}

/**
 * A fetch that takes the kept answer to this call when there is one, and sends the call otherwise. While the answer is
 * on its way, every identical call shares it (a screen that gives way to another asking the same: the hall's
 * placeholder and the hall); once it has come, it is taken once. A call that took it and is then cancelled (its result
 * thrown away) leaves it for the next identical call, within the same time, and one cancelled before it could take it
 * takes nothing. Each taker reads a copy of its own.
 */
export function takingKeptAnswers(send: Send): Send {
  return async (request) => {
    if (kept.size === 0 && coming.size === 0 && keeping.size === 0) return send(request);
    const [key] = await Promise.all([callKey(request), ...keeping]);
    // Cancelled while its key was read (its screen gone at once): it takes nothing, and fails as fetch would.
    // (signal.reason and throwIfAborted are newer than the browsers the app runs on.)
    if (request.signal.aborted) throw new DOMException('The call was cancelled', 'AbortError');
    const answer = kept.get(key) ?? coming.get(key);
    if (!answer) return send(request);
    if (kept.get(key) === answer) {
      kept.delete(key);
      coming.set(key, answer);
      const come = () => void (coming.get(key) === answer && coming.delete(key));
      void answer.then(come, come);
    }
    request.signal.addEventListener('abort', () => void (kept.has(key) || kept.set(key, answer)), { once: true });
    // An early call that got no answer is asked again, as if it had never been made.
    return answer.then((response) => response.clone()).catch(() => send(request));
  };
}
